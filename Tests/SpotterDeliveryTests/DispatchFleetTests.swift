import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterDelivery
@testable import SpotterStore

/// Records what it was handed, and answers with a chosen outcome.
final class RecordingChannel: MailTransport, PushChannel, @unchecked Sendable {
    var subjects: [String] = []
    var outcome: SendOutcome = .delivered("recorded")
    func send(_ message: MailMessage) -> SendOutcome {
        subjects.append(message.subject)
        return outcome
    }
    func push(_ message: PushMessage) -> SendOutcome {
        subjects.append(message.title)
        return outcome
    }
}

@Suite("The pass for many athletes")
struct DispatchFleetTests {
    static let plan = try! PlanFile.parse("plan: p\nstart: 2026-11-30\nphase: A\nweek:\ntue: easy 5\n", file: "p")

    func user(_ id: String, _ zone: String, _ now: String) -> FleetUser {
        var prefs = NotificationPreferences()
        prefs.mailTo = "\(id)@example.org"
        let instant = ISOInstant.parse(now)!
        return FleetUser(
            id: id,
            input: Zone.system(zone).map { DailyPassInput(now: instant, zone: $0, prefs: prefs, plan: Self.plan) }
                ?? .unknownZone(zone, now: instant))
    }

    @Test("a broken record is logged and skipped, the others are sent once, each on its local day")
    func broken() throws {
        let (db, _) = try temporaryDatabase()
        let mail = RecordingChannel()
        var logged: [String] = []
        let users = [
            user("bogota", "America/Bogota", "2026-12-01T12:30:00Z"),
            user("mars", "Mars/Olympus", "2026-12-01T12:30:00Z"),
            user("auckland", "Pacific/Auckland", "2026-11-30T18:30:00Z"),
        ]
        let fleet = DispatchFleet(
            ledger: db.claimsLedger, mail: { _ in mail }, push: { _ in nil }, log: { logged.append($0) })
        let first = try fleet.run(users)
        #expect(first.sent == 2)
        #expect(first.broken.map(\.userId) == ["mars"])
        #expect(logged == ["user mars: skipped: unknown time zone \"Mars/Olympus\""])
        #expect(
            try db.claims().map(\.key) == [
                "auckland/mail/todays-workout:2026-12-01", "bogota/mail/todays-workout:2026-12-01",
            ])
        let second = try fleet.run(users)
        #expect(second.sent == 0)
        #expect(second.alreadyClaimed == 2)
        #expect(mail.subjects.count == 2)
    }
}

func temporaryDatabase() throws -> (SpotterDatabase, String) {
    let dir = try DispatchPeers.temporaryDirectory("fleet")
    return (try SpotterDatabase.open(path: dir + "/spotter.sqlite", seedDemo: false), dir)
}
