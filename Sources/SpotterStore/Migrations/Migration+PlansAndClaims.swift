extension Migration {
    /// Version 4: phased plans, overlays, endpoints and the claims ledger (owned by the daily-pass work).
    ///
    /// A phased plan is stored as its plan-file text (`PlanFile.write`), the documented format, so
    /// the file a user loads and the row the pass reads can never drift apart. A claim's primary
    /// key is (user, channel, kind, occasion): two passes racing meet in that constraint.
    static let plansAndClaims = Migration(
        version: 4, summary: "plans and claims",
        sql: """
            CREATE TABLE phased_plans (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                body TEXT NOT NULL,
                active INTEGER NOT NULL DEFAULT 0,
                created_at REAL NOT NULL
            );
            CREATE TABLE overlays (
                id INTEGER PRIMARY KEY,
                kind TEXT NOT NULL CHECK (kind IN ('rest', 'vacation', 'cross-training', 'skipped', 'not-today')),
                first_day TEXT NOT NULL,
                last_day TEXT NOT NULL CHECK (last_day >= first_day),
                activity TEXT,
                created_at REAL NOT NULL
            );
            CREATE INDEX overlays_days ON overlays(first_day, last_day);
            CREATE TABLE endpoints (
                id INTEGER PRIMARY KEY,
                kind TEXT NOT NULL CHECK (kind IN ('desktop', 'ntfy')),
                address TEXT NOT NULL,
                state TEXT NOT NULL CHECK (state IN ('active', 'retired', 'disabled')),
                registered_at REAL NOT NULL,
                refreshed_at REAL NOT NULL,
                last_outcome TEXT,
                last_outcome_at REAL,
                UNIQUE (kind, address)
            );
            CREATE TABLE claims (
                user_id TEXT NOT NULL,
                channel TEXT NOT NULL,
                kind TEXT NOT NULL,
                occasion TEXT NOT NULL,
                state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'failed')),
                owner TEXT NOT NULL,
                lease_until REAL NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 1,
                claimed_at REAL NOT NULL,
                finished_at REAL,
                outcome TEXT,
                PRIMARY KEY (user_id, channel, kind, occasion)
            );
            CREATE TABLE dispatch_log (
                id INTEGER PRIMARY KEY,
                at REAL NOT NULL,
                user_id TEXT NOT NULL,
                channel TEXT NOT NULL,
                kind TEXT NOT NULL,
                occasion TEXT NOT NULL,
                outcome TEXT NOT NULL,
                detail TEXT NOT NULL
            );
            CREATE INDEX dispatch_log_at ON dispatch_log(at);
            """)
}
