import Foundation
import SpotterCore
import SpotterStore
import SpotterTestSupport
import Testing

/// `spotter agent run` sits resident all day: while nothing is due it must sleep, woken by
/// nothing but a change to the outbox (issue 15: zero wake-ups while nothing is due).
@Suite("spotter agent run: asleep while nothing is due")
struct AgentIdleTests {
    @Test("with the next notification an hour away it is never woken; a change to the outbox wakes it")
    func sleepsUntilSomethingIsDue() throws {
        let home = try TemporaryHome()
        let db = try SpotterDatabase.open(path: home.databaseFile)
        let inAnHour = Date().addingTimeInterval(3600)
        try db.replaceOutbox(
            .plan,
            with: [PlannedNotification(id: "far", kind: .weekInReview, fireAt: inAnHour, title: "far", body: "")],
            now: Date())
        let agent = try FollowingSpotter(home, ["agent", "run"], environment: ["SPOTTER_SCHEDULER": "agent"])
        defer { agent.stop() }
        // Running once it holds its lock; counted from when it sleeps in its wait, not after a pause.
        #expect(DispatchPeers.waitUntil(30) { (try? home.run(["agent", "status"]).status) == 0 })
        #expect(try home.run(["agent", "status"]).stdout == "running\n")
        #expect(DispatchPeers.waitUntil(30) { agent.isAsleepInPoll() }, "it never reached its wait")

        let asleep = agent.wakeups()
        Thread.sleep(forTimeInterval: 2.5)
        #expect(agent.wakeups() - asleep <= 1, "woke while nothing was due")

        // The counter does see wake-ups: a change to the outbox (still nothing due) wakes it.
        let before = agent.wakeups()
        try db.upsertOutbox(
            PlannedNotification(
                id: "later", kind: .weekInReview, fireAt: inAnHour.addingTimeInterval(60), title: "later", body: ""),
            group: .plan, now: Date())
        #expect(DispatchPeers.waitUntil(30) { agent.wakeups() > before }, "an outbox change did not wake it")
    }
}
