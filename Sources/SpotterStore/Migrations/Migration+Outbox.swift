extension Migration {
    /// Version 3: the outbox of planned notifications and the delivery log.
    ///
    /// `outbox` holds one row per notification still to deliver, keyed by the planner's stable id;
    /// `grp` says which re-plan owns it (`plan`: reminders and reports, `live`: the live session),
    /// so replacing one group never cancels the other's. A row leaves the outbox when it is claimed
    /// for delivery, so two deliverers can never both send it. `scheduled_with` is the OS handle
    /// (a systemd timer unit) that will fire it, if any.
    static let outbox = Migration(
        version: 3, summary: "outbox",
        sql: """
            CREATE TABLE outbox (
                id TEXT PRIMARY KEY,
                grp TEXT NOT NULL,
                kind TEXT NOT NULL,
                fire_at REAL NOT NULL,
                valid_until REAL,
                title TEXT NOT NULL,
                body TEXT NOT NULL,
                route TEXT NOT NULL,
                actions TEXT NOT NULL DEFAULT '',
                template_id TEXT,
                day TEXT,
                scheduled_with TEXT,
                updated_at REAL NOT NULL
            );
            CREATE INDEX outbox_fire_at ON outbox(fire_at);
            CREATE TABLE delivery_log (
                seq INTEGER PRIMARY KEY AUTOINCREMENT,
                notification_id TEXT NOT NULL,
                kind TEXT NOT NULL,
                at REAL NOT NULL,
                channel TEXT NOT NULL,
                outcome TEXT NOT NULL,
                detail TEXT NOT NULL DEFAULT ''
            );
            CREATE INDEX delivery_log_at ON delivery_log(at);
            """)
}
