import Foundation
import SpotterCore
import SpotterStore
import SpotterTestSupport
import Testing

/// `spotter agent run` sits resident all day: while nothing is due it must sleep, woken by
/// nothing but a change to the outbox (issue 15: zero wake-ups while nothing is due).
@Suite("spotter agent run: asleep while nothing is due")
struct AgentIdleTests {
    @Test("with the next notification an hour away it waits until then; only a change to the outbox wakes it")
    func sleepsUntilSomethingIsDue() throws {
        let home = try TemporaryHome()
        let db = try SpotterDatabase.open(path: home.databaseFile)
        let inAnHour = Date().addingTimeInterval(3600)
        try db.replaceOutbox(
            .plan,
            with: [PlannedNotification(id: "far", kind: .weekInReview, fireAt: inAnHour, title: "far", body: "")],
            now: Date())
        let agent = try FollowingSpotter(
            home, ["agent", "run"], environment: ["SPOTTER_SCHEDULER": "agent", "SPOTTER_TRACE_WAITS": "1"])
        defer { agent.stop() }
        #expect(DispatchPeers.waitUntil(30) { (try? home.run(["agent", "status"]).status) == 0 })
        #expect(try home.run(["agent", "status"]).stdout == "running\n")

        // It reports each wait: the first lasts until the notification an hour away, not a poll's length.
        let first = try agent.nextTrace(where: { $0.hasPrefix("wait: ") })
        #expect(Self.deadline(first).map { abs($0 - inAnHour.timeIntervalSince1970) <= 1 } == true, "\(first)")

        // A change to the outbox (still nothing due) wakes it, and it goes back to the same wait.
        try db.upsertOutbox(
            PlannedNotification(
                id: "later", kind: .weekInReview, fireAt: inAnHour.addingTimeInterval(60), title: "later", body: ""),
            group: .plan, now: Date())
        #expect(try agent.nextTrace(where: { $0.hasPrefix("woke: change") }) == "woke: change")
        let again = try agent.nextTrace(where: { $0.hasPrefix("wait: ") })
        #expect(Self.deadline(again).map { abs($0 - inAnHour.timeIntervalSince1970) <= 1 } == true, "\(again)")
        // Never woken by its deadline meanwhile: no polling.
        #expect(!agent.takeTraces().contains("woke: deadline"))
    }

    /// The instant of a `wait: until EPOCH` line.
    static func deadline(_ trace: String) -> Double? {
        trace.hasPrefix("wait: until ") ? Double(trace.dropFirst("wait: until ".count)) : nil
    }
}
