import FoundationEssentials
import Glibc
import SpotterCore
import SpotterStore
import SpotterSystem

/// The whole key over 2, 5, 10 and 20 years of history: the real `spotter` (release build) on a
/// pseudo-terminal at 80×24, a database built at fixed instants (10 years: 2,083 workouts, 49,992
/// sets), each figure with the work behind it.
///
/// ```sh
/// # the install line's build, what users run (the first line printed names the build measured)
/// swift build -c release --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie --product spotter
/// swift build -c release --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie --product spotter-bench
/// .build/release/spotter-bench history-scale
/// .build/release/spotter-bench history-scale --years 10 --years 20   # those sizes alone
/// SPOTTER_BIN=~/.local/bin/spotter .build/release/spotter-bench history-scale   # another binary
/// ```
/// Per size: start to the first frame (fork to Today's text), `h` to History drawn, `x` to the
/// exercise screen drawn, History `j` p50/p99, the first `a` to the picker drawn and to every
/// exercise listed in it (its index is folded then, off the loop), the TUI's peak memory, and
/// `history --json`'s time and peak memory (the latter through `/usr/bin/time`). Keys are timed from the byte written to
/// the first byte of the frame back; medians of `runs` starts. Each size's line is followed by
/// issue 33's goals beside its figures (`goals`), and 20 years against 10 when both ran.
enum HistoryScaleBenchmark {
    static var all: [Benchmark] { [Benchmark(name: "history-scale", run: run)] }

    static let sizes = [0, 2, 5, 10, 20]
    static let workoutsPerTenYears = 2_083
    static let setsPerWorkout = 24
    static let runs = 3
    static let pagingKeys = 60
    /// Sets saved through the TUI at each size (Enter, Enter), and `spotter status` calls after.
    static let savedSetCount = 100
    static let statusCalls = 20
    /// The last day trained: everything is at fixed instants before it.
    static let lastDay = LocalDate(iso: "2026-11-30")!

    struct Row {
        var years: Int
        var workouts = 0
        var sets = 0
        var start: [Double] = []
        var history: [Double] = []
        var exercise: [Double] = []
        var paging: [Double] = []
        var peakMB: [Double] = []
        var jsonMs: [Double] = []
        var jsonMB: [Double] = []
        var jsonBytes = 0
        var exportMs: [Double] = []
        var exportMB: [Double] = []
        /// Enter on the set form → the frame that says "Saved", one a set.
        var saves: [Double] = []
        /// The first `a` of a start → the picker's first byte (it opens at once), and → every
        /// exercise listed (its index folded then, off the loop); how many it listed.
        var picker: [Double] = []
        var pickerListed: [Double] = []
        var pickerCount = 0
        /// Sets the open workout holds after the saves, read back from the database.
        var savedSets = 0
        /// `spotter status` while that workout's rest counts down: CPU and wall, one a call.
        var statusCPU: [Double] = []
        var statusWall: [Double] = []
        /// The empty home's `status` CPU, each call right after one of this size's: the machine's
        /// drift from minute to minute (a millisecond a call, from one batch to the next) falls on
        /// both alike.
        var statusBesideEmpty: [Double] = []
    }

    /// The sizes `--years N` names (as many as given), else every one of `sizes`.
    static func chosenSizes(_ arguments: [String] = CommandLine.arguments) -> [Int] {
        let named = zip(arguments, arguments.dropFirst()).compactMap { $0.0 == "--years" ? Int($0.1) : nil }
        return named.isEmpty ? sizes : named
    }

