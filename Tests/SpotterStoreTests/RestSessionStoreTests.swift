import Foundation
import SpotterCore
import Testing

@testable import SpotterStore

/// The live session's rest columns of migration 8 on a real file: the pause and this workout's
/// rests, written, merged and read back by a fresh connection; the template's rest changed.
@Suite("Store: paused rest and rest overrides")
struct RestSessionStoreTests {
    let path = NSTemporaryDirectory() + "spotter-rest-store-\(UUID())/s.sqlite"
    let now = Date(timeIntervalSince1970: 1_780_000_000)

    @Test("a paused rest and the overrides are durable: a second connection reads them as written")
    func roundTrip() throws {
        let db = try SpotterDatabase.open(path: path, seedDemo: true)
        let w = try db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-05-28")!, at: now)
        let record = LiveSessionRecord(
            workoutId: w.id, restExerciseId: "bench", restStartedAt: now, restEndsAt: now.addingTimeInterval(120),
            restPausedAt: now.addingTimeInterval(30), restOverrides: ["bench": 150, "ohp": 75])
        try db.saveLiveSession(record, at: now)
        let other = try SpotterDatabase.open(path: path)
        let read = try #require(try other.liveSession(workoutId: w.id))
        #expect(read.restPausedAt == now.addingTimeInterval(30))
        #expect(read.restOverrides == ["bench": 150, "ohp": 75])
        #expect(read.restEndsAt == now.addingTimeInterval(120))
    }

    @Test("merging keeps a resume (the pause cleared) and keeps overrides the writer did not change")
    func merge() throws {
        let db = try SpotterDatabase.open(path: path, seedDemo: true)
        let w = try db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-05-28")!, at: now)
        var seen = LiveSessionRecord(
            workoutId: w.id, restExerciseId: "bench", restStartedAt: now, restEndsAt: now.addingTimeInterval(120),
            restPausedAt: now.addingTimeInterval(30), restOverrides: ["bench": 150])
        seen = try db.saveLiveSession(seen, at: now)
        var resumed = seen
        resumed.restPausedAt = nil
        resumed.restEndsAt = now.addingTimeInterval(200)
        let stored = try db.mergeLiveSession(resumed, previous: seen, at: now)
        #expect(stored.restPausedAt == nil)
        #expect(stored.restOverrides == ["bench": 150])
        #expect(try db.liveSession(workoutId: w.id)?.restPausedAt == nil)
        #expect(try db.liveSession(workoutId: w.id)?.restEndsAt == now.addingTimeInterval(200))
    }

    @Test("Next set from a notification ends a paused rest too")
    func endRestClearsThePause() throws {
        let db = try SpotterDatabase.open(path: path, seedDemo: true)
        let w = try db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-05-28")!, at: now)
        try db.saveLiveSession(
            LiveSessionRecord(workoutId: w.id, restEndsAt: now.addingTimeInterval(90), restPausedAt: now), at: now)
        try db.endRest(workoutId: w.id, now: now)
        let read = try #require(try db.liveSession(workoutId: w.id))
        #expect(read.restEndsAt == nil && read.restPausedAt == nil)
    }

    @Test("the template's rest after an exercise changes for that template only")
    func templateRest() throws {
        let db = try SpotterDatabase.open(path: path, seedDemo: true)
        #expect(try db.setTemplateRest(templateId: "push", exerciseId: "bench", seconds: 150) == 1)
        let plan = try SpotterDatabase.open(path: path).plan()
        #expect(plan.template("push")?.items.first { $0.exerciseId == "bench" }?.restSeconds == 150)
        #expect(try db.setTemplateRest(templateId: "push", exerciseId: "nope", seconds: 10) == 0)
    }

    @Test("overrides that do not read are left out, never trapped on")
    func badOverrides() {
        #expect(SpotterDatabase.overrides(from: "bench=90,=4,ohp=x,squat=-1,,plank") == ["bench": 90])
        #expect(SpotterDatabase.overridesText(["b": 1, "a": 2]) == "a=2,b=1")
    }

    @Test(
        "a stored viewer no process can be (0, -1, beyond 32 bits) is read as no viewer; a real pid as itself",
        arguments: [
            (0, nil), (-1, nil), (4_294_967_296, nil), (Int.min, nil), (1, 1), (4242, 4242),
            (Int(Int32.max), Int(Int32.max)),
        ]
            as [(Int, Int?)])
    func viewerPid(stored: Int, read: Int?) throws {
        let db = try SpotterDatabase.open(path: path, seedDemo: true)
        let w = try db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-05-28")!, at: now)
        try db.connection.run(
            "INSERT INTO live_session(workout_id, viewer_pid, viewer_looking, updated_at) VALUES (?, ?, 1, 0)", w.id,
            stored)
        #expect(try db.liveSession(workoutId: w.id)?.viewerPid == read)
    }
}
