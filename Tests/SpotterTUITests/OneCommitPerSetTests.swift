import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// Puts the live session's notifications in the outbox through the store it is given, as
/// `LiveDelivery` does through the TUI's own connection (`spotter` opens one `SpotterDatabase`).
final class OutboxNotifier: LiveNotifier {
    let db: SpotterDatabase
    init(db: SpotterDatabase) { self.db = db }
    func alertNow(_ notification: PlannedNotification) {}
    func schedule(_ notification: PlannedNotification) {
        _ = try? db.upsertOutbox(notification, group: .live, now: notification.fireAt.addingTimeInterval(-60))
    }
    func cancel(id: String) { _ = try? db.removeFromOutbox(id: id) }
    func replan() {}
}

/// A saved set is one commit (one fsync): the set, the rest it starts and the outbox rows of
/// its alerts, counted by SQLite's commit hook on a real file through the real runner.
@Suite("One commit per saved set")
struct OneCommitPerSetTests {
    @Test("Enter in the set form: the set, the live session's rest and both rest alerts in one commit")
    func oneCommit() throws {
        let rig = RunnerRig()
        rig.notifier = OutboxNotifier(db: rig.db)
        var prefs = NotificationPreferences()
        prefs.restRepeat = true
        var state = Fixture.inWorkout(consent: Fixture.allowed, prefs: prefs)
        rig.press([.enter], &state)
        let before = rig.db.connection.commits
        rig.press([.enter], &state)
        #expect(rig.db.connection.commits == before + 1, "one commit for the set, its rest and its outbox rows")
        let id = try #require(state.live.workout?.id)
        #expect(try rig.db.workout(id: id)?.sets.count == 1)
        let rest = try #require(state.live.rest)
        #expect(try rig.db.liveSession(workoutId: id)?.restEndsAt == rest.endsAt)
        #expect(try rig.db.outboxEntry(id: NotificationID.restAlert(workoutId: id)) != nil)
        #expect(try rig.db.outboxEntry(id: NotificationID.restRepeat(workoutId: id)) != nil)
        #expect(state.message?.text.hasPrefix("Saved: ") == true)
    }
}
