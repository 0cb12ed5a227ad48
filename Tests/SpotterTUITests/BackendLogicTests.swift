import CNcursesw
import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

@Suite("Keys, pacing and the live session row")
struct BackendLogicTests {
    @Test("focus reports CSI I and CSI O decode to focus keys; a lone Esc stays Esc")
    func focusReports() {
        var d = KeyDecoder()
        #expect(d.decode(isFunctionKey: false, code: 27).isEmpty)
        #expect(d.decode(isFunctionKey: false, code: 91).isEmpty)
        #expect(d.decode(isFunctionKey: false, code: 73) == [.focusIn])
        #expect(d.decode(isFunctionKey: false, code: 27).isEmpty)
        #expect(d.decode(isFunctionKey: false, code: 91).isEmpty)
        #expect(d.decode(isFunctionKey: false, code: 79) == [.focusOut])
        #expect(d.decode(isFunctionKey: false, code: 27).isEmpty)
        #expect(d.flush() == [.escape])
        #expect(d.decode(isFunctionKey: true, code: UInt32(KEY_DOWN)) == [.down])
        #expect(d.decode(isFunctionKey: false, code: 12) == [.ctrl("l")])
        #expect(d.decode(isFunctionKey: false, code: 13) == [.enter])
        #expect(d.decode(isFunctionKey: false, code: UInt32(UInt8(ascii: "+"))) == [.char("+")])
    }

    @Test("arrows and vim keys do the same thing on every screen")
    func arrowsAndVim() {
        for table in [KeyTables.today, KeyTables.workout] {
            #expect(table.binding(for: .char("j"))?.command == table.binding(for: .down)?.command)
            #expect(table.binding(for: .char("k"))?.command == table.binding(for: .up)?.command)
        }
        // In the exercise picker j and k are letters of the search: Ctrl-N and Ctrl-P move.
        let picker = PickerKeys.list
        #expect(picker.binding(for: .ctrl("n"))?.command == picker.binding(for: .down)?.command)
        #expect(picker.binding(for: .ctrl("p"))?.command == picker.binding(for: .up)?.command)
        #expect(picker.binding(for: .char("j"))?.command == .picker(.type))
    }

    @Test("the loop wakes at the next displayed second of the countdown, not before")
    func pacing() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter], &state)
        _ = Fixture.run(.clockTicked(Fixture.t0.addingTimeInterval(2.3)), &state)
        #expect(abs(Pacing.nextWake(state) - 0.702) < 0.0001)  // 117.7 s left shows 01:58 until 117 s
        _ = Fixture.run(.clockTicked(Fixture.t0.addingTimeInterval(3)), &state)
        #expect(abs(Pacing.nextWake(state) - 1.002) < 0.0001)
        let today = Fixture.state()
        // Today shows minutes, but wakes each second to see what other processes commit.
        #expect(abs(Pacing.nextWake(today) - 1.002) < 0.0001)
    }

    @Test("the live session row round-trips, and a +30s from another connection is seen through data_version")
    func liveSessionAcrossProcesses() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-live-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("s.sqlite").path
        let tui = try SpotterDatabase.open(path: path)
        let t0 = Fixture.t0
        let workout = try tui.startWorkout(templateId: "push", day: LocalDate(iso: "2026-11-30")!, at: t0)
        let record = LiveSessionRecord(
            workoutId: workout.id, restExerciseId: "bench", restStartedAt: t0, restEndsAt: t0.addingTimeInterval(120),
            addedExerciseIds: ["row"], viewerPid: 42, viewerLooking: true)
        let saved = try tui.saveLiveSession(record, at: t0)
        #expect(try tui.liveSession(workoutId: workout.id) == saved)
        let before = try tui.dataVersion()

        let desktop = try SpotterDatabase.open(path: path)
        #expect(
            try desktop.extendRest(workoutId: workout.id, bySeconds: 30, now: t0.addingTimeInterval(10))
                == t0.addingTimeInterval(150))
        #expect(try tui.dataVersion() != before)
        let seen = try tui.liveSession(workoutId: workout.id)
        #expect(seen?.restEndsAt == t0.addingTimeInterval(150))
        #expect(seen?.viewerLooking == true)
        #expect((seen?.revision ?? 0) > saved.revision)
        #expect(try desktop.endRest(workoutId: workout.id, now: t0.addingTimeInterval(20)))
        #expect(try tui.liveSession(workoutId: workout.id)?.restEndsAt == nil)
    }

    @Test("a TUI write of what it changed keeps a desktop +30s that landed after it last looked")
    func mergeKeepsOtherWriters() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("s.sqlite").path
        let tui = try SpotterDatabase.open(path: path)
        let t0 = Fixture.t0
        let workout = try tui.startWorkout(templateId: "push", day: LocalDate(iso: "2026-11-30")!, at: t0)
        let seen = LiveSessionRecord(
            workoutId: workout.id, restExerciseId: "bench", restStartedAt: t0, restEndsAt: t0.addingTimeInterval(120),
            viewerLooking: true)
        try tui.saveLiveSession(seen, at: t0)
        // The desktop adds 30 s; the TUI, not yet aware, then loses focus and saves that.
        try SpotterDatabase.open(path: path).extendRest(
            workoutId: workout.id, bySeconds: 30, now: t0.addingTimeInterval(5))
        var unfocused = seen
        unfocused.viewerLooking = false
        let stored = try tui.mergeLiveSession(unfocused, previous: seen, at: t0.addingTimeInterval(6))
        #expect(stored.restEndsAt == t0.addingTimeInterval(150))
        #expect(stored.viewerLooking == false)
        // A change the TUI did make (Next set) still wins.
        var nextSet = unfocused
        (nextSet.restExerciseId, nextSet.restStartedAt, nextSet.restEndsAt) = (nil, nil, nil)
        #expect(try tui.mergeLiveSession(nextSet, previous: unfocused, at: t0.addingTimeInterval(7)).restEndsAt == nil)
        #expect(try tui.liveSession(workoutId: workout.id)?.restEndsAt == nil)
    }

    @Test("the consent answer is stored with when it was given")
    func consentStored() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-consent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let db = try SpotterDatabase.open(path: dir.appendingPathComponent("s.sqlite").path)
        #expect(try db.restAlertConsent() == nil)
        try db.setRestAlertConsent(.declined, at: Fixture.t0)
        #expect(try db.restAlertConsent() == ConsentRecord(answer: .declined, answeredAt: Fixture.t0))
    }
}
