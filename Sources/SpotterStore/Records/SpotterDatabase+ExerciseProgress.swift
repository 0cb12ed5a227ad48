import FoundationEssentials
import SpotterCore

extension SpotterDatabase {
    /// One exercise's progress for the exercise screen: a narrow point a finished session for the
    /// chart and the totals, the newest `ExerciseProgress.fullSessions` in full (their rows of
    /// `exercise_sessions`, best set copied in) for the list, and its records (`exercise_records`),
    /// never its sets.
    ///
    /// ```swift
    /// let p = try db.exerciseProgress(exerciseId: "bench")
    /// p.sessions.last?.bestSet        // the latest session's best set, from its row
    /// p.points.count                  // every session: day, e1RM, top weight, sets
    /// p.records.heaviestWeight        // read from one table, not from every set
    /// ```
    /// Equal to `ExerciseProgress(exerciseId:workouts:)` over `finishedWorkouts` (held so by
    /// `AggregateStoreTests`): the rows are kept by `refreshAggregates` with the records. The rows
    /// are keyed by the exercise and the workout's start (migration 16), and carry the start and
    /// the day (a day number, not text to parse a thousand times at ten years), so the read is one
    /// key range walked backwards: no lookup into `workouts`, no sort. The best sets (strings,
    /// ids) are read only for the sessions a screen can list.
    public func exerciseProgress(exerciseId: String) throws -> ExerciseProgress {
        // Two walks of the same key range, newest first: every row's narrow columns, then the
        // first hundred rows' wide ones. SQLite makes every result column of a row it steps,
        // read or not: one walk of all of them cost `x` 2.4 ms of CPU at twenty years, these 1.7.
        let points = try connection.query(Self.pointsNewestFirst, exerciseId) { row in
            ExerciseProgress.Point(
                day: Self.day(row, 0), estimatedOneRepMax: row.optionalDouble(1), topWeight: row.optionalDouble(2),
                sets: row.int(3) + row.int(4))
        }
        let newest = try connection.query(
            Self.sessionsNewestFirst + " LIMIT ?", exerciseId, ExerciseProgress.fullSessions
        ) { row in
            ExerciseProgress.Session(
                workoutId: row.string(5), day: Self.day(row, 0),
                bestSet: row.isNull(7) ? nil : Self.set(row, offset: 7),
                setCount: SetCount(working: row.int(3), warmups: row.int(4)), volume: row.double(6),
                estimatedOneRepMax: row.optionalDouble(1), topWeight: row.optionalDouble(2))
        }
        return ExerciseProgress(
            exerciseId: exerciseId, points: points.reversed(), sessions: newest.reversed(),
            records: try exerciseRecords(exerciseId))
    }

    /// Every session of one exercise as a chart point, newest first: a range of
    /// `exercise_sessions`' key walked backwards (`SessionsByStartTests` holds its plan to that: no
    /// other table, no sort).
    static let pointsNewestFirst = "SELECT \(pointColumns) \(sessionRangeNewestFirst)"

    /// One exercise's stored sessions in full, newest first: the same walk as `pointsNewestFirst`,
    /// its columns first, then the session's own.
    static let sessionsNewestFirst =
        "SELECT \(pointColumns), e.workout_id, e.volume, \(bestSetColumns) \(sessionRangeNewestFirst)"

    /// What a chart point reads of a row: day, e1RM, top weight, working sets, warm-ups.
    private static let pointColumns = "e.day, e.e1rm, e.top_weight, e.working_sets, e.warmups"

    /// One exercise's rows, newest first, in the order of the table's key: the one walk both reads take.
    private static let sessionRangeNewestFirst =
        "FROM exercise_sessions e WHERE e.exercise_id = ? ORDER BY e.started_at DESC, e.workout_id DESC"

    /// A workout's day from its day number (the epoch's for a day SQLite could not read).
    private static func day(_ row: SQLiteRow, _ column: Int32) -> LocalDate {
        row.optionalInt(column).map(LocalDate.init(daysSinceEpoch:)) ?? LocalDate(daysSinceEpoch: 0)
    }

    /// Stores one finished workout's session of one exercise (from its sets of it, in the order
    /// logged), replacing the row it had: called by `refreshAggregates` in its transaction.
    ///
    /// The workout's start and day are copied into the row here, from the workout as it is now,
    /// and nowhere else: a write that moves a workout refreshes its exercises (`editWorkout`), so
    /// the row follows it. Nothing is stored for a workout not finished (the screen lists none).
    func storeExerciseSession(workoutId: String, exerciseId: String, sets: [LoggedSet]) throws {
        // The session's own day is not used: the row takes the workout's, in SQL, below.
        let s = ExerciseProgress.session(workoutId: workoutId, day: LocalDate(daysSinceEpoch: 0), sets: sets)
        let b = s.bestSet
        try connection.run(
            """
            INSERT OR REPLACE INTO exercise_sessions(exercise_id, started_at, workout_id, day, working_sets, warmups,
                volume, e1rm, top_weight, best_id, best_weight, best_reps, best_rpe, best_duration_seconds,
                best_logged_at, best_type, best_note, best_meters, best_heart_rate)
            SELECT ?, started_at, id, CAST(julianday(day) - 2440587.5 AS INTEGER), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
                ?, ?, ?, ?
            FROM workouts WHERE id = ? AND finished_at IS NOT NULL
            """,
            [
                exerciseId, s.setCount.working, s.setCount.warmups, s.volume, s.estimatedOneRepMax, s.topWeight, b?.id,
                b?.weight, b?.reps, b?.rpe, b?.durationSeconds, b?.loggedAt, b?.type.rawValue, b?.note, b?.meters,
                b?.heartRate, workoutId,
            ])
    }

    /// `setColumns` as `exercise_sessions` keeps the best set (`best_weight`, …), in their order,
    /// so `set(_:offset:)` reads it.
    static let bestSetColumns = setColumns.split(separator: ",").map { name in
        let column = name.trimmingPrefix(" ")
        return column == "exercise_id" ? "e.exercise_id" : "e.best_\(column)"
    }.joined(separator: ", ")
}
