import Foundation
import SpotterStore
import Testing

/// `spotter log` and the set form's outlier rule (`SetOutlier`): the shell cannot be asked "Save
/// 625 reps?", so the real binary refuses with exit 2, names the value and why, writes nothing,
/// and saves it only with `--yes`.
@Suite("spotter log refuses a set that looks wrong unless --yes")
struct LogOutlierCommandTests {
    @Test("625 reps, 600 kg and twice the best are refused with the value and the reason; nothing is written")
    func refused() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["log", "bench", "60x5"]).status == 0)
        let before = try sqliteDump(home.databaseFile)
        let cases: [([String], String)] = [
            (["bench", "62.5x625"], "log: 625 reps looks wrong (more than 100 reps in one set); nothing saved"),
            (["bench", "600x1"], "log: 600 kg looks wrong (more than 500 kg); nothing saved"),
            (["bench", "125x3"], "log: 125 kg looks wrong (more than twice your best, 60 kg); nothing saved"),
            // A new exercise has no best: only the absolute limits apply.
            (["squat", "1x101"], "log: 101 reps looks wrong"),
        ]
        for (args, message) in cases {
            let result = try home.run(["log"] + args)
            expectRefused(result, "\(args)")
            #expect(result.stderr.contains(message), "\(args): \(result.stderr)")
            #expect(result.stderr.contains("add --yes"), "\(args): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(args): \(result.stdout)")
        }
        #expect(try sqliteDump(home.databaseFile) == before, "a refused set changed the database")
        // Just inside the rule: saved without a word.
        #expect(try home.run(["log", "bench", "120x3"]).status == 0)
        #expect(try home.run(["log", "bench", "60x100"]).status == 0)
    }

    @Test("--yes saves the set as typed, and the next set is judged against the new best")
    func yesSaves() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["log", "bench", "60x5"]).status == 0)
        let saved = try home.run(["log", "bench", "125x3", "--yes"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout == "saved: Bench press 125 kg × 3 reps (set 2)\n", "\(saved.stdout)")
        let reps = try home.run(["log", "--yes", "bench", "62.5x625"])
        #expect(reps.status == 0, "\(reps.stderr)")
        let sets = try SpotterDatabase.open(path: home.databaseFile).openWorkout()?.sets ?? []
        #expect(sets.map(\.weight) == [60, 125, 62.5])
        #expect(sets.map(\.reps) == [5, 3, 625])
        // 240 kg is less than twice 125: no longer a typo.
        #expect(try home.run(["log", "bench", "240x1"]).status == 0)
    }

    @Test("in lb the refusal names pounds, the best converted as the screens show it")
    func pounds() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["log", "bench", "60x5"]).status == 0)
        #expect(try home.run(["config", "set", "units", "lb"]).status == 0)
        let result = try home.run(["log", "bench", "300x5"])
        expectRefused(result, "300 lb")
        #expect(
            result.stderr.contains("log: 300 lb looks wrong (more than twice your best, 132.28 lb); nothing saved"),
            "\(result.stderr)")
        #expect(try home.run(["log", "bench", "135x5"]).status == 0)
    }

    @Test("--yes is in the declaration: --help, the completions and the man page have it")
    func declared() throws {
        let home = try TemporaryHome()
        let help = try home.run(["log", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--yes"), "\(help.stdout)")
        #expect(help.stdout.contains("spotter log bench 160x5 --yes"), "\(help.stdout)")
        for (shell, mark) in [("bash", "--yes"), ("zsh", "--yes"), ("fish", "save a set that looks wrong")] {
            let completions = try home.run(["completions", shell])
            #expect(completions.status == 0, "\(shell): \(completions.stderr)")
            #expect(completions.stdout.contains(mark), "\(shell) completions lack --yes")
        }
        let man = try home.run(["man"])
        #expect(man.status == 0)
        #expect(man.stdout.contains("\\-\\-yes"), "the man page lacks --yes")
    }
}
