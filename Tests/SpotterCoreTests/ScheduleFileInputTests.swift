import Testing

@testable import SpotterCore

@Suite("Schedule files: numbers, kinds and line ends")
struct ScheduleFileInputTests {
    static let head = "exercise bench \"Bench press\"\nexercise plank \"Plank\" timed\ntemplate push \"Push\"\n"

    static func lineError(_ text: String) -> ScheduleFile.ParseError? {
        do {
            _ = try ScheduleFile.parse(text)
            return nil
        } catch {
            return error as? ScheduleFile.ParseError
        }
    }

    @Test(
        "a weight that is infinite, hex, out of range or zero is refused at its line, naming the field",
        arguments: [
            "@1e309", "@1e19", "@5000", "@1000", "@0x3c", "@inf", "@nan", "@0", "@-5", "@60kgkg", "@",
        ])
    func badWeight(_ weight: String) {
        let error = Self.lineError(Self.head + "  bench 5x5 \(weight) rest 120\n")
        #expect(error?.line == 4, "\(weight): \(String(describing: error))")
        #expect(error?.message.contains("weight") == true, "\(String(describing: error))")
    }

    @Test(
        "sets, reps, seconds and rests are plain whole numbers within their bounds",
        arguments: [
            ("  bench 0x5", "sets"), ("  bench 51x5", "sets"), ("  bench +5x5", "sets"), ("  bench 5x0", "reps"),
            ("  bench 5x1000", "reps"), ("  bench 5x5.5", "reps"), ("  plank 3x0s", "seconds"),
            ("  plank 3x99999999999s", "seconds"), ("  bench 5x5 rest 0x10", "rest"), ("  bench 5x5 rest 3601", "rest"),
            ("  bench 5x5 rest 1s2s0", "rest"),
        ])
    func badWhole(_ line: String, _ field: String) {
        let error = Self.lineError(Self.head + line + "\n")
        #expect(error?.line == 4, "\(line): \(String(describing: error))")
        #expect(error?.message.contains(field) == true, "\(String(describing: error))")
    }

    @Test(
        "reps for a timed exercise, or seconds for a reps exercise, are refused at their line",
        arguments: [
            ("  plank 3x8", "plank is timed"), ("  plank 6x5", "plank is timed"),
            ("  bench 5x45s", "bench counts reps"),
        ])
    func wrongKind(_ line: String, _ message: String) {
        let error = Self.lineError(Self.head + "  bench 5x5\n" + line + "\n")
        #expect(error?.line == 5, "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
        // An exercise already stored keeps its kind when the file uses it without declaring it.
        let known = [Exercise(id: "plank", name: "Plank", kind: .timed), Exercise(id: "bench", name: "Bench")]
        #expect(throws: ScheduleFile.ParseError.self) {
            try ScheduleFile.parse("template t \"T\"\n" + line, knownExercises: known)
        }
    }

    @Test("a CRLF file, with or without a byte-order mark, reads as its LF twin")
    func crlf() throws {
        let lf = Self.head + "  bench 5x5 @62.5 rest 120\n  plank 3x45s rest 60\nweekly push mon,thu 18:00\n"
        let twin = try ScheduleFile.parse(lf)
        #expect(try ScheduleFile.parse(lf.replacingOccurrences(of: "\n", with: "\r\n")) == twin)
        #expect(try ScheduleFile.parse("\u{FEFF}" + lf.replacingOccurrences(of: "\n", with: "\r\n")) == twin)
        #expect(try ScheduleFile.parse("\u{FEFF}" + lf) == twin)
    }

    @Test("a CRLF file's mistake names the right line")
    func crlfLine() {
        let text = (Self.head + "  bench 5x5\nweekly push funday 18:00\n").replacingOccurrences(of: "\n", with: "\r\n")
        #expect(Self.lineError(text)?.line == 5)
        #expect(Self.lineError("\u{FEFF}" + text)?.line == 5)
    }

    @Test("a stored weight that cannot be a number renders as @? instead of trapping, and is refused back")
    func renderInvalid() {
        for bad in [Double.infinity, 1e19, -.infinity, .nan] {
            let file = ScheduleFile(
                exercises: [Exercise(id: "bench", name: "Bench")],
                templates: [
                    WorkoutTemplate(
                        id: "t", name: "T",
                        items: [.init(exerciseId: "bench", sets: 5, reps: 5, weight: bad, restSeconds: 90)])
                ],
                weekly: [], rotations: [])
            let text = ScheduleFile.render(file)
            #expect(text.contains("bench 5x5 @? rest 90"), "\(text)")
            #expect(Self.lineError(text)?.message.contains("weight") == true)
        }
    }
}
