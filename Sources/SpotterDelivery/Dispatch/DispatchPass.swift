import FoundationEssentials
import Glibc
import SpotterCore
import SpotterStore

/// One record of what the pass did on one channel for one occasion.
public struct DispatchRecord: Hashable, Sendable {
    public var occasion: Occasion
    public var channel: String
    /// How the claimed send ended: `.sent(.delivered("HTTP 200"))`, `.alreadyClaimed`, `.stopped`, …;
    /// its `name` (`delivered`, `already-claimed`, `shutdown`, …) is what `--json` prints.
    public var outcome: ClaimedSend.Result
    /// `delivered: HTTP 200`, `claim handed back`, or empty when another pass had claimed it.
    public var detail: String { outcome.detail }
}

/// What a pass decided and did.
public struct DispatchReport: Sendable {
    public var decision: DailyPassDecision
    public var records: [DispatchRecord] = []
}

/// Runs one pass for one user: decide (pure), then for each report and channel claim, send,
/// and settle the claim.
///
/// ```swift
/// let pass = DispatchPass(database: db, ledger: db.claimsLedger, mail: SendmailTransport(arguments: […]),
///                         pushChannel: { endpoint in endpoint.kind == .ntfy ? NtfyChannel(url: …) : nil })
/// let report = try pass.run(input)
/// ```
/// The claim is written before anything is sent, so two passes racing resolve in the ledger and
/// the loser sends nothing. Mail goes first and does not depend on push; each endpoint is its own
/// channel, so a dead one is disabled without touching the others.
public struct DispatchPass {
    public var database: SpotterDatabase
    public var ledger: ClaimsLedger
    public var mail: MailTransport?
    public var pushChannel: (Endpoint) -> PushChannel?
    public var userId: String
    /// This pass's name in the ledger: a claim is handed back only while it still names it.
    public var passId: String
    /// How long a claim protects a send in progress; after it, a pass that died is taken over.
    public var lease: TimeInterval
    /// Polled before each send: a pass asked to stop sends nothing more and hands its claim back.
    public var shouldStop: () -> Bool

    public init(
        database: SpotterDatabase, ledger: ClaimsLedger, mail: MailTransport?,
        pushChannel: @escaping (Endpoint) -> PushChannel?, userId: String = "local",
        passId: String = "pass-\(getpid())-\(UUID().uuidString.prefix(8))", lease: TimeInterval = 120,
        shouldStop: @escaping () -> Bool = { false }
    ) {
        self.database = database
        self.ledger = ledger
        self.mail = mail
        self.pushChannel = pushChannel
        self.userId = userId
        self.passId = passId
        self.lease = lease
        self.shouldStop = shouldStop
    }

    public func run(_ input: DailyPassInput, clock: () -> Date = Date.init) throws -> DispatchReport {
        // Decisions take the pass's instant; claims take the time it is now, measured from that
        // instant, so a lease starts when its claim is taken. A sendmail that takes a minute must not
        // leave the next endpoint's claim expired the moment it is written (a racing pass would take
        // it over and send again).
        let started = clock()
        func current() -> Date { input.now.addingTimeInterval(clock().timeIntervalSince(started)) }
        let decision = DailyPass.decide(input)
        var report = DispatchReport(decision: decision)
        guard decision.broken == nil else { return report }
        let zone = input.zone
        let endpoints = try database.endpoints().filter { $0.state == .active }
        for notice in decision.notices {
            let messages = NoticeMessages(notice, prefs: input.prefs, userId: userId, date: input.now, zone: zone)
            if let message = messages.mail, let mail {
                report.records.append(try deliver(notice, channel: "mail", now: current()) { mail.send(message) })
            }
            for endpoint in endpoints {
                guard let channel = pushChannel(endpoint) else { continue }
                let record = try deliver(notice, channel: endpoint.channel, now: current()) {
                    channel.push(messages.push)
                }
                report.records.append(record)
                try settle(endpoint, record, now: current())
            }
        }
        return report
    }

    /// Claim, send, settle the claim, log: one channel, one occasion.
    private func deliver(_ notice: Notice, channel: String, now: Date, send: () -> SendOutcome) throws -> DispatchRecord
    {
        let key = ClaimKey(userId: userId, channel: channel, occasion: notice.occasion)
        let result = try ClaimedSend.run(
            key, ledger: ledger, owner: passId, now: now, lease: lease, shouldStop: shouldStop, send: send)
        if case .sent = result {
            try database.logDispatch(at: now, key: key, outcome: result.name, detail: result.detail)
        }
        return DispatchRecord(occasion: notice.occasion, channel: channel, outcome: result)
    }

    private func settle(_ endpoint: Endpoint, _ record: DispatchRecord, now: Date) throws {
        switch record.outcome {
        case .alreadyClaimed, .stopped: return
        case .sent(.dead): try database.disableEndpoint(id: endpoint.id, outcome: record.detail, now: now)
        case .sent: try database.noteEndpointOutcome(id: endpoint.id, outcome: record.detail, now: now)
        }
    }
}
