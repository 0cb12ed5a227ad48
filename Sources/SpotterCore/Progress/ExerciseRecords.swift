/// The records of one exercise: heaviest weight, best e1RM, rep maxima, most reps at each weight
/// and best session volume.
///
/// ```swift
/// let r = ExerciseRecords(sets: [bench60x5, bench80x1], exerciseId: "bench")
/// r.bestEstimatedOneRepMax   // 80 (80×1 beats 60×5's 70)
/// r.repMaxima                // [1: 80, 3: 60, 5: 60]
/// r.mostReps                 // [60: 5, 80: 1]
/// r.beaten(by: ExerciseRecords(sets: [bench62x5], exerciseId: "bench"), exerciseId: "bench")
/// // 3RM and 5RM 62.5 kg: e1RM 72.9 is below 80, and a first weight sets no most-reps record
/// ```
/// What counts: never a warm-up or a failed attempt (`LoggedSet.countsTowardTotals`); never a timed set; a body-weight set
/// counts toward most reps (at body weight) only; e1RM only up to `EstimatedOneRepMax.maxReps` reps.
/// A value beats a record only when there is one: a first value sets it silently.
public struct ExerciseRecords: Hashable, Sendable {
    /// The rep counts whose maxima are kept: the heaviest weight for at least 1, 3, 5 and 10 reps.
    public static let repMaximaCounts = [1, 3, 5, 10]

    public var heaviestWeight: Double?
    public var bestEstimatedOneRepMax: Double?
    /// Reps → the heaviest weight lifted for at least that many, for `repMaximaCounts`.
    public var repMaxima: [Int: Double] = [:]
    /// Weight in kg → the most reps done with it; 0 is body weight.
    public var mostReps: [Double: Int] = [:]
    /// The largest volume of this exercise in one workout.
    public var bestSessionVolume: Double?

    public init() {}

    /// The records of the sets of `exerciseId` among `sets`, all taken as one session.
    public init(sets: [LoggedSet], exerciseId: String) {
        let own = sets.filter { $0.exerciseId == exerciseId }
        for set in own { add(set) }
        addSession(volume: own.map(\.volume).reduce(0, +))
    }

    /// Takes one set into the per-set records (not session volume: `addSession`).
    public mutating func add(_ set: LoggedSet) {
        guard set.countsTowardTotals, set.durationSeconds == nil, let reps = set.reps, reps > 0 else { return }
        // A stored weight no reader lets in (infinite, NaN) sets no record rather than an unshowable one.
        if let weight = set.weight, !SetValue.isValidWeight(weight) { return }
        mostReps[set.weight ?? 0] = max(mostReps[set.weight ?? 0] ?? 0, reps)
        guard let weight = set.weight else { return }
        heaviestWeight = Swift.max(heaviestWeight ?? weight, weight)
        if let e1rm = EstimatedOneRepMax.of(set) {
            bestEstimatedOneRepMax = Swift.max(bestEstimatedOneRepMax ?? e1rm, e1rm)
        }
        for count in Self.repMaximaCounts where reps >= count {
            repMaxima[count] = Swift.max(repMaxima[count] ?? weight, weight)
        }
    }

    /// Takes one workout's volume of this exercise; a session without volume (body weight) sets none.
    public mutating func addSession(volume: Double) {
        guard volume > 0 else { return }
        bestSessionVolume = Swift.max(bestSessionVolume ?? volume, volume)
    }

    /// Takes every record of `other` where it is higher.
    public mutating func merge(_ other: ExerciseRecords) {
        for b in beaten(by: other, exerciseId: "", firstTimes: true) { set(b.kind, b.value) }
    }

    /// The records `candidate` beats, these being the records before it. A first value (no record
    /// before) beats nothing; the 1 rep max is left out when the heaviest weight says the same.
    public func beaten(by candidate: ExerciseRecords, exerciseId: String) -> [RecordBreak] {
        beaten(by: candidate, exerciseId: exerciseId, firstTimes: false)
    }

    private func beaten(by candidate: ExerciseRecords, exerciseId: String, firstTimes: Bool) -> [RecordBreak] {
        var out: [RecordBreak] = []
        func check(_ kind: RecordBreak.Kind, _ new: Double?, _ old: Double?) {
            guard let new else { return }
            if let old {
                // A hair above, not float noise: 75×2 and 60×10 are the same 80.
                if new > old + 1e-9 {
                    out.append(RecordBreak(exerciseId: exerciseId, kind: kind, value: new, previous: old))
                }
            } else if firstTimes {
                out.append(RecordBreak(exerciseId: exerciseId, kind: kind, value: new, previous: 0))
            }
        }
        check(.estimatedOneRepMax, candidate.bestEstimatedOneRepMax, bestEstimatedOneRepMax)
        check(.heaviestWeight, candidate.heaviestWeight, heaviestWeight)
        let saysHeaviest = out.contains { $0.kind == .heaviestWeight }
        // The 1 rep max is the heaviest weight (both count every set with reps): said once.
        for count in Self.repMaximaCounts where firstTimes || count != 1 || !saysHeaviest {
            check(.repMax(count), candidate.repMaxima[count], repMaxima[count])
        }
        for weight in candidate.mostReps.keys.sorted() {
            check(
                .mostReps(atWeight: weight), candidate.mostReps[weight].map(Double.init),
                mostReps[weight].map(Double.init))
        }
        check(.sessionVolume, candidate.bestSessionVolume, bestSessionVolume)
        return out
    }

    /// The value of one record; nil when none is held yet.
    public func value(of kind: RecordBreak.Kind) -> Double? {
        switch kind {
        case .estimatedOneRepMax: return bestEstimatedOneRepMax
        case .heaviestWeight: return heaviestWeight
        case .repMax(let count): return repMaxima[count]
        case .mostReps(let weight): return mostReps[weight].map(Double.init)
        case .sessionVolume: return bestSessionVolume
        }
    }

    private mutating func set(_ kind: RecordBreak.Kind, _ value: Double) {
        switch kind {
        case .estimatedOneRepMax: bestEstimatedOneRepMax = value
        case .heaviestWeight: heaviestWeight = value
        case .repMax(let count): repMaxima[count] = value
        case .mostReps(let weight): mostReps[weight] = Int(value)
        case .sessionVolume: bestSessionVolume = value
        }
    }
}
