import Foundation
import SpotterCore
import SpotterStore
import SpotterTestSupport
import Testing

/// `spotter fire daily-pass:…`: what the scheduler runs at a pass wake-up.
@Suite("spotter fire for a run of the daily pass", .serialized)
struct FirePassCommandTests {
    /// A home with an easy run every day and mail into a Maildir; times in UTC.
    func home(maildir: String) throws -> TemporaryHome {
        let home = try TemporaryHome()
        _ = try SpotterDatabase.open(path: home.databaseFile, seedDemo: false)
        let week = "week:\n" + ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map { "\($0): easy 5\n" }.joined()
        let today = ZonedCalendar(timeZone: .utc).day(of: Date())
        var monday = today
        while monday.weekday != .mon { monday = monday.adding(days: -1) }
        let plan = "plan: Daily\nstart: \(monday.iso)\npace: 5:00\nphase: Base\n" + week + week
        try #require(try home.run(["plan", "new", "--file", "-"], stdin: plan).status == 0)
        try #require(try home.run(["config", "set", "mail-to", "ana@example.org"]).status == 0)
        try #require(try home.run(["config", "set", "maildir", maildir]).status == 0)
        return home
    }

    @Test("a due wake-up runs one pass that mails today's workout; firing it again does nothing")
    func runsOnce() throws {
        let dir = try DispatchPeers.temporaryDirectory("firepass")
        let home = try self.home(maildir: dir + "/Mail")
        let db = try SpotterDatabase.open(path: home.databaseFile)
        var prefs = try db.preferences()
        prefs.quietHours = nil
        let cal = ZonedCalendar(timeZone: .utc)
        let opened = Date().addingTimeInterval(-60)
        prefs.todaysWorkoutAt = cal.time(of: opened)
        try db.savePreferences(prefs)
        let wakeup = try #require(PassWakeups.plan(prefs: prefs, zone: .utc, now: Date()).first)
        try db.replacePassWakeups(with: [wakeup], now: Date())
        let epoch = String(Int(wakeup.at.timeIntervalSince1970))
        let first = try home.run(["fire", wakeup.id, "--at", epoch])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("  mail  delivered"), "\(first.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/Mail/new").count == 1)
        #expect(try db.recentDeliveries().first { $0.notificationId == wakeup.id }?.outcome == "pass")
        // It planned the runs after it (the chain carries on without a re-plan), and not itself again.
        let pending = try db.pendingPassWakeups()
        #expect(pending.count >= 27 && !pending.contains { $0.id == wakeup.id })
        let second = try home.run(["fire", wakeup.id, "--at", epoch])
        #expect(second.stdout.contains("not planned"), "\(second.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/Mail/new").count == 1)
    }

    @Test("a wake-up that fires after its window closed is dropped and logged, and sends nothing")
    func stale() throws {
        let dir = try DispatchPeers.temporaryDirectory("firepass-stale")
        let home = try self.home(maildir: dir + "/Mail")
        let db = try SpotterDatabase.open(path: home.databaseFile)
        let now = Date()
        let late = PassWakeup(
            id: "daily-pass:2026-01-05T05:00", at: now.addingTimeInterval(-7 * 3600),
            validUntil: now.addingTimeInterval(-3600))
        try db.replacePassWakeups(with: [late], now: now.addingTimeInterval(-8 * 3600))
        let result = try home.run(["fire", late.id, "--at", String(Int(late.at.timeIntervalSince1970))])
        #expect(result.stdout.contains("dropped: stale"), "\(result.stdout)")
        let logged = try db.recentDeliveries().first { $0.notificationId == late.id }
        #expect(logged?.outcome == "dropped")
        #expect(logged?.detail.hasPrefix("stale: its report window closed at") == true)
        #expect(!FileManager.default.fileExists(atPath: dir + "/Mail/new"))
    }
}