    static func run() throws {
        guard let binary = PtySession.binary(for: "history-scale") else { return }
        print(BenchBinary.describe(binary))
        var rows: [Row] = []
        // The empty home stays to the end: its `status` is called beside every other size's.
        var emptyHome: String?
        defer { if let emptyHome { try? FileManager.default.removeItem(atPath: emptyHome) } }
        for years in chosenSizes() {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent(
                "spotter-bench-scale-\(getpid())-\(years)"
            ).path
            defer { if years != 0 { try? FileManager.default.removeItem(atPath: home) } }
            var row = Row(years: years)
            let seedStart = ContinuousClock.now
            (row.workouts, row.sets) = try build(home: home, years: years)
            print(
                "\(years) years: built \(row.workouts) workouts, \(row.sets) sets in \(f(PtySession.ms(ContinuousClock.now - seedStart), 0)) ms"
            )
            for _ in 0..<runs { try measureTUI(binary, home: home, into: &row) }
            for _ in 0..<runs { try measureJSON(binary, home: home, into: &row) }
            for _ in 0..<runs { try measureExport(binary, home: home, into: &row) }
            // Last: these leave a workout open, which the starts above must not find.
            try measureSaves(binary, home: home, into: &row)
            for _ in 0..<statusCalls {
                try measureStatus(binary, home: home, into: &row)
                if let emptyHome {
                    var beside = Row(years: 0)
                    try measureStatus(binary, home: emptyHome, into: &beside)
                    row.statusBesideEmpty += beside.statusCPU
                }
            }
            if years == 0 { emptyHome = home }
            print(line(row))
            if years > 0 { print(goals(row)) }
            rows.append(row)
        }
        if let ten = rows.first(where: { $0.years == 10 }), let twenty = rows.first(where: { $0.years == 20 }) {
            print(growth(ten, twenty))
        }
        if let status = statusGrowth(rows) { print(status) }
        print("")
        print(table(rows))
    }

    /// Issue 33's goals (on 10 years of history) beside this size's figures: met or missed.
    static func goals(_ r: Row) -> String {
        func check(_ name: String, _ value: Double?, under limit: Double, _ unit: String, _ decimals: Int = 1) -> String
        {
            let verdict = value.map { $0 < limit ? "met" : "MISSED" } ?? "—"
            return "  \(name) \(f(value, decimals)) \(unit) (goal < \(f(limit, 0)) \(unit)): \(verdict)"
        }
        return
            (["goals at \(r.years) years:"]
            + [
                check("start to first frame", median(r.start), under: 20, "ms"),
                check("h → History drawn", median(r.history), under: 16, "ms"),
                check("x → exercise screen drawn", median(r.exercise), under: 16, "ms"),
                check("History j p99", percentile(r.paging, 99), under: 5, "ms", 2),
                check("TUI peak memory", median(r.peakMB), under: 20, "MB"),
                check("Enter → set saved p99", percentile(r.saves, 99), under: 5, "ms", 2),
                check("first a → the picker drawn (as h and x)", median(r.picker), under: 16, "ms"),
            ]).joined(separator: "\n")
    }

    /// `spotter status` against the empty home's, called in turn with it (`statusBesideEmpty`): it
    /// reads the open workout and the next reminder, never the history, so its CPU should not grow
    /// with it ("stays flat": at most 1.2×, which leaves room for a busy machine's noise; the issue
    /// measured 1.6× before).
    static func statusGrowth(_ rows: [Row]) -> String? {
        let lines = rows.filter { $0.years > 0 }.compactMap { r -> String? in
            guard let cpu = median(r.statusCPU), let base = median(r.statusBesideEmpty), base > 0 else { return nil }
            return "  \(r.years) years \(f(cpu, 2)) ms against \(f(base, 2)) ms: \(f(cpu / base, 2))× (goal ≤ 1.2×): "
                + (cpu / base <= 1.2 ? "met" : "MISSED")
        }
        guard !lines.isEmpty else { return nil }
        return (["`spotter status` CPU against the empty home's, called in turn:"] + lines).joined(separator: "\n")
    }

