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
/// its own thread, connection and HTTP client, and takes every N-th athlete; it claims the sends
/// of `batch` athletes in one statement, then sends and settles them one by one
/// (`SettledEachSend`), so a killed pass repeats at most one message per worker.
public struct ClubDispatch {
    public var dsn: String
    public var now: Date
    public var workers: Int
    public var lease: TimeInterval
    /// Athletes per claim statement (and per settle statement): see `ClaimedSend.runAll`.
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
        let (users, endpoints) = try Self.athletesAsDecided(
            try ClubDatabase.open(dsn: dsn), now: now, zones: zones, mailFrom: mailFrom)
        let host = ProcessInfo.processInfo.hostName
        let results = Mutex<[Result<FleetSummary, Error>]>([])
        let dsn = dsn
        let lease = lease
        let mail = mail
        let log = log
        let workers = workers
        let batch = batch
        let shouldStop = shouldStop
        let pushTimeout = pushTimeout
        let slices = (0..<workers).map { w in stride(from: w, to: users.count, by: workers).map { users[$0] } }
        WorkerThreads.run(workers) { w in
            let result = Result<FleetSummary, Error> {
                let worker = try ClubDatabase.open(dsn: dsn)
                // Each message's settle is its own commit: waiting for its WAL flush would cost a
                // disk sync per message. A server crash may then lose the last few settles (those
                // messages go again); a killed pass or a lost connection loses none it sent.
                try worker.connection.execute("SET synchronous_commit = off")
                let transport = mail()
                // One kept-alive HTTP connection per ntfy server for this worker's pushes.
                let http = HTTPClient(timeout: pushTimeout)
                let notes = EndpointNotes()
                let passId = "\(host)-\(getpid())-\(w)"
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
                let each = SettledEachSend(
                    ledger: worker.claimsLedger, owner: passId, lease: lease, shouldStop: shouldStop,
                    afterBatch: { try notes.write(to: worker) })
                fleet.sendBatch = { sends, now in try each.run(sends, now: now) }
                return try fleet.run(slices[w], batch: batch)
            }
            results.withLock { $0.append(result) }
        }
        var total = FleetSummary()
        for result in results.withLock({ $0 }) {
            let s = try result.get()
            total.users += s.users
            total.sent += s.sent
            total.alreadyClaimed += s.alreadyClaimed
            total.failed += s.failed
            total.handedBack += s.handedBack
            total.broken += s.broken
            total.failures += s.failures
        }
        total.failures = Array(total.failures.prefix(FleetSummary.keptFailures))
        return total
    }

    /// Every athlete as the decision sees them at `now`, and their active endpoints.
    public static func athletesAsDecided(
        _ club: ClubDatabase, now: Date, zones: Zone.Lookup, mailFrom: String? = nil
    ) throws -> (
        users: [FleetUser], endpoints: [String: [ClubEndpoint]]
    ) {
        let utcDay = ZonedCalendar(timeZone: .utc).day(of: now)
        // Local days lie within a day of the UTC day; the week in review reads the week before.
        let trained = try club.trainedDays(from: utcDay.adding(days: -9), through: utcDay.adding(days: 1))
        var plans: [String: PhasedPlan] = [:]
        let users = try club.athletes().map { a in
            FleetUser(
                id: a.id,
                input: a.passInput(
                    now: now, trainedDays: trained[a.id] ?? [:], planCache: &plans, zones: zones, clubMailFrom: mailFrom
                ))
        }
        let endpoints = Dictionary(grouping: try club.endpoints().filter { $0.state == "active" }, by: \.athlete)
        return (users, endpoints)
    }
}
