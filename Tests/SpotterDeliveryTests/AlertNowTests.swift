import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterDelivery

@Suite("Showing an alert now, when it is also scheduled")
struct AlertNowTests {
    let db: SpotterDatabase
    let delivery: DeliveryService
    let t = Date(timeIntervalSince1970: 1_780_000_000)

    init() throws {
        let home = NSTemporaryDirectory() + "spotter-alertnow-\(UUID())"
        let env = ["SPOTTER_HOME": home, "SPOTTER_SCHEDULER": "agent", "PATH": "/usr/bin:/bin"]
        let paths = SpotterPaths(environment: env)!
        db = try SpotterDatabase.open(path: paths.databaseFile, seedDemo: false)
        // `true` stands in for `spotter fire`: these tests look only at the outbox.
        delivery = DeliveryService(db: db, paths: paths, environment: env, zone: .utc, executable: "/bin/true")
    }

    var alert: PlannedNotification {
        PlannedNotification(id: "rest-alert:w1", kind: .restAlert, fireAt: t, title: "Rest over", body: "")
    }

    @Test("one the agent already delivered is not put back, so it cannot arrive twice")
    func alreadyClaimed() throws {
        try delivery.schedule(alert, group: .live)
        _ = try db.claimOutbox(id: alert.id, fireAt: t, now: t)  // the agent's `spotter fire` got there first
        try delivery.alertNow(alert)
        #expect(try db.outbox().isEmpty)
    }

    @Test("one still scheduled stays a single outbox row for whichever deliverer claims it first")
    func stillScheduled() throws {
        try delivery.schedule(alert, group: .live)
        try delivery.alertNow(alert)
        #expect(try db.outbox().map(\.id) == [alert.id])
    }

    @Test("one never scheduled is put in the outbox to be delivered")
    func neverScheduled() throws {
        try delivery.alertNow(alert)
        #expect(try db.outbox().map(\.id) == [alert.id])
    }
}
