import FoundationEssentials
import SpotterCore
import SpotterTUI

/// The exercise screen's chart over five years of one exercise (three sessions a week, 780
/// sessions, five sets each), from fixed data: building `ExerciseProgress` from the workouts, and
/// drawing the whole screen with its chart at 80×24 (braille) and 40×12. Median of 50 runs.
/// Target: under 5 ms.
///
/// ```sh
/// swift run -c release spotter-bench chart
/// ```
enum ChartBenchmark {
    static var all: [Benchmark] { [Benchmark(name: "chart", run: run)] }

    static let weeks = 5 * 52
    static let setsPerSession = 5
    static let t0 = Date(timeIntervalSince1970: 1_796_059_800)  // 2026-11-30, a fixed instant
    static let lastDay = LocalDate(iso: "2026-11-30")!

    /// Bench on Monday, Wednesday and Friday for five years, creeping up with deloads.
    static func workouts() -> [Workout] {
        var out: [Workout] = []
        for week in 0..<weeks {
            for (n, offset) in [0, 2, 4].enumerated() {
                let i = week * 3 + n
                let day = lastDay.adding(days: -7 * (weeks - week) + offset)
                let start = t0.addingTimeInterval(Double(day.daysSinceEpoch - lastDay.daysSinceEpoch) * 86_400)
                let weight: Double = 40 + Double((i * 7) % 160) / 4
                var sets: [LoggedSet] = []
                for s in 0..<setsPerSession {
                    let warmup = s == 0
                    let reps: Int = 3 + (i + s) % 6
                    let at: Date = start.addingTimeInterval(Double(s) * 150)
                    sets.append(
                        LoggedSet(
                            id: "w\(i)-\(s)", exerciseId: "bench", weight: warmup ? 20 : weight, reps: reps,
                            loggedAt: at, type: warmup ? .warmup : .working))
                }
                out.append(
                    Workout(
                        id: "w\(i)", templateId: "push", day: day, startedAt: start,
                        finishedAt: start.addingTimeInterval(3600), sets: sets))
            }
        }
        return out
    }

    static func run() throws {
        let history = workouts()
        print("fixed data: \(history.count) sessions, \(history.count * setsPerSession) sets of bench over five years")
        var progress = ExerciseProgress(exerciseId: "bench", workouts: history)
        measure("ExerciseProgress (sessions, records, series)") {
            progress = ExerciseProgress(exerciseId: "bench", workouts: history)
            return "\(progress.sessionCount) sessions, \(progress.series.points.count) points"
        }
        for (width, height) in [(80, 24), (40, 12)] {
            var state = AppState(now: t0, zone: Zone.utc)
            state.width = width
            state.height = height
            _ = Reducer.reduce(&state, .loaded(Snapshot(plan: .demo)))
            _ = Reducer.reduce(&state, .keyPressed(.char("x")))
            _ = Reducer.reduce(&state, .exerciseLoaded(progress))
            let frame = View.render(state)
            precondition(frame.lines.joined().contains("e1RM over time"), "the chart is drawn")
            measure("exercise screen with its chart, \(width)×\(height)") {
                let frame = View.render(state)
                return "\(progress.series.points.count) points into \(frame.lines.count) rows of \(width) cells"
            }
        }
        measure("the whole path: progress, then the 80×24 screen") {
            var state = AppState(now: t0, zone: Zone.utc)
            _ = Reducer.reduce(&state, .loaded(Snapshot(plan: .demo)))
            _ = Reducer.reduce(&state, .keyPressed(.char("x")))
            _ = Reducer.reduce(&state, .exerciseLoaded(ExerciseProgress(exerciseId: "bench", workouts: history)))
            return "\(View.render(state).lines.count) rows"
        }
    }

    static func measure(_ name: String, runs: Int = 50, _ body: () -> String) {
        _ = body()
        var samples: [Double] = []
        var work = ""
        for _ in 0..<runs {
            let start = ContinuousClock.now
            work = body()
            samples.append(HistoryBenchmark.ms(ContinuousClock.now - start))
        }
        samples.sort()
        let median = samples[samples.count / 2]
        print(
            "\(name): median \(FixedPoint.text(median, decimals: 3)) ms, max \(FixedPoint.text(samples.last ?? 0, decimals: 3)) ms over \(runs) runs (\(work)); target under 5 ms: \(median < 5 ? "met" : "MISSED")"
        )
    }
}
