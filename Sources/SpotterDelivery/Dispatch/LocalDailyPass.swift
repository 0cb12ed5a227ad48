import FoundationEssentials
import SpotterCore
import SpotterStore

/// What a planned run of the daily pass did (`spotter fire daily-pass:…`).
public enum PlannedPassOutcome: Sendable {
    /// Cancelled, moved, or already run by another process: nothing was done.
    case notPlanned
    /// Its report window had closed (the machine slept through it): logged as dropped, nothing sent.
    case stale(windowClosedAt: Date)
    /// One pass ran; `report.decision.broken` says when the user's record could not be decided on.
    case ran(DispatchReport)
}

/// The daily pass for this machine's user: what `spotter dispatch` runs, and `spotter fire` for a
/// planned run of it. The process around it (signals, output, the Open clicks) stays in the
/// executable; everything it decides, sends and logs is here.
///
/// ```swift
/// let pass = LocalDailyPass(database: db, zone: berlin, pushChannel: { endpoint, prefs, installation in
///     endpoint.kind == .ntfy ? NtfyChannel(url: …) : nil
/// })
/// let report = try pass.run(now: now, lease: 120)                          // spotter dispatch
/// let outcome = try pass.runPlanned(id: "daily-pass:2026-12-01T07:00", plannedFor: at, now: now,
///                                   replan: { try delivery.replanPassWakeups(prefs: $0) })   // spotter fire
/// ```
/// A planned run is claimed first (only one process runs it), runs one pass unless its window has
/// closed, logs what it did, and plans the runs after it, so the chain of runs carries on even if
/// Spotter is not started for weeks.
public struct LocalDailyPass {
    public var database: SpotterDatabase
    public var zone: Zone
    /// The channel that serves an endpoint, given the preferences and this installation's id;
    /// nil leaves the endpoint out of this pass.
    public var pushChannel: (Endpoint, NotificationPreferences, _ installationId: String) -> PushChannel?
    /// Polled before each send: a pass asked to stop sends nothing more and hands its claim back.
    public var shouldStop: @Sendable () -> Bool
    /// Where a warning goes (a forecast that cannot be read): a line for standard error.
    public var warn: (String) -> Void

    public init(
        database: SpotterDatabase, zone: Zone,
        pushChannel: @escaping (Endpoint, NotificationPreferences, _ installationId: String) -> PushChannel?,
        shouldStop: @escaping @Sendable () -> Bool = { false }, warn: @escaping (String) -> Void = { _ in }
    ) {
        self.database = database
        self.zone = zone
        self.pushChannel = pushChannel
        self.shouldStop = shouldStop
        self.warn = warn
    }

    /// One pass as at `now`.
    public func run(now: Date, lease: TimeInterval) throws -> DispatchReport {
        let db = database
        let prefs = try db.preferences()
        if !prefs.workoutReminders { try db.retireAllEndpoints() }
        let forecast = ForecastSource.load(prefs, report: warn)
        let installation = try db.installationId()
        let input = try DispatchInputLoader.load(db, now: now, zone: zone, forecast: forecast)
        let mail: MailTransport? =
            prefs.mailTo == nil
            ? nil
            : prefs.maildir.map { MaildirTransport(path: $0) as MailTransport }
                ?? SendmailTransport(
                    arguments: MailSettingsText.arguments(prefs.sendmailCommand), shouldStop: shouldStop)
        let pass = DispatchPass(
            database: db, ledger: db.claimsLedger, mail: mail,
            pushChannel: { pushChannel($0, prefs, installation) },
            lease: lease, shouldStop: shouldStop)
        return try pass.run(input)
    }

    /// A planned run `id` (`daily-pass:DATE'T'HH:MM`) as at `now`: claim it, run one pass unless
    /// its window has closed, log what it did, then `replan` the runs after it.
    public func runPlanned(
        id: String, plannedFor at: Date?, now: Date, lease: TimeInterval = 120,
        replan: (NotificationPreferences) throws -> Void
    ) throws -> PlannedPassOutcome {
        let db = database
        func log(_ outcome: String, _ detail: String) throws {
            try db.logDelivery(
                DeliveryRecord(
                    notificationId: id, kind: "daily-pass", at: now, channel: "scheduler", outcome: outcome,
                    detail: detail))
        }
        guard let wakeup = try db.claimPassWakeup(id: id, fireAt: at, now: now) else { return .notPlanned }
        let outcome: PlannedPassOutcome
        if now >= wakeup.validUntil {
            try log("dropped", "stale: its report window closed at \(ISOInstant.format(wakeup.validUntil, in: zone))")
            outcome = .stale(windowClosedAt: wakeup.validUntil)
        } else {
            let report = try run(now: now, lease: lease)
            let sent = report.records.filter(\.outcome.isDelivered).count
            if let broken = report.decision.broken {
                try log("failed", "pass skipped: \(broken)")
            } else {
                let problems = report.records.filter(\.outcome.isProblem)
                    .map { "\($0.occasion) \($0.channel) \($0.outcome.name): \($0.detail)" }
                try log(
                    "pass", (["\(report.decision.notices.count) due, \(sent) sent"] + problems).joined(separator: "; "))
            }
            outcome = .ran(report)
        }
        try replan(try db.preferences())
        return outcome
    }
}
