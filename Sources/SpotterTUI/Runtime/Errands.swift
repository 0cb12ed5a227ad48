import Dispatch
import Synchronization

/// Slow effects, run off the UI loop: each runs on a queue of its own, and its answer waits here
/// until the loop's next wake takes it, so a key pressed meanwhile is handled at once.
///
/// ```swift
/// errands.run { .deliveryChecked(checker.findings()) }   // returns at once; D-Bus may take 3 s
/// // … keys are read and handled as usual; the loop wakes often while `isBusy` …
/// for answer in errands.takeFinished() { dispatch(answer) }
/// ```
/// One errand runs at a time, in the order they were asked for, so two checks answer in order.
final class Errands: Sendable {
    /// How often the loop looks for an answer while an errand runs (it sleeps longer otherwise):
    /// the first picker's rows show within this of its index being folded (at 0.05 the first `a`
    /// listed its 336 exercises in 54 ms, most of it the wait). A wake costs about 0.2 ms, and
    /// errands are rare and short (the index, a delivery check of at most 3 s).
    static let pollSeconds = 0.01

    private let queue = DispatchQueue(label: "spotter.errands")
    private let group = DispatchGroup()
    private let running = Atomic<Int>(0)
    private let finished = Mutex<[Action]>([])

    /// Starts `work` in the background; its action (if any) is taken by `takeFinished`.
    func run(_ work: @escaping @Sendable () -> Action?) {
        running.add(1, ordering: .sequentiallyConsistent)
        group.enter()
        queue.async { [self] in
            let answer = work()
            if let answer { finished.withLock { $0.append(answer) } }
            running.subtract(1, ordering: .sequentiallyConsistent)
            group.leave()
        }
    }

    /// Whether an errand is still running, or its answer is in and not taken yet: either way the
    /// loop must wake soon. (An errand quicker than the key that asked for it answers before the
    /// loop looks; counting only the running ones, the loop then slept to its next tick, up to a
    /// second, with the answer waiting.)
    var isBusy: Bool {
        running.load(ordering: .sequentiallyConsistent) > 0 || finished.withLock { !$0.isEmpty }
    }

    /// The answers in since the last call, oldest first.
    func takeFinished() -> [Action] {
        finished.withLock { answers in
            defer { answers = [] }
            return answers
        }
    }

    /// Waits until every errand asked for has answered, or `limit` has passed; false on the limit.
    func waitUntilIdle(limit seconds: Int) -> Bool {
        group.wait(timeout: .now() + .seconds(seconds)) == .success
    }
}
