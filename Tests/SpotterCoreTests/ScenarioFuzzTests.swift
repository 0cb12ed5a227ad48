import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

/// Thousands of generated malformed scenarios through the pure scenario reader: each is refused
/// with a `ScenarioError` naming the broken field (or the file, when it is not JSON), none traps.
@Suite("Fuzz: malformed planner scenarios")
struct ScenarioFuzzTests {
    static let now = Date(timeIntervalSince1970: 1_780_000_000)

    @Test("the scenario the generator breaks is valid as it stands")
    func validScenario() throws {
        let input = try PlannerScenario.parse(
            Data(MalformedScenarios.valid.utf8), defaultNow: Self.now, defaultZone: .utc, zones: Zone.system)
        #expect(input.weekly.count == 1 && input.rotations.count == 1)
        #expect(input.history.openWorkout?.id == "w1")
    }

    @Test("3,000 malformed scenarios are each refused, naming the broken field")
    func malformedScenarios() {
        for s in MalformedScenarios.generate(count: 3000, seed: 0x5CE0_0001) {
            do {
                _ = try PlannerScenario.parse(s.data, defaultNow: Self.now, defaultZone: .utc, zones: Zone.system)
                Issue.record("accepted: \(s.what)")
            } catch let error as ScenarioError {
                #expect(s.fields.contains(error.field), "\(s.what): \(error)")
                #expect(!error.message.isEmpty, "\(s.what)")
                if error.field.isEmpty {
                    #expect(error.message.hasPrefix("the scenario is not valid JSON"), "\(s.what): \(error)")
                }
            } catch {
                Issue.record("\(s.what): not a ScenarioError: \(error)")
            }
        }
    }

    @Test("instants in every malformed shape are refused by the one instant reader")
    func malformedInstants() {
        for text in MalformedScenarios.badInstants {
            #expect(ISOInstant.parse(text) == nil, "\(text.debugDescription)")
        }
    }

    @Test("instants in the forms the reader documents are still read")
    func wellFormedInstants() {
        #expect(ISOInstant.parse("2026-06-01T06:00:00+02:00") == Date(timeIntervalSince1970: 1_780_286_400))
        #expect(ISOInstant.parse("2026-06-01T04:00Z") == Date(timeIntervalSince1970: 1_780_286_400))
        #expect(ISOInstant.parse("2026-06-01T04:00:00.5Z") == Date(timeIntervalSince1970: 1_780_286_400.5))
        #expect(ISOInstant.parse("2026-06-01T00:00:00-04:00") == Date(timeIntervalSince1970: 1_780_286_400))
        // Lower-case t and z are the codec's stated allowance, not a malformed shape.
        #expect(ISOInstant.parse("2026-06-01t04:00:00z") == Date(timeIntervalSince1970: 1_780_286_400))
    }

    @Test("scenarios at the ends of the calendar plan without trapping")
    func extremeButValid() throws {
        for now in [
            "0000-01-01T00:00:00+18:00", "9999-12-31T23:59:59-18:00", "1970-01-01T00:00Z", "2026-12-31T23:59:59.999Z",
        ] {
            let text = MalformedScenarios.valid.replacingOccurrences(
                of: "\"2026-06-01T06:00:00+02:00\"", with: "\"\(now)\"")
            let input = try PlannerScenario.parse(
                Data(text.utf8), defaultNow: Self.now, defaultZone: .utc, zones: Zone.system)
            _ = planNotifications(input)
        }
    }
}
