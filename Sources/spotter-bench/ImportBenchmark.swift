import FoundationEssentials
import Glibc
import SpotterCore
import SpotterStore
import SpotterSystem

/// Import speed: a generated, deterministic Strong file of 100,000 set rows (4,000 workouts of 25
/// sets, W/D/F and rest rows among them) read, matched and written to a real SQLite file, as
/// `spotter import` does. Prints rows, workouts and seconds per step. Target: under 3 s in all.
///
/// ```sh
/// swift run -c release spotter-bench import
/// ```
enum ImportBenchmark {
    static var all: [Benchmark] {
        [Benchmark(name: "import", run: run), Benchmark(name: "import-names", run: runNames)]
    }

    static let rows = 100_000
    static let setsPerWorkout = 25
    static let exercises = ["Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)", "Pull Up", "Plank"]

    /// Strong's classic header, which both files start with.
    static let strongHeader =
        "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"

    /// The file: one workout every day from 2015-01-01, 18:00, in Strong's classic layout.
    static func file() -> String {
        var out = strongHeader
        let first = LocalDate(iso: "2015-01-01")!
        var row = 0
        var workout = 0
        while row < rows {
            let day = first.adding(days: workout)
            let name = ["Push", "Pull", "Legs"][workout % 3]
            for i in 0..<setsPerWorkout where row < rows {
                let exercise = exercises[i % exercises.count]
                let order = i % 10 == 0 ? "W" : i % 10 == 9 ? "D" : String(i + 1)
                let weight = exercise == "Pull Up" || exercise == "Plank" ? "0" : "\(40 + (workout + i) % 80).5"
                let reps = exercise == "Plank" ? "0" : "\(3 + i % 8)"
                let seconds = exercise == "Plank" ? "60" : "0"
                let note = i == 1 ? "\"felt good, paused\"" : ""
                out +=
                    "\(day.iso) 18:00:00,\(name),1h 2m,\(exercise),\(order),\(weight),\(reps),0,\(seconds),\(note),,\(i % 4 == 0 ? "8.5" : "")\n"
                row += 1
            }
            workout += 1
        }
        return out
    }

    static func run() throws {
        let text = file()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-bench-import-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let db = try SpotterDatabase.open(path: dir + "/spotter.sqlite", seedDemo: true)
        let calendar = ZonedCalendar(timeZone: SystemZones.shared.zone(named: "Europe/Berlin")!)

        let start = ContinuousClock.now
        let parsed = try ImportReader.read(text, from: nil, unit: .kg, calendar: calendar)
        let read = ContinuousClock.now
        guard parsed.problems.isEmpty else { throw ImportProblem(line: 0, message: "\(parsed.problems[0])") }
        let batch = ImportBatch(
            parsed, exercises: try db.plan().exercises, stored: try db.importedWorkoutKeys(source: parsed.source))
        let matched = ContinuousClock.now
        try db.saveImport(batch)
        let saved = ContinuousClock.now
        print(
            "\(ImportSummary.grouped(rows)) rows (\(text.utf8.count / 1024) KiB), \(batch.workouts.count) workouts, "
                + "\(batch.setCount) sets")
        print(
            "read \(seconds(read - start)) s, matched \(seconds(matched - read)) s, written \(seconds(saved - matched)) s; "
                + "total \(seconds(saved - start)) s (target under 3 s)")
    }

    /// A file of 5,000 exercises whose names have no ASCII letter or digit (Cyrillic): each makes the
    /// slug `exercise`, so each new one needs the next free `exercise-N`. Prints names and seconds.
    ///
    /// ```sh
    /// swift run -c release spotter-bench import-names
    /// ```
    static func runNames() throws {
        let names = 5_000
        let letters = Array("абвгдежзиклмнопрстуфхцчшщэюя")
        var out = strongHeader
        for i in 0..<names {
            // Base 28 in Cyrillic letters: a distinct name for each row, no ASCII in it.
            var n = i
            var name = "Жим "
            repeat {
                name.append(letters[n % letters.count])
                n /= letters.count
            } while n > 0
            out += "2024-09-15 18:02:00,Push,1h,\(name),1,60,5,0,0,,,\n"
        }
        let calendar = ZonedCalendar(timeZone: SystemZones.shared.zone(named: "Europe/Berlin")!)
        let parsed = try ImportReader.read(out, from: nil, unit: .kg, calendar: calendar)
        let start = ContinuousClock.now
        let batch = ImportBatch(parsed, exercises: [], stored: [])
        let matched = ContinuousClock.now
        print("\(ImportSummary.grouped(names)) names without ASCII, \(batch.newExercises.count) new exercises")
        print("matched in \(seconds(matched - start)) s")
    }

    static func seconds(_ d: Duration) -> String {
        let s = Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        return FixedPoint.text(s, decimals: 2)
    }
}
