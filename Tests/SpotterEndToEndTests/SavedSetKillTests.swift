import Foundation
import SpotterCore
import SpotterStore
import Testing

/// A saved set is one transaction with its rest and its alerts' outbox rows: what the screen says
/// is saved survives a SIGKILL the moment it says so.
@Suite("A saved set survives a SIGKILL", .serialized)
struct SavedSetKillTests {
    @Test("SIGKILL right after \"Saved:\": the set, the live session's rest and its alert are in the file")
    func killedAfterSaved() throws {
        let tmux = try TmuxSession()
        // A first start makes the file; then rest alerts are allowed, so the rest's alert goes to the outbox.
        tmux.startSpotter()
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
        do {
            let db = try SpotterDatabase.open(path: tmux.databaseFile)
            try db.setRestAlertConsent(.allowed, at: Date())
        }
        try LiveWorkoutTests.startAndLogFirstSet(tmux)
        try tmux.waitFor("Saved:")
        let pid = try #require(tmux.childPid())
        kill(pid, SIGKILL)
        try tmux.waitForPrompt()

        let db = try SpotterDatabase.open(path: tmux.databaseFile)
        let open = try #require(try db.openWorkout())
        #expect(open.sets.count == 1)
        #expect(try db.liveSession(workoutId: open.id)?.restEndsAt != nil, "the rest is stored")
        #expect(try db.outboxEntry(id: NotificationID.restAlert(workoutId: open.id)) != nil, "the rest alert")
    }
}
