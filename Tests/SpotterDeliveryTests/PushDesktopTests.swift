import Foundation
import Testing

@testable import SpotterCore
@testable import SpotterDelivery
@testable import SpotterStore

/// Records every notification instead of speaking D-Bus.
final class RecordingServer: NotificationServer {
    var sent: [DesktopNotification] = []
    var failure: Error?
    func information() throws -> NotificationServerInfo { throw DBusError.timeout("not used") }
    func notify(_ notification: DesktopNotification) throws -> UInt32 {
        if let failure { throw failure }
        sent.append(notification)
        return UInt32(sent.count)
    }
    func close(id: UInt32) throws {}
    func waitForEvent(id: UInt32, timeout: Double?) throws -> NotificationEvent? { nil }
}

@Suite("Push: this machine's desktop")
struct PushDesktopTests {
    let message = PushMessage(
        kind: .weekInReview, title: "Your week in review: 2026-W53", body: "3 sessions, 15 km.",
        route: .week(ISOWeek(year: 2026, week: 53)))

    @Test("a report goes to the notification server as a report, with an Open action")
    func shown() {
        let server = RecordingServer()
        #expect(DesktopPushChannel(server: { server }).push(message) == .delivered("desktop id 1"))
        #expect(server.sent.first?.summary == "Your week in review: 2026-W53")
        #expect(server.sent.first?.category == "x-spotter.report")
        #expect(server.sent.first?.urgency == .normal)
        #expect(server.sent.first?.actions == [.init(key: "default", label: "Open")])
    }

    @Test("no bus or no server is transient; another error from the server is permanent")
    func failures() {
        let server = RecordingServer()
        server.failure = DBusError.noSessionBus("no DBUS_SESSION_BUS_ADDRESS")
        #expect(DesktopPushChannel(server: { server }).push(message).name == "transient")
        server.failure = DBusError.remote(name: "org.freedesktop.DBus.Error.ServiceUnknown", message: "")
        #expect(DesktopPushChannel(server: { server }).push(message).name == "transient")
        server.failure = DBusError.remote(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "bad")
        #expect(DesktopPushChannel(server: { server }).push(message).name == "permanent")
    }

    @Test("every start refreshes the same desktop record, and never re-enables one the user removed")
    func refresh() throws {
        let (db, _) = try temporaryDatabase()
        let t0 = Date(timeIntervalSince1970: 1_796_100_000)
        let first = try db.refreshDesktopEndpoint(now: t0)
        let again = try db.refreshDesktopEndpoint(now: t0.addingTimeInterval(60))
        #expect(first.id == again.id)
        #expect(again.refreshedAt == t0.addingTimeInterval(60))
        try db.retireEndpoint(id: first.id)
        #expect(try db.refreshDesktopEndpoint(now: t0.addingTimeInterval(120)).state == .retired)
        #expect(
            try db.registerDesktopEndpoint(now: t0.addingTimeInterval(180)).state == .active, "adding it again does")
        #expect(try db.endpoints().count == 1)
    }
}
