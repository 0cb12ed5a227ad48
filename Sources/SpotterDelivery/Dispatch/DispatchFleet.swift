import FoundationEssentials
import Glibc
import SpotterCore
import SpotterStore

/// One athlete as a many-user pass sees them: an id, what the decision needs, where push goes.
public struct FleetUser: Sendable {
    public var id: String
    public var input: DailyPassInput
    public init(id: String, input: DailyPassInput) {
        self.id = id
        self.input = input
    }
}

/// What a many-user pass did.
public struct FleetSummary: Sendable {
    public var users = 0
    public var sent = 0
    public var alreadyClaimed = 0
    public var failed = 0
    /// Claims handed back unsent because the pass was asked to stop (`DispatchFleet.shouldStop`).
    public var handedBack = 0
    /// Users skipped because their record is broken, with the reason; the rest carried on.
    public var broken: [(userId: String, reason: String)] = []
    /// The first failed sends (at most `FleetSummary.keptFailures`), with why; `failed` counts them all.
    public var failures: [(userId: String, channel: String, reason: String)] = []
    public static let keptFailures = 5

    public init() {}
}

/// The pass for many athletes at once: the same pure decision and the same claimed send per
/// user and channel, against one ledger (SQLite here; a shared database later, through the
/// `ClaimsLedger` seam).
///
/// ```swift
/// let summary = try DispatchFleet(ledger: db.claimsLedger, mail: { _ in MaildirTransport(path: dir) }, push: { _ in nil })
///     .run(users)
/// summary.broken  // [("u7", "unknown time zone \"Mars/Olympus\"")]
/// ```
/// A broken record (an unknown time zone) is logged and skipped; the other users go on.
public struct DispatchFleet {
    public var ledger: ClaimsLedger
    public var mail: (FleetUser) -> MailTransport?
    /// Every push channel of a user with its ledger channel name (`push:<endpoint id>`), each claimed on its own.
    public var pushChannels: (FleetUser) -> [(channel: String, push: PushChannel)]
    public var passId: String
    public var lease: TimeInterval
    public var log: (String) -> Void
    /// Hand back a claim whose send failed for its configuration, for a later pass (see `ClaimedSend.settlement`).
    public var retryingConfiguration = false
    /// Claims, sends and settles one batch in place of `ClaimedSend.runAll` (the club's pass
    /// settles each message as it is sent); nil uses `runAll`.
    public var sendBatch:
        ((_ sends: [(key: ClaimKey, send: () -> SendOutcome)], _ now: Date) throws -> [ClaimedSend.Result])?
    /// Asked before each user: true ends the pass there (what was claimed and not sent is handed back by `sendBatch`).
    public var shouldStop: () -> Bool = { false }

    public init(
        ledger: ClaimsLedger, mail: @escaping (FleetUser) -> MailTransport?,
        push: @escaping (FleetUser) -> PushChannel?,
        passId: String = "fleet-\(getpid())", lease: TimeInterval = 120, log: @escaping (String) -> Void = { _ in }
    ) {
        self.ledger = ledger
        self.mail = mail
        self.pushChannels = { user in push(user).map { [("push", $0)] } ?? [] }
        self.passId = passId
        self.lease = lease
        self.log = log
    }

    /// A fleet whose users may have several push endpoints, one ledger channel each.
    public init(
        ledger: ClaimsLedger, mail: @escaping (FleetUser) -> MailTransport?,
        pushChannels: @escaping (FleetUser) -> [(channel: String, push: PushChannel)], passId: String,
        lease: TimeInterval,
        log: @escaping (String) -> Void = { _ in }
    ) {
        self.init(ledger: ledger, mail: mail, push: { _ in nil }, passId: passId, lease: lease, log: log)
        self.pushChannels = pushChannels
    }

    /// One pass over `users`. With `batch` above 1, the sends of that many users are claimed in
    /// one `claimAll` and settled in one `settleAll` (users deciding as at different instants are
    /// batched apart, since a lease runs from the instant).
    public func run(_ users: [FleetUser], batch: Int = 1) throws -> FleetSummary {
        var summary = FleetSummary()
        var pending: [(key: ClaimKey, send: () -> SendOutcome)] = []
        var pendingNow: Date?
        var pendingUsers = 0
        func flush() throws {
            guard let now = pendingNow else { return }
            let results =
                try sendBatch?(pending, now)
                ?? ClaimedSend.runAll(
                    pending, ledger: ledger, owner: passId, now: now, lease: lease,
                    retryingConfiguration: retryingConfiguration)
            for (result, send) in zip(results, pending) {
                switch result {
                case .sent(.delivered): summary.sent += 1
                case .alreadyClaimed: summary.alreadyClaimed += 1
                case .stopped: summary.handedBack += 1
                default:
                    summary.failed += 1
                    if summary.failures.count < FleetSummary.keptFailures {
                        summary.failures.append((send.key.userId, send.key.channel, result.detail))
                    }
                }
            }
            pending = []
            pendingNow = nil
            pendingUsers = 0
        }
        for user in users {
            if shouldStop() { break }
            summary.users += 1
            let decision = DailyPass.decide(user.input)
            if let broken = decision.broken {
                log("user \(user.id): skipped: \(broken)")
                summary.broken.append((user.id, broken))
                continue
            }
            if pendingNow != nil && (pendingNow != user.input.now || pendingUsers >= max(1, batch)) { try flush() }
            pendingNow = user.input.now
            pendingUsers += 1
            let zone = user.input.zone
            for notice in decision.notices {
                let messages = NoticeMessages(
                    notice, prefs: user.input.prefs, userId: user.id, date: user.input.now, zone: zone)
                if let message = messages.mail, let transport = mail(user) {
                    // Under its key: a Maildir then holds one file per key, however often it is sent.
                    let key = ClaimKey(userId: user.id, channel: "mail", occasion: notice.occasion)
                    pending.append((key, { transport.send(message, once: key) }))
                }
                for (name, channel) in pushChannels(user) {
                    pending.append(
                        (
                            ClaimKey(userId: user.id, channel: name, occasion: notice.occasion),
                            { channel.push(messages.push) }
                        ))
                }
            }
        }
        try flush()
        return summary
    }
}
