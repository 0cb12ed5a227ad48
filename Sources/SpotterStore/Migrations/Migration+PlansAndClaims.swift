extension Migration {
    /// Version 4: phased plans, overlays, endpoints and the claims ledger (owned by the daily-pass work).
    static let plansAndClaims = Migration(version: 4, summary: "plans and claims", sql: "")
}
