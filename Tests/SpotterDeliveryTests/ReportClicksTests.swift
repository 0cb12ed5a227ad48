import Foundation
import Testing

@testable import SpotterCore
@testable import SpotterDelivery

/// A server that answers waits from a script, per notification id, and records closes.
final class ScriptedServer: NotificationServer {
    var sent: [DesktopNotification] = []
    var events: [UInt32: [NotificationEvent]] = [:]
    var closed: [UInt32] = []
    var waits = 0
    func information() throws -> NotificationServerInfo { throw DBusError.timeout("not used") }
    func notify(_ notification: DesktopNotification) throws -> UInt32 {
        sent.append(notification)
        return UInt32(sent.count)
    }
    func close(id: UInt32) throws { closed.append(id) }
    func waitForEvent(id: UInt32, timeout: Double?) throws -> NotificationEvent? {
        waits += 1
        guard var queue = events[id], !queue.isEmpty else {
            usleep(UInt32((timeout ?? 0) * 1_000_000))
            return nil
        }
        let event = queue.removeFirst()
        events[id] = queue
        return event
    }
}

@Suite("Open clicks on desktop reports")
struct ReportClicksTests {
    let week = Route.week(ISOWeek(year: 2026, week: 49))
    let message = PushMessage(
        kind: .weekInReview, title: "Your week in review: 2026-W49", body: "3 sessions.",
        route: .week(ISOWeek(year: 2026, week: 49)))

    @Test("every report of a pass goes out on one connection, and a click on its body or on Open opens its own route")
    func clicksOpenTheirRoutes() {
        let server = ScriptedServer()
        var connects = 0
        let clicks = ReportClicks(connect: {
            connects += 1
            return server
        })
        let channel = DesktopPushChannel(clicks: clicks)
        #expect(channel.push(message) == .delivered("desktop id 1"))
        var today = message
        today.route = .day(LocalDate(iso: "2026-12-01")!)
        #expect(channel.push(today) == .delivered("desktop id 2"))
        #expect(connects == 1)
        server.events = [1: [.actionInvoked(key: "open")], 2: [.actionInvoked(key: "default")]]
        var opened: [Route] = []
        #expect(clicks.wait(upTo: 5) { opened.append($0) } == [week, .day(LocalDate(iso: "2026-12-01")!)])
        #expect(opened == [week, .day(LocalDate(iso: "2026-12-01")!)])
        #expect(server.closed == [1, 2])
        #expect(clicks.pending.isEmpty)
    }

    @Test("a close, an expiry or another key ends the wait for that report without opening anything")
    func closeOrOtherKey() {
        let server = ScriptedServer()
        let clicks = ReportClicks(connect: { server })
        let channel = DesktopPushChannel(clicks: clicks)
        _ = channel.push(message)
        _ = channel.push(message)
        server.events = [1: [.closed(reason: 1)], 2: [.actionInvoked(key: "https://example.org")]]
        let started = Date()
        #expect(clicks.wait(upTo: 30) { _ in Issue.record("nothing should open") }.isEmpty)
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(server.closed.isEmpty)
    }

    @Test("with no answer the wait ends at its bound; SIGTERM's flag ends it sooner")
    func bounded() {
        let server = ScriptedServer()
        let clicks = ReportClicks(connect: { server })
        _ = DesktopPushChannel(clicks: clicks).push(message)
        var started = Date()
        #expect(clicks.wait(upTo: 1.5) { _ in }.isEmpty)
        let took = Date().timeIntervalSince(started)
        // Not before its bound; the upper limit only tells "ended at its bound" from "waited on".
        #expect(took >= 1.4 && took < 25)
        #expect(clicks.pending.count == 1)
        started = Date()
        var asked = 0
        let stop = {
            asked += 1
            return asked > 2
        }
        #expect(clicks.wait(upTo: 60, shouldStop: stop) { _ in }.isEmpty)
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test("nothing shown, or a wait of 0, returns at once without connecting")
    func nothingToWaitFor() {
        var connects = 0
        let clicks = ReportClicks(connect: {
            connects += 1
            return ScriptedServer()
        })
        #expect(clicks.wait(upTo: 600) { _ in }.isEmpty)
        #expect(connects == 0)
    }
}
