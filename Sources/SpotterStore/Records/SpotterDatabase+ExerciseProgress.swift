import FoundationEssentials
import SpotterCore

extension SpotterDatabase {
    /// One exercise's progress for the exercise screen: each finished session built from that
    /// exercise's sets alone, and its records from the stored aggregates (`exercise_records`).
    ///
    /// ```swift
    /// let p = try db.exerciseProgress(exerciseId: "bench")
    /// p.sessions.last?.bestSet        // the latest session's best set
    /// p.records.heaviestWeight        // read from one table, not from every set
    /// ```
    /// Equal to `ExerciseProgress(exerciseId:workouts:)` over `finishedWorkouts`; one query over
    /// the sets (index `sets_exercise`), grouped as they come, no `Workout` built.
    public func exerciseProgress(exerciseId: String) throws -> ExerciseProgress {
        let rows = try connection.query(
            """
            SELECT w.id, w.day, \(Self.setColumns(prefix: "s.")) FROM sets s JOIN workouts w ON w.id = s.workout_id
            WHERE s.exercise_id = ? AND w.finished_at IS NOT NULL ORDER BY w.started_at, w.id, s.logged_at, s.rowid
            """, exerciseId
        ) { ($0.string(0), $0.string(1), Self.set($0, offset: 2)) }
        var sessions: [ExerciseProgress.Session] = []
        var start = rows.startIndex
        while start < rows.endIndex {
            let (workoutId, day, _) = rows[start]
            var end = start + 1
            while end < rows.endIndex && rows[end].0 == workoutId { end += 1 }
            sessions.append(
                ExerciseProgress.session(
                    workoutId: workoutId, day: LocalDate(iso: day) ?? LocalDate(year: 1970, month: 1, day: 1)!,
                    sets: rows[start..<end].map(\.2)))
            start = end
        }
        return ExerciseProgress(exerciseId: exerciseId, sessions: sessions, records: try exerciseRecords(exerciseId))
    }
}
