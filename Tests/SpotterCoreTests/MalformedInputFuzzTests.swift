import SpotterTestSupport
import Testing

@testable import SpotterCore

/// Thousands of generated malformed inputs through the pure parsers: each is refused with a
/// message that names its line (files) or field (arguments), and none traps.
@Suite("Fuzz: malformed schedule lines, plan lines and log arguments")
struct MalformedInputFuzzTests {
    @Test("3,000 malformed schedule files are each refused at the bad line, with a message")
    func scheduleFiles() {
        for text in MalformedInputs.scheduleFiles(count: 3000, seed: 0x5EED_0001) {
            do {
                _ = try ScheduleFile.parse(text)
                Issue.record("accepted: \(text.debugDescription)")
            } catch let error as ScheduleFile.ParseError {
                #expect(error.line == MalformedInputs.scheduleBadLine, "\(error) in \(text.debugDescription)")
                #expect(!error.message.isEmpty)
            } catch {
                Issue.record("not a ParseError: \(error)")
            }
        }
    }

    @Test("2,000 malformed plan files are each refused as FILE:LINE, with a message")
    func planFiles() {
        for text in MalformedInputs.planFiles(count: 2000, seed: 0x5EED_0002) {
            do {
                _ = try PlanFile.parse(text, file: "fuzz.txt", templates: MalformedInputs.planTemplates)
                Issue.record("accepted: \(text.debugDescription)")
            } catch let error as PlanFileError {
                #expect(error.line == MalformedInputs.planBadLine, "\(error) in \(text.debugDescription)")
                #expect(error.description.hasPrefix("fuzz.txt:\(MalformedInputs.planBadLine): "))
            } catch {
                Issue.record("not a PlanFileError: \(error)")
            }
        }
    }

    @Test("3,000 malformed log arguments are each refused, naming what is wrong")
    func logArguments() {
        for args in MalformedInputs.logArguments(count: 3000, seed: 0x5EED_0003) {
            do {
                // The order `spotter log` reads them in: --rpe, the measure, then its exercise's kind.
                if let i = args.firstIndex(of: "--rpe") { _ = try SetValue.rpe(args[i + 1]) }
                let measure = try SetMeasure(parsing: args[1])
                let exercise = try #require(DemoPlan.exercises.first { $0.id == args[0] })
                try measure.check(for: exercise)
                Issue.record("accepted: \(args)")
            } catch let error as SetValueError {
                #expect(!error.message.isEmpty)
            } catch {
                Issue.record("not a SetValueError: \(error)")
            }
        }
    }

    @Test("random number-like noise either reads within the bounds or is refused; nothing traps")
    func noise() {
        for text in MalformedInputs.noise(count: 4000, seed: 0x5EED_0004) {
            if let m = try? SetMeasure(parsing: text) {
                #expect(m.weight.map(SetValue.isValidWeight) ?? true, "\(text)")
                #expect(m.reps.map(SetValue.reps.contains) ?? true, "\(text)")
                #expect(m.seconds.map(SetValue.seconds.contains) ?? true, "\(text)")
            }
            if let file = try? ScheduleFile.parse(MalformedInputs.scheduleHead + "  bench " + text) {
                let item = file.templates[0].items[0]
                #expect(item.weight.map(SetValue.isValidWeight) ?? true, "\(text)")
                #expect(item.reps.map(SetValue.reps.contains) ?? false, "\(text)")
            }
            _ = try? PlanFile.parse(MalformedInputs.planHead + "mon: easy " + text, file: "n")
            _ = try? SetValue.rpe(text)
        }
    }
}
