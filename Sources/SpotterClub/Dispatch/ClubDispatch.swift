import FoundationEssentials
import Glibc
import SpotterCore
import SpotterDelivery
import SpotterStore
import SpotterSystem
import Synchronization

/// One club pass: every athlete decided by the same pure `DailyPass` and sent through the same
/// claimed send as `spotter dispatch`, by `DispatchFleet` behind the PostgreSQL ledger.
///
/// ```swift
/// let summary = try ClubDispatch(dsn: dsn, now: now, workers: 4, mail: { MaildirTransport(path: dir) }).run()
/// summary.sent   // messages delivered by this pass
/// ```
/// Any number of passes, on any number of hosts, may run at once: each claim is one statement on
/// the shared unique key, so each athlete's occasion goes out once per channel. Each worker has
/// its own thread, connection and HTTP client, and takes the next page of `batch` athletes
/// (`AthletePages`) until none is left; it claims a page's sends in one statement, then sends
/// them and settles each push as it goes and the Maildir's mails once a page (`SettledEachSend`),
/// so a killed pass repeats at most one push per worker and no mail into a Maildir. Only the
/// pages in the workers' hands are in memory, never the whole club.
public struct ClubDispatch {
    public var dsn: String
    public var now: Date
    public var workers: Int
    public var lease: TimeInterval
    /// Athletes per page a worker takes (`AthletePages`), and so per claim statement.
    public var batch: Int
    /// Mail for every athlete goes through one club-wide transport (sendmail command or Maildir); nil sends no mail.
    public var mail: @Sendable () -> MailTransport?
    public var log: @Sendable (String) -> Void
    /// The club's From address, for athletes who set no `mail-from` of their own (nil: the default).
    public var mailFrom: String?
    /// Where each athlete's zone comes from by name.
    public var zones: Zone.Lookup
    /// Asked between sends: true stops the pass, which hands back what it claimed and has not sent.
    public var shouldStop: @Sendable () -> Bool = { false }
    /// How long one push may take (connecting, or waiting for the answer).
    public var pushTimeout: TimeInterval = 15

    public init(
        dsn: String, now: Date, workers: Int = 1, lease: TimeInterval = 120, batch: Int = 200,
        mail: @escaping @Sendable () -> MailTransport?,
        log: @escaping @Sendable (String) -> Void = { _ in }, zones: @escaping Zone.Lookup = SystemZones.shared.lookup
    ) {
        self.dsn = dsn
        self.now = now
        self.workers = max(1, workers)
        self.lease = lease
        self.batch = max(1, batch)
        self.mail = mail
        self.log = log
        self.zones = zones
    }

