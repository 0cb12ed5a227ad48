extension Migration {
    /// Version 1: exercises, templates, schedules, rotations, workouts, sets, preferences.
    static let core = Migration(
        version: 1, summary: "core model",
        sql: """
            CREATE TABLE exercises (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('reps', 'timed'))
            );
            CREATE TABLE templates (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL
            );
            CREATE TABLE template_items (
                template_id TEXT NOT NULL REFERENCES templates(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                exercise_id TEXT NOT NULL REFERENCES exercises(id),
                sets INTEGER NOT NULL CHECK (sets > 0),
                reps INTEGER,
                weight REAL,
                rest_seconds INTEGER NOT NULL CHECK (rest_seconds >= 0),
                duration_seconds INTEGER,
                PRIMARY KEY (template_id, position)
            );
            CREATE TABLE weekly_schedule (
                template_id TEXT NOT NULL REFERENCES templates(id) ON DELETE CASCADE,
                weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
                time TEXT NOT NULL,
                PRIMARY KEY (template_id, weekday)
            );
            CREATE TABLE rotations (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                next_index INTEGER NOT NULL DEFAULT 0,
                weekdays TEXT NOT NULL,
                time TEXT NOT NULL
            );
            CREATE TABLE rotation_templates (
                rotation_id TEXT NOT NULL REFERENCES rotations(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                template_id TEXT NOT NULL REFERENCES templates(id),
                PRIMARY KEY (rotation_id, position)
            );
            CREATE TABLE workouts (
                id TEXT PRIMARY KEY,
                template_id TEXT REFERENCES templates(id) ON DELETE SET NULL,
                rotation_id TEXT REFERENCES rotations(id) ON DELETE SET NULL,
                day TEXT NOT NULL,
                started_at REAL NOT NULL,
                finished_at REAL,
                discarded INTEGER NOT NULL DEFAULT 0
            );
            CREATE INDEX workouts_day ON workouts(day);
            CREATE TABLE sets (
                id TEXT PRIMARY KEY,
                workout_id TEXT NOT NULL REFERENCES workouts(id) ON DELETE CASCADE,
                exercise_id TEXT NOT NULL REFERENCES exercises(id),
                weight REAL,
                reps INTEGER,
                rpe REAL,
                duration_seconds INTEGER,
                logged_at REAL NOT NULL
            );
            CREATE INDEX sets_workout ON sets(workout_id, logged_at);
            CREATE TABLE preferences (
                key TEXT PRIMARY KEY,
                value TEXT NOT NULL
            );
            CREATE TABLE meta (
                key TEXT PRIMARY KEY,
                value TEXT NOT NULL
            );
            """)
}
