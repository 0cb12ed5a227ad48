import FoundationEssentials
import Glibc
import SpotterCore
import SpotterTUI

/// The exercise picker over the catalogue plus 5,000 exercises of your own: the time of one key
/// typed into the search (the reducer's whole work: the search over the folded index, the ranked
/// results, the picker value) and of drawing the frame after it, p50 and p99 over every key of a
/// typed query typed again and again. Target: a key under 2 ms. The key's time is given twice: on
/// the wall clock, and as the thread's own CPU time, which a busy machine's preemption (a 4 ms
/// time slice given to another process) does not add to.
///
/// ```sh
/// swift run -c release spotter-bench picker
/// ```
enum PickerBenchmark {
    static var all: [Benchmark] { [Benchmark(name: "picker", run: run)] }

    static let customCount = 5_000
    static let t0 = Date(timeIntervalSince1970: 1_796_059_800)  // 2026-11-30, a fixed instant
    /// Typed one key at a time, then erased one key at a time: every prefix is searched twice.
    static let queries = ["bench press", "bp", "romanian dl", "kettlebell swing", "custom lift 42", "zzz"]
    static let rounds = 20

    /// This thread's CPU time so far, in milliseconds.
    static func threadCPU() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1_000_000
    }

    /// The demo plan's exercises and 5,000 custom ones, named as people name theirs.
    static func exercises() -> [Exercise] {
        let words = ["Paused", "Tempo", "Banded", "Deficit", "Pin", "Close", "Wide", "Single-arm", "Seated", "Incline"]
        let lifts = ["bench", "squat", "row", "press", "curl", "pulldown", "lunge", "deadlift", "raise", "custom lift"]
        var out = PlanData.demo.exercises
        for i in 0..<customCount {
            let name = "\(words[i % words.count]) \(lifts[(i / words.count) % lifts.count]) \(i)"
            out.append(Exercise(id: "custom-\(i)", name: name, equipment: i % 3 == 0 ? .dumbbell : nil))
        }
        return out
    }

    static func run() throws {
        var state = AppState(now: t0, zone: Zone.utc)
        var plan = PlanData.demo
        plan.exercises = exercises()
        _ = Reducer.reduce(&state, .loaded(Snapshot(plan: plan)))
        _ = Reducer.reduce(
            &state,
            .workoutStarted(Workout(id: "w1", templateId: "push", day: LocalDate(iso: "2026-11-30")!, startedAt: t0)))
        var start = ContinuousClock.now
        let asked = Reducer.reduce(&state, .keyPressed(.char("a")))
        let opened = HistoryBenchmark.ms(ContinuousClock.now - start)
        // The runner folds the index in an errand, off the loop, and answers with it.
        start = ContinuousClock.now
        for case .store(.indexExercises(let list)) in asked {
            _ = Reducer.reduce(&state, .exercisesIndexed(ExerciseSearch(exercises: list), from: list))
        }
        let folded = HistoryBenchmark.ms(ContinuousClock.now - start)
        guard case .exercisePicker(let picker)? = state.overlay, !picker.indexing else {
            preconditionFailure("a opens the picker, and the index answers it")
        }
        print(
            "catalogue \(ExerciseCatalogue.shared.entries.count) + \(customCount) custom exercises: \(picker.results.count) candidates; "
                + "a (the picker open, its index asked for) \(FixedPoint.text(opened, decimals: 2)) ms; "
                + "the index folded (an errand, off the loop) and the first results \(FixedPoint.text(folded, decimals: 2)) ms"
        )
        var keys: [Double] = []
        var cpu: [Double] = []
        var frames: [Double] = []
        for _ in 0..<rounds {
            for query in queries {
                let typed: [Key] = query.map { .char($0) } + Array(repeating: .backspace, count: query.count)
                for key in typed {
                    let cpuStart = threadCPU()
                    start = ContinuousClock.now
                    _ = Reducer.reduce(&state, .keyPressed(key))
                    keys.append(HistoryBenchmark.ms(ContinuousClock.now - start))
                    cpu.append(threadCPU() - cpuStart)
                    start = ContinuousClock.now
                    _ = View.render(state)
                    frames.append(HistoryBenchmark.ms(ContinuousClock.now - start))
                }
            }
        }
        func line(_ name: String, _ samples: [Double]) -> String {
            let sorted = samples.sorted()
            let p50 = sorted[sorted.count / 2]
            let p99 = sorted[sorted.count * 99 / 100]
            return
                "\(name): p50 \(FixedPoint.text(p50, decimals: 3)) ms, p99 \(FixedPoint.text(p99, decimals: 3)) ms over \(sorted.count) keys"
        }
        let sorted = cpu.sorted()
        let p99 = sorted[sorted.count * 99 / 100]
        print(line("a key in the search (reduce), wall clock", keys))
        print(
            line("a key in the search (reduce), CPU time", cpu) + "; target under 2 ms: \(p99 < 2 ? "met" : "MISSED")")
        print(line("the frame after it (render, 80×24)", frames))
    }
}