    /// 20 years against 10: start, `h` and `x` at most twice.
    static func growth(_ ten: Row, _ twenty: Row) -> String {
        func ratio(_ name: String, _ a: [Double], _ b: [Double]) -> String {
            guard let a = median(a), let b = median(b), a > 0 else { return "  \(name): —" }
            return "  \(name) \(f(b / a, 2))× (goal ≤ 2×): \(b / a <= 2 ? "met" : "MISSED")"
        }
        return
            ([
                "20 years against 10:",
                ratio("start", ten.start, twenty.start), ratio("h", ten.history, twenty.history),
                ratio("x", ten.exercise, twenty.exercise),
            ]).joined(separator: "\n")
    }

    /// A home with the demo plan and `years` of finished workouts, one every 1.75 days, 24 sets each
    /// over the plan's exercises (warm-ups among them), written in one transaction through the
    /// store's own set path.
    static func build(home: String, years: Int) throws -> (workouts: Int, sets: Int) {
        guard let paths = SpotterPaths(environment: ["SPOTTER_HOME": home]) else { throw BenchError("no paths") }
        try FileManager.default.createDirectory(atPath: paths.dataDirectory, withIntermediateDirectories: true)
        let db = try SpotterDatabase.open(path: paths.databaseFile, seedDemo: true)
        let exercises = try db.plan().exercises.map(\.id)
        let count = workoutsPerTenYears * years / 10
        let span = years * 3653 / 10
        let calendar = ZonedCalendar(timeZone: .utc)
        try db.connection.run("BEGIN")
        for w in 0..<count {
            let day = lastDay.adding(days: -span + w * span / max(1, count))
            let start = calendar.startOfDay(day).addingTimeInterval(18 * 3600)
            let id = "w" + String(repeating: "0", count: max(0, 5 - String(w).count)) + String(w)
            try db.connection.run(
                "INSERT INTO workouts(id, template_id, rotation_id, day, started_at) VALUES (?, NULL, NULL, ?, ?)",
                id, day.iso, start)
            for s in 0..<setsPerWorkout {
                // Weights creep up over the years, so records keep being set.
                let set = LoggedSet(
                    id: "\(id)-s\(s)", exerciseId: exercises[(w + s / 6) % exercises.count],
                    weight: 40 + Double(s % 6) * 2.5 + Double(w / 40) * 2.5,
                    reps: 3 + s % 6, rpe: 8, loggedAt: start.addingTimeInterval(Double(s) * 120),
                    type: s % 6 == 0 ? .warmup : .working)
                try db.logSet(set, in: id)
            }
        }
        // Finished all at once, and their records taken in one pass: a set logged into a finished
        // workout recomputes its exercise's records, once a set.
        try db.connection.run("UPDATE workouts SET finished_at = started_at + 3600")
        try db.rebuildAggregates()
        try db.connection.run("COMMIT")
        try db.connection.run("PRAGMA wal_checkpoint(TRUNCATE)")
        return (count, count * setsPerWorkout)
    }

    /// One start of the TUI: the first frame, `h` and `j` down the History list, then back to
    /// Today and `x` (the exercise screen of the exercise logged last).
    static func measureTUI(_ binary: String, home: String, into row: inout Row) throws {
        let tui = try PtySession.start(binary, home: home)
        defer { tui.quit() }
        guard let first = try tui.waitFor("Start a workout") else { throw BenchError("the first frame never came") }
        row.start.append(first)
        guard let h = try tui.press("h") else { throw BenchError("h drew nothing") }
        row.history.append(h)
        for _ in 0..<min(pagingKeys, max(0, row.workouts - 1)) {
            guard let j = try tui.press("j") else { throw BenchError("j drew nothing") }
            row.paging.append(j)
        }
        guard try tui.press("\u{1b}") != nil else { throw BenchError("Esc drew nothing") }
        guard let x = try tui.press("x") else { throw BenchError("x drew nothing") }
        row.exercise.append(x)
        if let peak = tui.peakMemoryMB() { row.peakMB.append(peak) }
    }

    /// `spotter history --json` to a pipe read to its end: wall time, bytes and peak memory.
    static func measureJSON(_ binary: String, home: String, into row: inout Row) throws {
        let (ms, bytes, mb) = try measureCommand(binary, ["history", "--json"], home: home)
        row.jsonMs.append(ms)
        row.jsonBytes = bytes
        if let mb { row.jsonMB.append(mb) }
    }

