extension Migration {
    /// Version 8: notes, supersets, progression rules and the live session's pause and order.
    ///
    /// One step for the columns the bench and progress work need, so their parts can land in any
    /// order. Every column is nullable or has a default: a database from version 7 reads as before
    /// (no notes, no supersets, no rules, rest running, the template's order).
    /// - `sets.note`, `workouts.note` and `workout_exercise_notes`: the notes a lifter writes on a
    ///   set, a workout, and an exercise within a workout.
    /// - `template_items.superset`: a group label; items with the same label are one superset.
    /// - `template_items.progression`: the item's rule in the schedule file's syntax
    ///   (`progress linear +2.5`, …), read by SpotterCore.
    /// - `exercises.equipment`: `barbell`, `dumbbell`, `machine` or `bodyweight`; NULL is not said.
    ///   The plate calculator and warm-up suggestions are offered for barbell exercises.
    /// - `live_session.rest_paused_at`: the instant rest was paused, NULL while it runs. The end
    ///   instant stays stored; what is left is `rest_ends_at - rest_paused_at`, and resuming moves
    ///   the end by the paused time (deadlines, not countdowns).
    /// - `live_session.exercise_order`: the workout's exercises after a reorder, swap or removal,
    ///   as comma-separated ids; NULL is the template's order plus the added ones.
    /// - `live_session.rest_overrides`: rest seconds changed for this workout, as `id=seconds` pairs.
    static let benchAndNotes = Migration(
        version: 8, summary: "notes, supersets, progression, paused rest, workout order",
        sql: """
            ALTER TABLE sets ADD COLUMN note TEXT;
            ALTER TABLE workouts ADD COLUMN note TEXT;
            CREATE TABLE workout_exercise_notes (
                workout_id TEXT NOT NULL REFERENCES workouts(id) ON DELETE CASCADE,
                exercise_id TEXT NOT NULL REFERENCES exercises(id),
                note TEXT NOT NULL,
                PRIMARY KEY (workout_id, exercise_id)
            );
            ALTER TABLE exercises ADD COLUMN equipment TEXT
                CHECK (equipment IN ('barbell', 'dumbbell', 'machine', 'bodyweight'));
            ALTER TABLE template_items ADD COLUMN superset TEXT;
            ALTER TABLE template_items ADD COLUMN progression TEXT;
            ALTER TABLE live_session ADD COLUMN rest_paused_at REAL;
            ALTER TABLE live_session ADD COLUMN exercise_order TEXT;
            ALTER TABLE live_session ADD COLUMN rest_overrides TEXT NOT NULL DEFAULT '';
            """)
}
