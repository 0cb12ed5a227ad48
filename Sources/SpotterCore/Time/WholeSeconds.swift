/// Whole numbers from measured time, without the trap of `Int(Double)` on what a database holds.
///
/// ```swift
/// WholeSeconds.of(72.4)                      // 72
/// WholeSeconds.of(.infinity)                 // 9_007_199_254_740_992 (2^53), not a crash
/// WholeSeconds.of(59.2, rounding: .up)       // 60
/// ```
/// A rest of `Int.max` seconds stored in a template puts a timer's end past what `Int(Double)`
/// can convert; every screen and line that turns an interval into seconds goes through here.
public enum WholeSeconds {
    /// The largest magnitude returned: 2^53, past which a `Double` no longer holds every whole number.
    public static let limit = 9_007_199_254_740_992.0

    /// `interval` rounded, clamped to ±`limit`; 0 for NaN.
    public static func of(_ interval: Double, rounding rule: FloatingPointRoundingRule = .towardZero) -> Int {
        guard !interval.isNaN else { return 0 }
        return Int(min(max(interval.rounded(rule), -limit), limit))
    }
}
