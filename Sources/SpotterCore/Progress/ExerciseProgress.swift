/// One exercise over time: a narrow point for every finished session (what the chart and the
/// totals need), the newest sessions in full (best set, sets, volume: what a screen lists), its
/// records and the series its chart draws.
///
/// ```swift
/// let p = ExerciseProgress(exerciseId: "bench", workouts: db.finishedWorkouts(since: nil, until: nil))
/// p.sessions.last?.bestSet      // 80×3: the set of the highest e1RM that day
/// p.sessionCount                // 1,041 at ten years; `sessions` holds the newest 100 of them
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

    /// One session as the chart and the totals need it: no ids, no best set (a row of numbers).
    public struct Point: Hashable, Sendable {
        public var day: LocalDate
        public var estimatedOneRepMax: Double?
        public var topWeight: Double?
        /// Every set of it, warm-ups included (`SetCount.all`).
        public var sets: Int

        public init(day: LocalDate, estimatedOneRepMax: Double?, topWeight: Double?, sets: Int) {
            self.day = day
            self.estimatedOneRepMax = estimatedOneRepMax
            self.topWeight = topWeight
            self.sets = sets
        }

        public init(_ session: Session) {
            self.init(
                day: session.day, estimatedOneRepMax: session.estimatedOneRepMax, topWeight: session.topWeight,
                sets: session.setCount.all)
        }
    }

    /// How many of the newest sessions are held in full: more than a screen lists (a 24-row
    /// terminal shows eight), far fewer than ten years' thousand, whose best sets cost a read each.
    public static let fullSessions = 100

    /// What the chart draws: the e1RM where two sessions have one, else the top set's weight.
    public enum SeriesKind: Hashable, Sendable {
        case estimatedOneRepMax
        case topSet
    }

    public var exerciseId: String
    /// Every session, oldest first.
    public var points: [Point]
    /// The newest `fullSessions` sessions in full, oldest first.
    public var sessions: [Session]
    public var records: ExerciseRecords

    /// How many finished sessions the exercise has (`sessions` may hold fewer).
    public var sessionCount: Int { points.count }
    /// Every set of every session, warm-ups included.
    public var setTotal: Int { points.reduce(0) { $0 + $1.sets } }

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
        self.points = sessions.map(Point.init)
        self.sessions = Array(sessions.suffix(Self.fullSessions))
        self.records = records
    }

    /// Points and sessions already built (oldest first; `sessions` the newest `fullSessions` of
    /// them, each as `session(workoutId:day:sets:)` gives it) and the records over them: what the
    /// store's `exerciseProgress(exerciseId:)` reads, equal to `init(exerciseId:workouts:)` over
    /// the same history.
    public init(exerciseId: String, points: [Point], sessions: [Session], records: ExerciseRecords) {
        self.exerciseId = exerciseId
        self.points = points
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
        let e1rm = points.compactMap { s in s.estimatedOneRepMax.map { (day: s.day, kg: $0) } }
        let top = points.compactMap { s in s.topWeight.map { (day: s.day, kg: $0) } }
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
