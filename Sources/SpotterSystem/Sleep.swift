#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Blocks the calling thread for a while: `nanosleep`, resumed after a signal for what is left.
///
/// ```swift
/// Sleep.seconds(0.5)
/// Sleep.seconds(-1)   // returns at once
/// ```
public enum Sleep {
    public static func seconds(_ interval: Double) {
        guard interval > 0, interval.isFinite else { return }
        let whole = interval.rounded(.down)
        var wanted = timespec(tv_sec: Int(whole), tv_nsec: Int((interval - whole) * 1_000_000_000))
        var left = timespec()
        while nanosleep(&wanted, &left) != 0 && errno == EINTR { wanted = left }
    }
}
