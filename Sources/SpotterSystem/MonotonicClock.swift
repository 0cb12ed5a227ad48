#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Seconds on a clock that only moves forward (`CLOCK_MONOTONIC`): for deadlines of waits, which
/// a change of the wall clock must not stretch or cut.
///
/// ```swift
/// let deadline = MonotonicClock.seconds() + 2
/// while MonotonicClock.seconds() < deadline { … }
/// ```
public enum MonotonicClock {
    public static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
