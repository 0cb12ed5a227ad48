import Glibc
import Synchronization

/// SIGTERM and SIGINT as a flag the club's pass reads between sends, so a stopped pass hands back
/// what it claimed and has not sent, instead of leaving it to a lease.
///
/// ```swift
/// StopSignals.shared.start()          // before the workers start: they inherit the blocked mask
/// … pass.shouldStop = { StopSignals.shared.caught != 0 } …
/// if StopSignals.shared.caught != 0 { StopSignals.shared.dieOfIt() }   // exit as the signal would have
/// ```
/// The signals are blocked in every thread and taken by one thread of its own with `sigwait`, so
/// no handler runs in the middle of libpq or a send. A second signal ends the process at once.
/// SIGINT that was ignored when Spotter started (a background job) stays ignored; SIGTERM is
/// always taken, also when the parent handed it down ignored (a test runner, a supervisor).
public final class StopSignals: Sendable {
    public static let shared = StopSignals()
    private let signal = Atomic<Int32>(0)
    private let started = Atomic<Bool>(false)

    /// The signal that asked the pass to stop, or 0.
    public var caught: Int32 { signal.load(ordering: .acquiring) }

    /// Blocks SIGTERM and SIGINT in this thread and the threads it starts later, and waits for them.
    public func start() {
        guard !started.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var previous = sigaction()
        sigaction(SIGINT, nil, &previous)
        let keepsSIGINTIgnored = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == 1
        var set = Self.set(interrupt: !keepsSIGINTIgnored)
        // An ignored signal is dropped even while it is blocked: back to the default first.
        Glibc.signal(SIGTERM, SIG_DFL)
        if !keepsSIGINTIgnored { Glibc.signal(SIGINT, SIG_DFL) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        var thread = pthread_t()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 64 * 1024)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        _ = pthread_create(
            &thread, &attributes,
            { argument in
                var set = StopSignals.set(interrupt: argument != nil)
                while true {
                    var number: Int32 = 0
                    guard sigwait(&set, &number) == 0 else { continue }
                    let (first, _) = StopSignals.shared.signal.compareExchange(
                        expected: 0, desired: number, ordering: .acquiringAndReleasing)
                    // A second signal: the user (or systemd) will not wait for the hand-back.
                    if !first { StopSignals.shared.dieOfIt(number) }
                }
            }, keepsSIGINTIgnored ? nil : UnsafeMutableRawPointer(bitPattern: 1))
    }

    /// Ends the process as the caught signal would have (the shell sees 128+N; systemd a clean stop).
    public func dieOfIt(_ number: Int32? = nil) -> Never {
        let number = number ?? caught
        Glibc.signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        _exit(128 + number)
    }

    private static func set(interrupt: Bool) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTERM)
        if interrupt { sigaddset(&set, SIGINT) }
        return set
    }
}
