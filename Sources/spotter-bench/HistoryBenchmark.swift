import FoundationEssentials
import Glibc
import SpotterCore
import SpotterStore

/// History, a Week and an exercise filter over five years of training (1,000 workouts, 25,000
/// sets) in a real SQLite file: each as the median of several runs, with the rows it read.
/// Target: under 50 ms each.
///
/// ```sh
/// swift run -c release spotter-bench history
/// ```
enum HistoryBenchmark {
    static var all: [Benchmark] { [Benchmark(name: "history", run: run)] }

    static let workouts = 1_000
    static let setsPerWorkout = 25
    static let zone = Zone.utc
    /// The last day trained: everything is at fixed instants before it.
    static let lastDay = LocalDate(iso: "2026-11-30")!

    static func run() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-bench-history-\(getpid())")
            .path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let db = try SpotterDatabase.open(path: dir + "/spotter.sqlite", seedDemo: true)
        let plan = try db.plan()
        let seedStart = ContinuousClock.now
        try seed(db, exercises: plan.exercises.map(\.id))
        print(
            "seeded \(workouts) workouts, \(workouts * setsPerWorkout) sets in \(ms(ContinuousClock.now - seedStart)) ms"
        )

        let calendar = ZonedCalendar(timeZone: zone)
        let today = lastDay.adding(days: 1)
        let resolver = DayResolver(
            weekly: plan.weekly, rotations: plan.rotations, now: calendar.startOfDay(today), calendar: calendar,
            trainedToday: TrainedToday())
        let prefs = try db.preferences()
        let week = lastDay.adding(days: -7 * 100).isoWeek
        let exercise = plan.exercises[0].id

        measure("History (every finished workout with its sets)") {
            let all = try db.finishedWorkouts(since: nil, until: nil)
            return (all.count, all.map(\.sets.count).reduce(0, +))
        }
        measure("Week \(week) (WeekSummary over its workouts)") {
            let days = week.days
            let mine = try db.workouts(from: days[0], through: days[6])
            let summary = WeekSummary(week: week, today: today, resolver: resolver, workouts: mine, prefs: prefs)
            precondition(summary.days.count == 7)
            return (mine.count, summary.sets)
        }
        measure("exercise filter (\(exercise))") {
            let some = try db.finishedWorkouts(since: nil, until: nil, exerciseId: exercise)
            return (some.count, some.map(\.sets.count).reduce(0, +))
        }
    }

    /// One workout every 1.8 days or so across five years, 25 sets each over five exercises, written
    /// in one transaction (the durable per-set path would time the disk, not the reads).
    static func seed(_ db: SpotterDatabase, exercises: [String]) throws {
        let calendar = ZonedCalendar(timeZone: zone)
        let span = 5 * 365
        try db.connection.run("BEGIN")
        for w in 0..<workouts {
            let day = lastDay.adding(days: -span + w * span / workouts)
            let start = calendar.startOfDay(day).addingTimeInterval(18 * 3600)
            let id = "w" + String(repeating: "0", count: max(0, 4 - String(w).count)) + String(w)  // w0042
            _ = try db.connection.run(
                "INSERT INTO workouts(id, template_id, rotation_id, day, started_at) VALUES (?, NULL, NULL, ?, ?)",
                id, day.iso, start)
            for s in 0..<setsPerWorkout {
                let set = LoggedSet(
                    id: "\(id)-s\(s)", exerciseId: exercises[(w + s / 5) % exercises.count],
                    weight: 40 + Double(s % 5) * 2.5,
                    reps: 5 + s % 3, rpe: 8, loggedAt: start.addingTimeInterval(Double(s) * 120),
                    type: s % 5 == 0 ? .warmup : .working)
                try db.logSet(set, in: id)
            }
        }
        // Finished all at once, and their records taken in one pass: a set logged into a finished
        // workout recomputes its exercise's records, once a set.
        try db.connection.run("UPDATE workouts SET finished_at = started_at + 3600")
        try db.rebuildAggregates()
        try db.connection.run("COMMIT")
    }

    /// Prints the median and the spread of `runs` runs, wall clock and this thread's CPU time (the
    /// machine is shared: CPU time is what the query itself costs), and the rows one run read.
    static func measure(_ name: String, runs: Int = 15, _ body: () throws -> (workouts: Int, sets: Int)) {
        do {
            _ = try body()  // warm-up: the page cache
            var samples: [Double] = []
            var cpu: [Double] = []
            var rows = (workouts: 0, sets: 0)
            for _ in 0..<runs {
                let start = ContinuousClock.now
                let cpuStart = threadCPU()
                rows = try body()
                cpu.append(threadCPU() - cpuStart)
                samples.append(ms(ContinuousClock.now - start))
            }
            samples.sort()
            cpu.sort()
            func f(_ v: Double) -> String { FixedPoint.text(v, decimals: 2) }
            print(
                "\(name): median \(f(samples[runs / 2])) ms (min \(f(samples[0])), max \(f(samples[runs - 1]))), "
                    + "CPU median \(f(cpu[runs / 2])) ms, over \(runs) runs; read \(rows.workouts) workouts, "
                    + "\(rows.sets) sets (target under 50 ms)")
        } catch {
            print("\(name): failed: \(error)")
        }
    }

    /// This thread's CPU time in milliseconds.
    static func threadCPU() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
    }

    static func ms(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }
}