    /// `spotter export json` the same way.
    static func measureExport(_ binary: String, home: String, into row: inout Row) throws {
        let (ms, _, mb) = try measureCommand(binary, ["export", "json"], home: home)
        row.exportMs.append(ms)
        if let mb { row.exportMB.append(mb) }
    }

    /// `savedSetCount` sets saved through the TUI, Enter to open the set form (or start a timed
    /// set) and Enter to save it, the second timed (to the first byte of the frame back; the rest
    /// clock's own frames come a second apart, so one that lands in the few milliseconds a save
    /// takes is rare). The consent question after the first set is answered "not now". The sets
    /// are counted back from the database: the figure says how many saves it timed.
    static func measureSaves(_ binary: String, home: String, into row: inout Row) throws {
        guard let paths = SpotterPaths(environment: ["SPOTTER_HOME": home]) else { throw BenchError("no paths") }
        row.pickerCount = try ExerciseSearch(exercises: SpotterDatabase.open(path: paths.databaseFile).plan().exercises)
            .candidates.count
        do {
            let tui = try PtySession.start(binary, home: home)
            defer { tui.quit() }
            guard try tui.waitFor("Start a workout") != nil else { throw BenchError("the first frame never came") }
            guard try tui.press("\r") != nil else { throw BenchError("Enter started nothing") }
            for n in 0..<savedSetCount {
                guard try tui.press("\r") != nil else { throw BenchError("Enter opened no set form") }
                guard let saved = try tui.press("\r") else { throw BenchError("Enter saved nothing") }
                row.saves.append(saved)
                if n == 0, try tui.press("n") == nil { throw BenchError("the consent question never went") }
            }
            // The picker's "336 of 336" line: every exercise listed.
            guard let listed = try tui.press("a", until: "\(row.pickerCount) of \(row.pickerCount)") else {
                throw BenchError("a listed nothing")
            }
            row.picker.append(listed.first)
            row.pickerListed.append(listed.marker)
        }
        row.savedSets = try SpotterDatabase.open(path: paths.databaseFile).openWorkout()?.sets.count ?? 0
    }

    /// One `spotter status` (its output read to the end): CPU from the children's rusage around
    /// its wait, and wall time.
    static func measureStatus(_ binary: String, home: String, into row: inout Row) throws {
        var env = ProcessInfo.processInfo.environment
        env["SPOTTER_HOME"] = home
        let before = childrenCPU()
        let start = ContinuousClock.now
        let child = try Subprocess.spawn(
            [binary, "status"], environment: env, standardOutput: .pipe, standardError: .nullDevice)
        _ = try child.standardOutput?.readToEnd()
        child.standardOutput?.close()
        child.wait()
        row.statusWall.append(PtySession.ms(ContinuousClock.now - start))
        row.statusCPU.append(childrenCPU() - before)
    }

