import Foundation
import Testing
@testable import SpotterDelivery

/// Against a real dunst on a private bus: what it received, and buttons pressed through its menu.
@Suite("Desktop notifications through a real dunst", .serialized)
final class DunstServerTests {
    let peers: NotificationPeers

    init() throws { peers = try NotificationPeers.start() }
    deinit { peers.stop() }

    @Test("the server identifies itself and offers actions")
    func information() throws {
        let server = try FreedesktopNotificationServer(environment: peers.environment)
        let info = try server.information()
        #expect(info.name == "dunst")
        #expect(info.supportsActions)
        #expect(!server.connection.uniqueName.isEmpty)
    }

    @Test("a critical notification arrives with its category, and a pressed button comes back to the sender")
    func actionComesBack() throws {
        let server = try FreedesktopNotificationServer(environment: peers.environment)
        var n = DesktopNotification(summary: "Rest over", body: "Bench press · set 2 of 5")
        n.urgency = .critical
        n.category = "x-spotter.rest"
        n.actions = [.init(key: "plus30", label: "+30s"), .init(key: "next-set", label: "Next set")]
        let id = try server.notify(n)
        let got = peers.waitForReceived(count: 1)
        #expect(got == [ReceivedNotification(
            id: id, app: "Spotter", urgency: "CRITICAL", category: "x-spotter.rest", summary: "Rest over",
            body: "Bench press · set 2 of 5")])
        try peers.press("Next set")
        #expect(try server.waitForEvent(id: id, timeout: 5) == .actionInvoked(key: "next-set"))
        #expect(Set(peers.offeredActions()) == ["#+30s (Rest over) [\(id),plus30]", "#Next set (Rest over) [\(id),next-set]"])
    }

    @Test("replacing keeps the id, and closing reports reason 3")
    func replaceAndClose() throws {
        let server = try FreedesktopNotificationServer(environment: peers.environment)
        var n = DesktopNotification(summary: "Workout in progress", body: "12:00")
        n.urgency = .low
        let id = try server.notify(n)
        n.replacesId = id
        n.body = "12:15"
        #expect(try server.notify(n) == id)
        #expect(peers.waitForReceived(count: 2).map(\.body) == ["12:00", "12:15"])
        try server.close(id: id)
        #expect(try server.waitForEvent(id: id, timeout: 5) == .closed(reason: 3))
    }

    @Test("no event within the timeout is nil, not a hang")
    func timeout() throws {
        let server = try FreedesktopNotificationServer(environment: peers.environment)
        let id = try server.notify(DesktopNotification(summary: "x", body: "y"))
        #expect(try server.waitForEvent(id: id, timeout: 0.2) == nil)
    }
}
