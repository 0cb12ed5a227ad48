import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterDelivery
@testable import SpotterStore

/// The pass's desktop push against a real dunst on a private bus (the delivery tests' peers).
@Suite("The dispatch pass to a real desktop", .serialized)
final class DispatchDesktopTests {
    let peers: NotificationPeers
    init() throws { peers = try NotificationPeers.start() }
    deinit { peers.stop() }

    @Test("today's workout reaches dunst once as a report, beside the mail")
    func desktop() throws {
        let now = ISOInstant.parse("2026-12-01T07:30:00-05:00")!
        let dir = try DispatchPeers.temporaryDirectory("desktop")
        let db = try SpotterDatabase.open(path: dir + "/spotter.sqlite", seedDemo: false)
        try db.savePhasedPlan(
            try PlanFile.parse("plan: p\nstart: 2026-11-30\nphase: A\nweek:\ntue: easy 5\n", file: "p"), now: now)
        var prefs = NotificationPreferences()
        prefs.mailTo = "ana@example.org"
        try db.savePreferences(prefs)
        let desktop = try db.registerDesktopEndpoint(now: now)
        let input = try DispatchInputLoader.load(
            db, now: now, zone: Zone.named("America/Bogota"), forecast: nil)
        func pass(_ id: String) -> DispatchPass {
            DispatchPass(
                database: db, ledger: db.claimsLedger, mail: MaildirTransport(path: dir + "/Mail"),
                pushChannel: { $0.kind == .desktop ? DesktopPushChannel(environment: self.peers.environment) : nil },
                passId: id)
        }
        let first = try pass("a").run(input)
        #expect(first.records.map(\.channel) == ["mail", desktop.channel])
        #expect(first.records.map(\.outcome.name) == ["delivered", "delivered"])
        let got = peers.waitForReceived(count: 1)
        #expect(got.map(\.summary) == ["Today: Easy run, 5 km"])
        #expect(got.map(\.category) == ["x-spotter.report"])
        #expect(got.map(\.urgency) == ["NORMAL"])
        #expect(try pass("b").run(input).records.map(\.outcome.name) == ["already-claimed", "already-claimed"])
        // A push returns once the server has it, and the second pass pushed nothing: no more can come.
        #expect(peers.received().count == 1)
    }
}
