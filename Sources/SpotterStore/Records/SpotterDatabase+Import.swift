import Foundation
import SpotterCore

extension SpotterDatabase {
    /// The keys (source, start, name) of every workout an earlier import of `source` brought.
    public func importedWorkoutKeys(source: ImportSource) throws -> Set<ImportKey> {
        Set(
            try connection.query(
                "SELECT started_at, name FROM workouts WHERE import_source = ? AND name IS NOT NULL", source.rawValue
            ) { ImportKey(source: source, start: $0.date(0), name: $0.string(1)) })
    }

    /// Writes an import's new exercises, workouts and sets in one transaction: all of it or, on
    /// any failure (a workout another import added meanwhile hits the unique index), none of it.
    /// `progress` hears the sets written so far after each workout (for a progress bar).
    public func saveImport(_ batch: ImportBatch, progress: (Int) -> Void = { _ in }) throws {
        var written = 0
        try connection.transaction {
            for e in batch.newExercises {
                try connection.run(
                    "INSERT INTO exercises(id, name, kind) VALUES (?, ?, ?)", e.id, e.name, e.kind.rawValue)
            }
            for w in batch.workouts {
                try connection.run(
                    """
                    INSERT INTO workouts(id, template_id, rotation_id, day, started_at, finished_at, name, import_source, note)
                    VALUES (?, NULL, NULL, ?, ?, ?, ?, ?, ?)
                    """, w.id, w.day.iso, w.startedAt, w.finishedAt, w.name, batch.source.rawValue, w.note)
                for (exerciseId, note) in w.exerciseNotes.sorted(by: { $0.key < $1.key }) {
                    try connection.run(
                        "INSERT INTO workout_exercise_notes(workout_id, exercise_id, note) VALUES (?, ?, ?)", w.id,
                        exerciseId, note)
                }
                for s in w.sets {
                    try connection.run(
                        """
                        INSERT INTO sets(id, workout_id, exercise_id, weight, reps, rpe, duration_seconds, logged_at, type, note)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """, s.id, w.id, s.exerciseId, s.weight, s.reps, s.rpe, s.durationSeconds, s.loggedAt,
                        s.type.rawValue, s.note)
                }
                written += w.sets.count
                progress(written)
            }
        }
    }
}
