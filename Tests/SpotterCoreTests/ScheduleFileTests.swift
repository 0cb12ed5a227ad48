import Testing

@testable import SpotterCore

@Suite("Schedule files")
struct ScheduleFileTests {
    @Test("the demo schedule renders and parses back to the same value")
    func roundTrip() throws {
        // The file does not say which catalogue entry an exercise is: the store links it by name.
        let exercises = DemoPlan.exercises.map { e in
            var e = e
            e.catalogueId = nil
            return e
        }
        let demo = ScheduleFile(
            exercises: exercises, templates: DemoPlan.templates, weekly: DemoPlan.weekly,
            rotations: DemoPlan.rotations)
        #expect(try ScheduleFile.parse(ScheduleFile.render(demo)) == demo)
    }

    @Test("sets, weights, rests, timed sets, comments and quoted names are read")
    func reading() throws {
        let file = try ScheduleFile.parse(
            """
            # a comment
            exercise bench "Bench press"   # trailing comment
            exercise plank "Plank" timed
            template push "Push day"
              bench 5x5 @62.5 rest 120
              plank 3x45s
            weekly push mon,thu 07:30
            rotation r "Rot" push sat,sun 10:00
            """)
        #expect(file.exercises.map(\.kind) == [.reps, .timed])
        let items = file.templates[0].items
        #expect(items[0] == .init(exerciseId: "bench", sets: 5, reps: 5, weight: 62.5, restSeconds: 120))
        #expect(items[1] == .init(exerciseId: "plank", sets: 3, restSeconds: 90, durationSeconds: 45))
        #expect(file.templates[0].name == "Push day")
        #expect(
            file.weekly == [
                WeeklySchedule(templateId: "push", weekdays: [.mon, .thu], time: LocalTime(hhmm: "07:30")!)
            ])
        #expect(file.rotations[0].weekdays == [.sat, .sun])
    }

    @Test(
        "each mistake is reported with the line it is on",
        arguments: [
            ("exercise bench \"B\"\nweekly nope mon 07:00", 2, "unknown template"),
            ("exercise bench \"B\"\ntemplate t \"T\"\n  bench 5x5\nweekly t funday 07:00", 4, "mon…sun"),
            ("exercise bench \"B\"\ntemplate t \"T\"\n  bench 5x5\nweekly t mon 25:00", 4, "HH:MM"),
            ("template t \"T\"\n  squat 5x5", 2, "unknown exercise"),
            ("exercise bench \"B\"\ntemplate t \"T\"\n  bench five", 3, "SETSxREPS"),
            ("exercise bench \"B\"\ntemplate t \"T\"", 2, "no sets"),
            ("exercise bench \"Bench", 1, "quote"),
            ("lift heavy", 1, "unknown keyword"),
            ("exercise b \"B\"\nexercise b \"C\"", 2, "twice"),
            ("", 1, "no templates"),
            ("# only a comment\nexercise b \"B\"", 1, "no templates"),
            (
                "exercise b \"B\"\ntemplate t \"T\"\n  b 3x5\nrotation r \"R\" t sat 10:00\nrotation r \"R\" t sun 10:00",
                5, "twice"
            ),
            (
                "exercise b \"B\"\ntemplate t \"T\"\n  b 3x5\nweekly t mon,thu 07:00\nweekly t thu 18:00", 5,
                "already planned on thu (line 4)"
            ),
        ])
    func errorsNameTheLine(text: String, line: Int, message: String) {
        do {
            _ = try ScheduleFile.parse(text)
            Issue.record("expected an error for \(text)")
        } catch let error as ScheduleFile.ParseError {
            #expect(error.line == line)
            #expect(error.message.contains(message), "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("one template on different days at different times is two weekly lines, and both are kept")
    func twoTimes() throws {
        let file = try ScheduleFile.parse(
            "exercise b \"B\"\ntemplate a \"A\"\n  b 3x5\nweekly a mon 07:00\nweekly a thu 18:00\n")
        #expect(file.weekly.map(\.weekdays) == [[.mon], [.thu]])
        #expect(try ScheduleFile.parse(ScheduleFile.render(file)) == file)
    }

    @Test("templates may use exercises the database already knows")
    func knownExercises() throws {
        let file = try ScheduleFile.parse(
            "template t \"T\"\n  squat 5x5", knownExercises: [Exercise(id: "squat", name: "Squat")])
        #expect(file.templates[0].items.map(\.exerciseId) == ["squat"])
    }

    @Test("exercise, template and rotation names are plain text of at most 100 characters, refused at their line")
    func names() throws {
        for (text, line, message) in [
            (
                "exercise o \"Overhead\u{1B}]2;PWNED\u{07}\"\ntemplate t \"T\"\n  o 3x5\n", 1,
                "exercise name contains a control character (U+001B) at character 9; it must be plain text"
            ),
            (
                "template t \"T\u{9B}2J\"\n  bench 3x5\n", 1,
                "template name contains a control character (U+009B) at character 2; it must be plain text"
            ),
            (
                "template t \"T\"\n  bench 3x5\nrotation r \"\(String(repeating: "r", count: 101))\" t mon 07:00\n", 3,
                "rotation name is 101 characters long; at most 100"
            ),
        ] {
            #expect(throws: ScheduleFile.ParseError(line: line, message: message)) {
                try ScheduleFile.parse(text, knownExercises: [Exercise(id: "bench", name: "Bench")])
            }
        }
        let long = try ScheduleFile.parse(
            "template t \"\(String(repeating: "T", count: 100))\"\n  b 1x1\n",
            knownExercises: [Exercise(id: "b", name: "B")])
        #expect(long.templates[0].name.count == 100)
    }
}