    /// User and system CPU of every child waited for so far, in milliseconds.
    static func childrenCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
    }

    /// A command to a pipe read to its end: wall time, bytes, and peak memory through `/usr/bin/time`.
    static func measureCommand(_ binary: String, _ arguments: [String], home: String) throws -> (
        ms: Double, bytes: Int, mb: Double?
    ) {
        var env = ProcessInfo.processInfo.environment
        env["SPOTTER_HOME"] = home
        let report = home + "/time.txt"
        let start = ContinuousClock.now
        let child = try Subprocess.spawn(
            ["/usr/bin/time", "-o", report, "-f", "%M", binary] + arguments, environment: env,
            standardOutput: .pipe, standardError: .nullDevice)
        let bytes = try child.standardOutput?.readToEnd().count ?? 0
        child.standardOutput?.close()
        child.wait()
        let ms = PtySession.ms(ContinuousClock.now - start)
        guard let text = try? String(contentsOfFile: report, encoding: .utf8), let kb = Double(text.filter(\.isNumber))
        else { return (ms, bytes, nil) }
        return (ms, bytes, kb / 1024)
    }

    static func median(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.sorted()[values.count / 2]
    }

    /// The nearest-rank percentile: the smallest value at least `p` % of them are not above
    /// (p99 of 100 values is the 99th, not the largest; of 40 it is the largest).
    static func percentile(_ values: [Double], _ p: Int) -> Double? {
        guard !values.isEmpty else { return nil }
        let rank = (values.count * p + 99) / 100
        return values.sorted()[max(0, rank - 1)]
    }

    static func f(_ v: Double?, _ decimals: Int = 1) -> String {
        v.map { FixedPoint.text($0, decimals: decimals) } ?? "—"
    }

    static func line(_ r: Row) -> String {
        "\(r.years) years (\(r.workouts) workouts, \(r.sets) sets): start \(f(median(r.start))) ms, "
            + "h \(f(median(r.history))) ms, x \(f(median(r.exercise))) ms, "
            + "j p50/p99 \(f(percentile(r.paging, 50), 2))/\(f(percentile(r.paging, 99), 2)) ms over \(r.paging.count) keys, "
            + "peak \(f(median(r.peakMB))) MB; history --json \(f(median(r.jsonMs))) ms, \(f(median(r.jsonMB))) MB, "
            + "\(r.jsonBytes) bytes; export json \(f(median(r.exportMs))) ms, \(f(median(r.exportMB))) MB "
            + "(medians of \(runs) runs); Enter → set saved p50/p99 \(f(percentile(r.saves, 50), 2))/"
            + "\(f(percentile(r.saves, 99), 2)) ms over \(r.saves.count) saves (\(r.savedSets) sets in the open workout "
            + "after); first a → picker \(f(median(r.picker))) ms, \(r.pickerCount) exercises listed "
            + "\(f(median(r.pickerListed))) ms; status CPU \(f(median(r.statusCPU), 2)) ms, wall "
            + "\(f(median(r.statusWall), 2)) ms "
            + "(medians of \(r.statusCPU.count) calls)"
    }

    /// The Markdown table docs/PERFORMANCE.md keeps.
    static func table(_ rows: [Row]) -> String {
        var out = "| | " + rows.map { $0.years == 0 ? "empty" : "\($0.years) years" }.joined(separator: " | ") + " |\n"
        out += "|---|" + rows.map { _ in "---|" }.joined() + "\n"
        func add(_ name: String, _ cell: (Row) -> String) {
            out += "| \(name) | " + rows.map(cell).joined(separator: " | ") + " |\n"
        }
        add("workouts, sets") { "\($0.workouts), \($0.sets)" }
        add("start to first frame") { "\(f(median($0.start))) ms" }
        add("`h` → History drawn") { "\(f(median($0.history))) ms" }
        add("`x` → exercise screen drawn") { "\(f(median($0.exercise))) ms" }
        add("History `j`, p50 / p99") {
            "\(f(percentile($0.paging, 50), 2)) / \(f(percentile($0.paging, 99), 2)) ms"
        }
        add("TUI peak memory") { "\(f(median($0.peakMB))) MB" }
        add("`history --json`") { "\(f(median($0.jsonMs))) ms, \(f(median($0.jsonMB))) MB" }
        add("`export json`") { "\(f(median($0.exportMs))) ms, \(f(median($0.exportMB))) MB" }
        add("Enter → set saved, p50 / p99") {
            "\(f(percentile($0.saves, 50), 2)) / \(f(percentile($0.saves, 99), 2)) ms"
        }
        add("first `a` → picker drawn, every exercise listed") {
            "\(f(median($0.picker))) ms, \(f(median($0.pickerListed))) ms (\($0.pickerCount))"
        }
        add("`spotter status`, CPU / wall") { "\(f(median($0.statusCPU), 2)) / \(f(median($0.statusWall), 2)) ms" }
        return out
    }
}
