import FoundationEssentials
import SpotterCore
import SpotterDelivery
import SpotterStore
import SpotterSystem

/// Passes per second over 10,000 simulated athletes, each decided in their own zone at a fixed
/// instant on a plan day, with every claim in the SQLite ledger (durable: one fsync per claim and
/// per settlement). Sends go to an in-memory channel, so the figure is the pass and the ledger.
/// The second round finds every claim taken: what a timer firing every few minutes costs.
/// `SPOTTER_BENCH_USERS` makes a quick run smaller.
func dispatchBenchmark() throws {
    let users = Int(ProcessInfo.processInfo.environment["SPOTTER_BENCH_USERS"] ?? "") ?? 10_000
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-bench-\(UUID().uuidString)").path
    let db = try SpotterDatabase.open(path: dir + "/ledger.sqlite", seedDemo: false)
    let plan = try RacePlanGenerator.generate(
        race: .half, raceDay: LocalDate(iso: "2027-04-25")!, start: LocalDate(iso: "2026-11-30")!,
        days: [.tue, .thu, .sat],
        racePace: 300)
    let zones = ["America/Bogota", "Europe/Berlin", "Pacific/Auckland", "Asia/Kolkata", "America/Los_Angeles", "UTC"]
    let tuesday = LocalDate(iso: "2026-12-01")!
    var fleet: [FleetUser] = []
    for i in 0..<users {
        let name = zones[i % zones.count]
        var prefs = NotificationPreferences()
        prefs.mailTo = "athlete\(i)@example.org"
        let zone = SystemZones.shared.zone(named: name)!
        let now = ZonedCalendar(timeZone: zone).instant(tuesday, BenchInstant.morning)
        fleet.append(
            FleetUser(id: "athlete-\(i)", input: DailyPassInput(now: now, zone: zone, prefs: prefs, plan: plan)))
    }
    struct Sink: MailTransport, PushChannel {
        func send(_ message: MailMessage) -> SendOutcome { .delivered("memory") }
        func push(_ message: PushMessage) -> SendOutcome { .delivered("memory") }
    }
    try BenchInstant.requireWork(fleet.map(\.input))
    let pass = DispatchFleet(ledger: db.claimsLedger, mail: { _ in Sink() }, push: { _ in Sink() })
    for round in ["first pass (claims written, sent)", "second pass (every claim already taken)"] {
        let start = Date()
        let summary = try pass.run(fleet)
        let seconds = Date().timeIntervalSince(start)
        print(
            "\(round): \(users) users in \(FixedPoint.text(seconds, decimals: 2)) s = \(Int(Double(users) / seconds)) passes/s,"
                + " \(summary.sent) messages sent (already claimed \(summary.alreadyClaimed), failed \(summary.failed))"
        )
    }
    let decideStart = Date()
    var notices = 0
    for user in fleet { notices += DailyPass.decide(user.input).notices.count }
    let decideSeconds = Date().timeIntervalSince(decideStart)
    print("decision alone: \(Int(Double(users) / decideSeconds)) users/s (\(notices) notices)")
    try? FileManager.default.removeItem(atPath: dir)
}
