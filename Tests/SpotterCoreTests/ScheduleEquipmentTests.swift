import Testing

@testable import SpotterCore

@Suite("Schedule files: an exercise's equipment")
struct ScheduleEquipmentTests {
    @Test("the exercise line may say barbell (or dumbbell, machine, bodyweight); old lines stay valid")
    func equipment() throws {
        let file = try ScheduleFile.parse(
            """
            exercise bench "Bench press" barbell
            exercise curl "Curl" dumbbell
            exercise plank "Plank" timed
            exercise hang "Dead hang" timed bodyweight
            exercise row "Row"
            template t "T"
              bench 5x5
            """)
        #expect(file.exercises.map(\.equipment) == [.barbell, .dumbbell, nil, .bodyweight, nil])
        #expect(file.exercises.map(\.kind) == [.reps, .reps, .timed, .timed, .reps])
        let text = ScheduleFile.render(file)
        #expect(text.contains("exercise bench \"Bench press\" barbell\n"))
        #expect(text.contains("exercise hang \"Dead hang\" timed bodyweight\n"))
        #expect(try ScheduleFile.parse(text) == file)
    }

    @Test("a word that is no equipment, or one said twice, names the line")
    func refused() {
        for (text, message) in [
            ("exercise bench \"B\" kettle", "barbell|dumbbell"),
            ("exercise bench \"B\" barbell barbell", "barbell|dumbbell"),
            ("exercise bench \"B\" barbell dumbbell", "barbell|dumbbell"),
            ("exercise bench \"B\" timed timed", "barbell|dumbbell"),
        ] {
            #expect(throws: ScheduleFile.ParseError.self, "\(text)") { try ScheduleFile.parse(text) }
            do {
                _ = try ScheduleFile.parse(text)
            } catch {
                #expect("\(error)".contains(message), "\(error)")
                #expect("\(error)".contains("line 1"), "\(error)")
            }
        }
    }

    @Test("the demo plan marks its barbell lifts")
    func demo() {
        let barbell = DemoPlan.exercises.filter(\.isBarbell).map(\.id)
        #expect(barbell == ["bench", "ohp", "squat", "rdl", "row", "deadlift"])
    }
}
