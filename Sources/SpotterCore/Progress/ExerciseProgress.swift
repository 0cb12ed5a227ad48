/// One exercise over time: every finished session of it (best set, sets, volume), its records and
/// the series its chart draws.
///
/// ```swift
/// let p = ExerciseProgress(exerciseId: "bench", workouts: db.finishedWorkouts(since: nil, until: nil))
/// p.sessions.last?.bestSet      // 80×3: the set of the highest e1RM that day
/// p.records.bestEstimatedOneRepMax  // the best of them all
/// p.series                      // .estimatedOneRepMax, one point a session with an e1RM
/// ```
/// What counts is what the records count (`ExerciseRecords`, `EstimatedOneRepMax.of`): warm-ups
/// never, sets over `EstimatedOneRepMax.maxReps` reps toward no e1RM.
public struct ExerciseProgress: Hashable, Sendable {
    /// One workout's sets of the exercise.
    public struct Session: Hashable, Sendable {
        public var workoutId: String
        public var day: LocalDate
        /// The set of the highest e1RM; without one, the heaviest; else the most reps.
        public var bestSet: LoggedSet?
        /// The exercise's sets that workout: working sets and warm-ups apart (`SetCount`).
        public var setCount: SetCount
        public var volume: Double
        /// The best e1RM of the session, nil when no set counts toward one.
        public var estimatedOneRepMax: Double?
        /// The heaviest weight of a counted set.
        public var topWeight: Double?

        /// A session as a store keeps it (`exercise_sessions`); `session(workoutId:day:sets:)` builds one from sets.
        public init(
            workoutId: String, day: LocalDate, bestSet: LoggedSet?, setCount: SetCount, volume: Double,
            estimatedOneRepMax: Double?, topWeight: Double?
        ) {
            self.workoutId = workoutId
            self.day = day
            self.bestSet = bestSet
            self.setCount = setCount
            self.volume = volume
            self.estimatedOneRepMax = estimatedOneRepMax
            self.topWeight = topWeight
        }
    }

    /// What the chart draws: the e1RM where two sessions have one, else the top set's weight.
    public enum SeriesKind: Hashable, Sendable {
        case estimatedOneRepMax
        case topSet
    }

    public var exerciseId: String
    /// Oldest first.
    public var sessions: [Session]
    public var records: ExerciseRecords

    /// The sessions of `exerciseId` among `workouts` (in any order; only finished ones count).
    public init(exerciseId: String, workouts: [Workout]) {
        self.exerciseId = exerciseId
        // What `RecordBook.add(session:)` keeps for one exercise, set by set (the same maxima).
        var records = ExerciseRecords()
        var sessions: [Session] = []
        for workout in workouts.sorted(by: { $0.startedAt < $1.startedAt }) where workout.finishedAt != nil {
            let own = workout.sets.filter { $0.exerciseId == exerciseId }
            guard !own.isEmpty else { continue }
            for set in own { records.add(set) }
            let session = Self.session(workout, own)
            records.addSession(volume: session.volume)
            sessions.append(session)
        }
        self.sessions = sessions
        self.records = records
    }

    /// Sessions already built (oldest first, each as `session(workoutId:day:sets:)` gives it) and
    /// the records over them: what the store's `exerciseProgress(exerciseId:)` reads, equal to
    /// `init(exerciseId:workouts:)` over the same history.
    public init(exerciseId: String, sessions: [Session], records: ExerciseRecords) {
        self.exerciseId = exerciseId
        self.sessions = sessions
        self.records = records
    }

    static func session(_ workout: Workout, _ own: [LoggedSet]) -> Session {
        session(workoutId: workout.id, day: workout.day, sets: own)
    }

    /// One workout's session of the exercise from its sets of it (`own`, in the order logged).
    public static func session(workoutId: String, day: LocalDate, sets own: [LoggedSet]) -> Session {
        let counted = own.filter { $0.countsTowardTotals && $0.durationSeconds == nil }
        let e1rms = counted.compactMap { s in EstimatedOneRepMax.of(s).map { (s, $0) } }
        let best =
            e1rms.max { $0.1 < $1.1 }?.0
            ?? counted.filter { $0.weight != nil }.max { ($0.weight ?? 0) < ($1.weight ?? 0) }
            ?? counted.max { ($0.reps ?? 0) < ($1.reps ?? 0) }
        return Session(
            workoutId: workoutId, day: day, bestSet: best, setCount: SetCount(own),
            volume: own.map(\.volume).reduce(0, +), estimatedOneRepMax: e1rms.map(\.1).max(),
            topWeight: counted.compactMap(\.weight).filter(SetValue.isValidWeight).max())
    }

    /// The chart's kind and its points (day, kg), oldest first.
    public var series: (kind: SeriesKind, points: [(day: LocalDate, kg: Double)]) {
        let e1rm = sessions.compactMap { s in s.estimatedOneRepMax.map { (day: s.day, kg: $0) } }
        let top = sessions.compactMap { s in s.topWeight.map { (day: s.day, kg: $0) } }
        // The top set only where it has points the e1RM lacks (sets over 12 reps).
        if e1rm.count >= 2 || e1rm.count >= top.count { return (.estimatedOneRepMax, e1rm) }
        return (.topSet, top)
    }
}

/// One week's volume in kg.
public struct WeekVolume: Hashable, Sendable {
    public var week: ISOWeek
    public var kg: Double

    public init(week: ISOWeek, kg: Double) {
        self.week = week
        self.kg = kg
    }
}

/// The volume of each ISO week, for the Week screen's chart.
///
/// ```swift
/// WeeklyVolume.series(workouts, through: ISOWeek(parsing: "2026-W49")!, weeks: 12)
/// // 12 weeks, 2026-W38 … 2026-W49, each with its volume in kg (0 for a week without a workout)
/// ```
public enum WeeklyVolume {
    /// How many weeks the Week screen's chart shows.
    public static let chartWeeks = 12

    /// `weeks` weeks ending with `last`, oldest first, each with the volume of its workouts.
    public static func series(_ workouts: [Workout], through last: ISOWeek, weeks: Int) -> [WeekVolume] {
        let list = (0..<max(0, weeks)).reversed().map { last.adding(weeks: -$0) }
        var volume: [ISOWeek: Double] = [:]
        for w in workouts where w.finishedAt != nil || !w.sets.isEmpty {
            volume[w.day.isoWeek, default: 0] += w.sets.map(\.volume).reduce(0, +)
        }
        return list.map { WeekVolume(week: $0, kg: volume[$0] ?? 0) }
    }
}
