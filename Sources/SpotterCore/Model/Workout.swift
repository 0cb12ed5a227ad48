import FoundationEssentials

/// A workout as it happens: started, sets logged, then finished or discarded.
public struct Workout: Hashable, Sendable, Codable, Identifiable {
    public var id: String
    /// The template it was started from; `nil` for an empty workout built as you go.
    public var templateId: String?
    /// The rotation it counts for, when started from one.
    public var rotationId: String?
    /// The local day the workout belongs to (the day it was started).
    public var day: LocalDate
    public var startedAt: Date
    public var finishedAt: Date?
    public var sets: [LoggedSet]
    /// The name it came with from an import (`spotter import`); nil for Spotter's own workouts.
    public var name: String?
    /// What the lifter wrote on the workout ("slept badly"); nil when nothing was written.
    public var note: String?
    /// What the lifter wrote on an exercise within this workout, by exercise id.
    public var exerciseNotes: [String: String]

    public init(
        id: String, templateId: String?, rotationId: String? = nil, day: LocalDate, startedAt: Date,
        finishedAt: Date? = nil, sets: [LoggedSet] = [], name: String? = nil, note: String? = nil,
        exerciseNotes: [String: String] = [:]
    ) {
        self.id = id
        self.templateId = templateId
        self.rotationId = rotationId
        self.day = day
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.sets = sets
        self.name = name
        self.note = note
        self.exerciseNotes = exerciseNotes
    }

    public var isOpen: Bool { finishedAt == nil }
    public var lastSetAt: Date? { sets.map(\.loggedAt).max() }
}

/// One completed set: weight × reps (with an optional RPE), or a held duration.
public struct LoggedSet: Hashable, Sendable, Codable, Identifiable {
    public var id: String
    public var exerciseId: String
    public var weight: Double?
    public var reps: Int?
    /// Rate of perceived exertion, 1–10 in halves.
    public var rpe: Double?
    public var durationSeconds: Int?
    /// Metres, for a distance set (a run, a row, a ride); nil for every other set.
    public var meters: Double?
    /// Beats per minute, for a cardio set where it was given; nil otherwise.
    public var heartRate: Int?
    public var loggedAt: Date
    /// The lifter's body weight counted in this set's load (a body-weight exercise: pull-up, dip),
    /// filled by `BodyWeightLoad.apply` where volume and e1RM are shown; never stored.
    public var bodyWeightKg: Double?
    /// Working, warm-up, drop or failure; sets stored before set types existed read as working.
    public var type: SetType
    /// What the lifter wrote on this set ("paused at the chest"); nil when nothing was written.
    public var note: String?

    public init(
        id: String, exerciseId: String, weight: Double? = nil, reps: Int? = nil, rpe: Double? = nil,
        durationSeconds: Int? = nil, loggedAt: Date, type: SetType = .working, note: String? = nil,
        meters: Double? = nil, heartRate: Int? = nil
    ) {
        self.id = id
        self.exerciseId = exerciseId
        self.weight = weight
        self.reps = reps
        self.rpe = rpe
        self.durationSeconds = durationSeconds
        self.meters = meters
        self.heartRate = heartRate
        self.loggedAt = loggedAt
        self.type = type
        self.note = note
    }

    /// A weight tried and not lifted: 0 reps (Hevy's `failure` at `120 kg × 0`).
    public var isFailedAttempt: Bool { reps == 0 }

    /// Whether this set counts toward volume and records. The one rule: its type must
    /// (`SetType.countsTowardTotals`: never a warm-up), and a failed attempt never does.
    public var countsTowardTotals: Bool { type.countsTowardTotals && !isFailedAttempt }

    /// Load × reps, the volume this set adds (0 for timed sets, body-weight sets whose body weight
    /// is not known, a warm-up or a failed attempt: `countsTowardTotals`).
    public var volume: Double { countsTowardTotals ? (load ?? 0) * Double(reps ?? 0) : 0 }

    /// What was lifted: the weight, plus the lifter's body weight on a body-weight exercise
    /// (`bodyWeightKg`); nil when neither is known.
    public var load: Double? {
        guard let bodyWeightKg else { return weight }
        return bodyWeightKg + (weight ?? 0)
    }

    /// The weight this set can set a record with: nil for a warm-up, a failed attempt or a set without a weight.
    public var recordWeight: Double? { countsTowardTotals ? weight : nil }
}
