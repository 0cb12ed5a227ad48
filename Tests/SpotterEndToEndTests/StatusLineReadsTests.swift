import Foundation
import Testing

/// `spotter status` reads only what its line prints (the open workout's sets, its template's items,
/// one exercise's name): the line stays what every other reader of those rows shows.
@Suite("spotter status: the line from the rows it reads")
struct StatusLineReadsTests {
    @Test(
        "a renamed exercise shows under its new name, an exercise note changes nothing, and lock-screen hidden shows no name"
    )
    func renamedNotedAndHidden() throws {
        let home = try TemporaryHome()
        for command in [["start", "push"], ["log", "bench", "60x5"], ["exercise", "rename", "bench", "Flat bench"]] {
            let result = try home.run(command)
            #expect(result.status == 0, "\(command) \(result.stderr)")
        }
        let renamed = try home.run(["status"])
        #expect(renamed.stdout.hasPrefix("Push · Flat bench · set 2 of 5 · "), "\(renamed.stdout)")

        #expect(try home.run(["note", "--exercise", "Flat bench", "wide grip"]).status == 0)
        let noted = try home.run(["status", "--format", "json"])
        #expect(noted.stdout.contains(#""text":"Push · Flat bench · set 2 of 5 · "#), "\(noted.stdout)")

        #expect(try home.run(["config", "set", "lock-screen", "hidden"]).status == 0)
        let hidden = try home.run(["status"])
        #expect(hidden.stdout == "Workout in progress\n", "\(hidden.stdout)")
    }

    @Test("an exercise the template does not have shows by its name with no target: set 2")
    func offPlanExercise() throws {
        let home = try TemporaryHome()
        for command in [["start", "push"], ["log", "squat", "100x5"]] {
            let result = try home.run(command)
            #expect(result.status == 0, "\(command) \(result.stderr)")
        }
        let line = try home.run(["status"])
        #expect(line.stdout.hasPrefix("Push · Back squat · set 2 · "), "\(line.stdout)")
    }
}