    public func run() throws -> FleetSummary {
        // Opened first so a missing schema or a refused connection is one clear error, not one a worker.
        _ = try ClubDatabase.open(dsn: dsn)
        let host = ProcessInfo.processInfo.hostName
        let results = Mutex<[Result<FleetSummary, Error>]>([])
        let dsn = dsn
        let now = now
        let zones = zones
        let mailFrom = mailFrom
        let lease = lease
        let mail = mail
        let log = log
        let batch = batch
        let shouldStop = shouldStop
        let pushTimeout = pushTimeout
        // Each worker takes a page of `batch` athletes at a time: only the pages in hand are in memory.
        let pages = AthletePages(size: batch)
        WorkerThreads.run(workers) { w in
            let result = Result<FleetSummary, Error> {
                let worker = try ClubDatabase.open(dsn: dsn)
                // Each message's settle is its own commit: waiting for its WAL flush would cost a
                // disk sync per message. A server crash may then lose the last few settles (those
                // messages go again); a killed pass or a lost connection loses none it sent.
                try worker.connection.execute("SET synchronous_commit = off")
                var transport = mail()
                // Its mails settle once a batch (`SettledEachSend`): new/ is synced once a batch too.
                if var maildir = transport as? MaildirTransport {
                    maildir.syncsEachMessage = false
                    transport = maildir
                }
                // One kept-alive HTTP connection per ntfy server for this worker's pushes.
                let http = HTTPClient(timeout: pushTimeout)
                let notes = EndpointNotes()
                let passId = "\(host)-\(getpid())-\(w)"
                var endpoints: [String: [ClubEndpoint]] = [:]
                var fleet = DispatchFleet(
                    ledger: worker.claimsLedger, mail: { _ in transport },
                    pushChannels: { user in
                        (endpoints[user.id] ?? []).compactMap { e in
                            guard let url = try? NtfyAddress.validate(e.address) else { return nil }
                            var ntfy = NtfyChannel(url: url, timeout: pushTimeout)
                            ntfy.client = http
                            return (e.channel, NotedPush(inner: ntfy, endpoint: e.id, notes: notes))
                        }
                    },
                    passId: passId, lease: lease, log: log)
                fleet.retryingConfiguration = true
                fleet.shouldStop = shouldStop
                var each = SettledEachSend(
                    ledger: worker.claimsLedger, owner: passId, lease: lease, shouldStop: shouldStop,
                    afterBatch: { try notes.write(to: worker) })
                each.onceMail = transport
                fleet.sendBatch = { sends, now in try each.run(sends, now: now) }
                var planTexts: [String: String] = [:]
                var plans: [String: PhasedPlan] = [:]
                var summary = FleetSummary()
                while !shouldStop(), let page = try pages.next(on: worker, plans: &planTexts) {
                    let decided = try Self.asDecided(
                        page, club: worker, now: now, zones: zones, mailFrom: mailFrom, plans: &plans)
                    endpoints = decided.endpoints
                    Self.add(try fleet.run(decided.users, batch: batch), to: &summary)
                }
                return summary
            }
            results.withLock { $0.append(result) }
        }
        var total = FleetSummary()
        for result in results.withLock({ $0 }) { Self.add(try result.get(), to: &total) }
        total.failures = Array(total.failures.prefix(FleetSummary.keptFailures))
        return total
    }

    private static func add(_ s: FleetSummary, to total: inout FleetSummary) {
        total.users += s.users
        total.sent += s.sent
        total.alreadyClaimed += s.alreadyClaimed
        total.failed += s.failed
        total.handedBack += s.handedBack
        total.broken += s.broken
        total.failures += s.failures
    }

    /// One page of athletes as the decision sees them at `now`, with their active endpoints.
    static func asDecided(
        _ page: [Athlete], club: ClubDatabase, now: Date, zones: Zone.Lookup, mailFrom: String?,
        plans: inout [String: PhasedPlan]
    ) throws -> (users: [FleetUser], endpoints: [String: [ClubEndpoint]]) {
        let ids = page.map(\.id)
        let utcDay = ZonedCalendar(timeZone: .utc).day(of: now)
        // Local days lie within a day of the UTC day; the week in review reads the week before.
        let trained = try club.trainedDays(of: ids, from: utcDay.adding(days: -9), through: utcDay.adding(days: 1))
        let users = page.map { a in
            FleetUser(
                id: a.id,
                input: a.passInput(
                    now: now, trainedDays: trained[a.id] ?? [:], planCache: &plans, zones: zones, clubMailFrom: mailFrom
                ))
        }
        return (users, try club.activeEndpoints(of: ids))
    }

    /// Every athlete as the decision sees them at `now`, and their active endpoints, all at once
    /// (the benchmark's SQLite ledger; the pass itself goes a page at a time).
    public static func athletesAsDecided(
        _ club: ClubDatabase, now: Date, zones: Zone.Lookup, mailFrom: String? = nil
    ) throws -> (users: [FleetUser], endpoints: [String: [ClubEndpoint]]) {
        var plans: [String: PhasedPlan] = [:]
        return try asDecided(try club.athletes(), club: club, now: now, zones: zones, mailFrom: mailFrom, plans: &plans)
    }
}
