import FoundationEssentials

/// The same workout brought by another app: the one rule for "this history is already here".
///
/// ```swift
/// var here = ImportMatch()
/// here.add(start: strongStart, source: "Strong", sets: [.init(weightKg: 61.23, reps: 5, seconds: nil)])
/// here.source(of: hevyStart, sets: [.init(weightKg: 61.2, reps: 5, seconds: nil)])  // "Strong"
/// ```
/// A lifter who moved from Strong to Hevy (which imported the Strong years) and exports both has
/// each workout twice. Two workouts are one when they start in the same minute (a minute either
/// way: one app keeps seconds, the other does not; both are read in the same zone) and have the
/// same sets: as many, with the same reps, seconds and weights within `weightTolerance` (the apps
/// convert pounds with different rounding). Set types and names are not compared: apps spell them
/// differently.
public struct ImportMatch: Sendable {
    /// One set as compared: weight, reps, seconds.
    public struct SetPrint: Sendable, Equatable {
        public var weightKg: Double?
        public var reps: Int?
        public var seconds: Int?

        public init(weightKg: Double?, reps: Int?, seconds: Int?) {
            self.weightKg = weightKg
            self.reps = reps
            self.seconds = seconds
        }
    }

    /// Weights closer than this are the same weight: 0.25 kg covers every rounding of a pound conversion.
    public static let weightTolerance = 0.25

    private var byMinute: [Int: [(source: String, sets: [SetPrint])]] = [:]

    public init() {}

    public var isEmpty: Bool { byMinute.isEmpty }

    /// Remembers a stored workout; `source` is how the summary names where it came from.
    public mutating func add(start: Date, source: String, sets: [SetPrint]) {
        guard !sets.isEmpty else { return }
        byMinute[Self.minute(start), default: []].append((source, Self.sorted(sets)))
    }

    /// The source of a remembered workout that is this one, or nil.
    public func source(of start: Date, sets: [SetPrint]) -> String? {
        guard !sets.isEmpty, !byMinute.isEmpty else { return nil }
        let mine = Self.sorted(sets)
        let m = Self.minute(start)
        for minute in [m, m - 1, m + 1] {
            for candidate in byMinute[minute] ?? [] where Self.same(candidate.sets, mine) {
                return candidate.source
            }
        }
        return nil
    }

    static func minute(_ date: Date) -> Int { Int((date.timeIntervalSince1970 / 60).rounded(.down)) }

    static func sorted(_ sets: [SetPrint]) -> [SetPrint] {
        sets.sorted {
            ($0.reps ?? -1, $0.seconds ?? -1, $0.weightKg ?? -1) < ($1.reps ?? -1, $1.seconds ?? -1, $1.weightKg ?? -1)
        }
    }

    static func same(_ a: [SetPrint], _ b: [SetPrint]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            guard x.reps == y.reps, x.seconds == y.seconds else { return false }
            switch (x.weightKg, y.weightKg) {
            case (nil, nil): continue
            case (let p?, let q?) where abs(p - q) < weightTolerance: continue
            default: return false
            }
        }
        return true
    }
}
