/// SplitMix64: a tiny seeded generator, so generated and property tests are random but
/// repeatable, and a failing case can be replayed from its seed.
///
/// ```swift
/// var g = SplitMix64(seed: 42)
/// let n = Int.random(in: 0..<10, using: &g)   // the same on every run
/// ```
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }
    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
