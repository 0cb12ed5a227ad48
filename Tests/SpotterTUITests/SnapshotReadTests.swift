import Foundation
import SpotterCore
import Testing

@testable import SpotterStore
@testable import SpotterTUI

/// What the first frame reads (`Snapshot.load`): one read transaction, so another process's
/// commit is in all of it or in none of it.
@Suite("The snapshot at start: one read transaction")
struct SnapshotReadTests {
    @Test("a commit by another process between two of the snapshot's statements is in none of it")
    func aCommitBetweenTwoStatementsCannotTearIt() throws {
        let rig = RunnerRig()
        let other = try SpotterDatabase.open(path: rig.db.path)
        let calendar = ZonedCalendar(timeZone: Fixture.zone)
        let day = calendar.day(of: Fixture.t0)
        var statements = 0
        // After the snapshot's first statement has read, another process starts a workout and
        // weighs in: the snapshot reads the open workout and the body weights later on.
        rig.db.connection.traceStatements { sql in
            guard sql != "BEGIN" else { return }
            statements += 1
            guard statements == 2 else { return }
            _ = try? other.startWorkout(templateId: "push", day: day, at: Fixture.t0)
            _ = try? other.weigh(80, on: day, at: Fixture.t0)
        }
        let snapshot = try Snapshot.load(from: rig.db, now: Fixture.t0, calendar: calendar)
        rig.db.connection.traceStatements(nil)

        #expect(statements > 2, "the snapshot reads in several statements")
        #expect(try other.openWorkout() != nil, "the other process committed during the snapshot")
        #expect(snapshot.openWorkout == nil, "the snapshot saw the commit made after its first read")
        #expect(snapshot.bodyWeights.isEmpty, "the snapshot saw the commit made after its first read")
        let after = try Snapshot.load(from: rig.db, now: Fixture.t0, calendar: calendar)
        #expect(after.openWorkout != nil && after.bodyWeights.count == 1, "the next snapshot sees it")
    }
}
