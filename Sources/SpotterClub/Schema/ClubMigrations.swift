/// The club schema, one append-only step at a time; `club_schema` holds the version applied.
///
/// A released step is never edited; a change is a new step at the end.
public enum ClubMigrations {
    public struct Step: Sendable {
        public let version: Int
        public let summary: String
        public let sql: [String]
    }

    public static let all: [Step] = [
        Step(
            version: 1, summary: "athletes, endpoints, trained days, claims",
            sql: [
                """
                CREATE TABLE athletes (
                    id text PRIMARY KEY,
                    email text NOT NULL,
                    zone text NOT NULL,
                    plan text,
                    preferences text NOT NULL DEFAULT '',
                    added_at timestamptz NOT NULL DEFAULT now())
                """,
                """
                CREATE TABLE endpoints (
                    id bigserial PRIMARY KEY,
                    athlete text NOT NULL REFERENCES athletes(id) ON DELETE CASCADE,
                    kind text NOT NULL,
                    address text NOT NULL,
                    state text NOT NULL DEFAULT 'active',
                    last_outcome text,
                    UNIQUE (athlete, kind, address))
                """,
                """
                CREATE TABLE trained_days (
                    athlete text NOT NULL REFERENCES athletes(id) ON DELETE CASCADE,
                    day date NOT NULL,
                    template text NOT NULL DEFAULT '',
                    PRIMARY KEY (athlete, day, template))
                """,
                // No foreign key: the ledger outlives a removed athlete, so re-adding them cannot resend.
                """
                CREATE TABLE claims (
                    athlete text NOT NULL,
                    channel text NOT NULL,
                    kind text NOT NULL,
                    occasion text NOT NULL,
                    owner text NOT NULL,
                    lease_until timestamptz NOT NULL,
                    claimed_at timestamptz NOT NULL DEFAULT now(),
                    attempts integer NOT NULL DEFAULT 1,
                    sent_at timestamptz,
                    result text,
                    outcome text,
                    PRIMARY KEY (athlete, channel, kind, occasion))
                """,
            ]),
        // Settling a batch finds its claims among the pending ones of its owner. Without this index
        // PostgreSQL read the whole table for each batch whenever its statistics said no claim was
        // pending (a new or truncated table): 94 ms per batch of 200 with 20,000 claims, growing with every day kept.
        Step(
            version: 2, summary: "an index of the claims still pending, by owner",
            sql: ["CREATE INDEX claims_pending ON claims (owner) WHERE sent_at IS NULL"]),
        // Each plan once, referred to by its md5: 100,000 athletes on six plans kept 100,000
        // copies, and a pass read them all (440 MB).
        Step(
            version: 3, summary: "plans stored once, athletes refer to them",
            sql: [
                "CREATE TABLE plans (hash text PRIMARY KEY, text text NOT NULL)",
                "INSERT INTO plans(hash, text) SELECT DISTINCT md5(plan), plan FROM athletes WHERE plan IS NOT NULL",
                "ALTER TABLE athletes ADD COLUMN plan_hash text REFERENCES plans(hash)",
                "UPDATE athletes SET plan_hash = md5(plan) WHERE plan IS NOT NULL",
                "ALTER TABLE athletes DROP COLUMN plan",
            ]),
    ]

    public static var latestVersion: Int { all.count }
}
