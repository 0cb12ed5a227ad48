import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// Whole screens from fixed states on a fixed clock, at 80×24 and 40×12.
@Suite("Golden screens")
struct GoldenScreenTests {
    static let sizes = [(80, 24), (40, 12)]

    static func sized(_ state: AppState, _ w: Int, _ h: Int) -> AppState {
        var s = state
        s.width = w
        s.height = h
        return s
    }

    /// Push with two bench sets logged, resting 01:13 before set 3.
    static func resting() -> AppState {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter], &state)
        _ = Fixture.tick(5, &state)
        Fixture.press([.enter, .char("6"), .char("2"), .char("."), .char("5"), .enter], &state)
        _ = Fixture.tick(47, &state)
        state.message = nil
        return state
    }

    @Test("Today with the week's progress and the start list", arguments: sizes)
    func today(_ w: Int, _ h: Int) {
        let monday = Workout(
            id: "w0", templateId: "legs", day: LocalDate(iso: "2026-11-30")!,
            startedAt: Fixture.t0.addingTimeInterval(-30000),
            finishedAt: Fixture.t0.addingTimeInterval(-27000))
        let state = Fixture.state(width: w, height: h, weekWorkouts: [monday])
        assertSnapshot(View.render(state), named: "today-\(w)x\(h)")
    }

    @Test("Today on a new home: the unit is shown until the first set, and s opens Settings on it", arguments: sizes)
    func todayNewHome(_ w: Int, _ h: Int) {
        var state = Fixture.state(width: w, height: h)
        state.lastSets = [:]
        assertSnapshot(View.render(state), named: "today-new-home-\(w)x\(h)")
        #expect(View.render(state).lines.contains { $0.hasPrefix("  Units       kg · s to change") })
        Fixture.press([.char("s")], &state)
        #expect(state.settings.row == .units)
    }

    @Test("the live workout resting, with the large countdown", arguments: sizes)
    func workoutResting(_ w: Int, _ h: Int) {
        assertSnapshot(View.render(Self.sized(Self.resting(), w, h)), named: "workout-resting-\(w)x\(h)")
    }

    @Test("at 200×60 the rest countdown uses the space: double-size digits, the next set, last time's sets")
    func workoutRestingLarge() {
        var state = Self.sized(Self.resting(), 200, 60)
        state.live.lastTime["bench"] = LastTime(
            sets: [
                LoggedSet(
                    id: "l1", exerciseId: "bench", weight: 60, reps: 5,
                    loggedAt: Fixture.t0.addingTimeInterval(-7 * 86400)),
                LoggedSet(
                    id: "l2", exerciseId: "bench", weight: 62.5, reps: 5,
                    loggedAt: Fixture.t0.addingTimeInterval(-7 * 86400 + 180)),
            ])
        let screen = View.render(state)
        assertSnapshot(screen, named: "workout-resting-200x60")
        // Ten rows of digits, twice the 80×24 size, and the two lines under them.
        #expect(screen.lines.filter { $0.contains("██") }.count == 10)
        #expect(screen.lines.contains { $0.contains("Next: Bench press · set 3 of 5") })
        #expect(screen.lines.contains { $0.contains("Bench press last: 60×5 62.5×5") })
    }

    @Test("rest over", arguments: sizes)
    func restOver(_ w: Int, _ h: Int) {
        var state = Self.resting()
        _ = Fixture.tick(100, &state)
        assertSnapshot(View.render(Self.sized(state, w, h)), named: "workout-rest-over-\(w)x\(h)")
    }

    @Test("rest paused: the time left holds, however long the pause", arguments: sizes)
    func restPaused(_ w: Int, _ h: Int) {
        var state = Self.resting()
        Fixture.press([.char("p")], &state)
        _ = Fixture.tick(600, &state)
        state.message = nil
        assertSnapshot(View.render(Self.sized(state, w, h)), named: "workout-rest-paused-\(w)x\(h)")
    }

    @Test("changing an exercise's rest, then asked whether the template keeps it", arguments: sizes)
    func changeRest(_ w: Int, _ h: Int) {
        var state = Self.resting()
        Fixture.press([.char("t"), .char("1"), .char("5")], &state)
        assertSnapshot(View.render(Self.sized(state, w, h)), named: "workout-change-rest-\(w)x\(h)")
        Fixture.press([.char("0"), .enter], &state)
        assertSnapshot(View.render(Self.sized(state, w, h)), named: "workout-keep-rest-\(w)x\(h)")
    }

    @Test("the consent prompt over the running rest timer", arguments: sizes)
    func consent(_ w: Int, _ h: Int) {
        var state = Fixture.inWorkout()
        Fixture.press([.enter, .enter], &state)
        _ = Fixture.tick(3, &state)
        assertSnapshot(View.render(Self.sized(state, w, h)), named: "consent-\(w)x\(h)")
    }

    @Test("a timed set's work countdown", arguments: sizes)
    func work(_ w: Int, _ h: Int) {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.down, .down, .enter], &state)
        _ = Fixture.tick(12, &state)
        state.message = nil
        assertSnapshot(View.render(Self.sized(state, w, h)), named: "workout-timed-\(w)x\(h)")
    }

    @Test("the set form", arguments: sizes)
    func setForm(_ w: Int, _ h: Int) {
        var state = Self.resting()
        Fixture.press([.enter], &state)
        assertSnapshot(View.render(Self.sized(state, w, h)), named: "set-form-\(w)x\(h)")
    }

    @Test("the set form on a barbell's first set: plates per side and the warm-ups", arguments: sizes)
    func setFormWarmups(_ w: Int, _ h: Int) {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter], &state)
        assertSnapshot(View.render(Self.sized(state, w, h)), named: "set-form-warmups-\(w)x\(h)")
    }

    @Test("the set form asking before it saves 625 reps", arguments: sizes)
    func setFormConfirm(_ w: Int, _ h: Int) {
        var state = Self.resting()
        Fixture.press([.enter, .tab, .char("6"), .char("2"), .char("5"), .enter], &state)
        assertSnapshot(View.render(Self.sized(state, w, h)), named: "set-form-confirm-\(w)x\(h)")
    }

    @Test("the set form on the note, RPE and type filled in", arguments: sizes)
    func setFormNote(_ w: Int, _ h: Int) {
        var state = Self.resting()
        Fixture.press(
            [.enter, .tab, .tab, .char("8"), .tab, .char(" "), .tab] + "slow on the way down".map { Key.char($0) },
            &state)
        assertSnapshot(View.render(Self.sized(state, w, h)), named: "set-form-note-\(w)x\(h)")
    }

    @Test("the workout with warm-ups logged: marked W, not counted", arguments: sizes)
    func workoutWarmups(_ w: Int, _ h: Int) {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .char("w")], &state)
        _ = Fixture.tick(10, &state)
        state.message = nil
        assertSnapshot(View.render(Self.sized(state, w, h)), named: "workout-warmups-\(w)x\(h)")
    }

    @Test("f with sets left asks how many before it finishes", arguments: sizes)
    func finishQuestion(_ w: Int, _ h: Int) {
        var state = Self.resting()
        Fixture.press([.char("f")], &state)
        assertSnapshot(View.render(Self.sized(state, w, h)), named: "finish-question-\(w)x\(h)")
    }

    @Test("the finish summary, with 8 pull-ups at 80 kg body weight counted in the volume", arguments: sizes)
    func summary(_ w: Int, _ h: Int) {
        var state = Self.resting()
        var finished = state.live.workout!
        finished.sets.append(
            LoggedSet(id: "pull", exerciseId: "pullup", reps: 8, loggedAt: Fixture.t0.addingTimeInterval(1500)))
        finished.finishedAt = Fixture.t0.addingTimeInterval(1800)
        var snapshot = Fixture.snapshot(weekWorkouts: [finished])
        snapshot.bodyWeights = [BodyWeight(day: finished.day, kg: 80)]
        _ = Reducer.reduce(&state, .workoutFinished(finished, snapshot))
        assertSnapshot(View.render(Self.sized(state, w, h)), named: "summary-\(w)x\(h)")
    }

    @Test("the ? overlay lists the workout's keys from its table")
    func help() {
        var state = Self.resting()
        Fixture.press([.char("?")], &state)
        assertSnapshot(View.render(state), named: "help-workout-80x24")
    }

    @Test("more keys than rows: help shows a window that j and k move, and says where it is")
    func helpScrolls() {
        var state = Self.resting()
        Fixture.press([.char("?")], &state)
        let keys = KeyTables.described(by: state).bindings
        let first = View.render(state).lines.joined(separator: "\n")
        #expect(first.contains("j/k scroll"), "\(first)")
        #expect(!first.contains(keys[keys.count - 1].help), "the last key is below the window at first")
        Fixture.press(Array(repeating: .char("j"), count: keys.count), &state)
        let scrolled = View.render(state).lines.joined(separator: "\n")
        #expect(scrolled.contains(keys[keys.count - 1].help), "\(scrolled)")
        #expect(scrolled.contains("of \(keys.count)"))
        #expect(!scrolled.contains(keys[0].help))
        // Back at the top, k says so on the status line instead of moving.
        Fixture.press(Array(repeating: .char("k"), count: keys.count * 2), &state)
        let top = View.render(state).lines.joined(separator: "\n")
        #expect(
            top.contains(keys[0].help.prefix(30)) && top.contains(" 1–"), "\(top)")
        #expect(state.message?.text.contains("at the first key") == true)
        // Closing and opening again starts at the top.
        Fixture.press(Array(repeating: .char("j"), count: 3) + [.escape, .char("?")], &state)
        let reopened = View.render(state).lines.dropLast(2)  // the status line still says "at the first key"
        #expect(Array(reopened) == Array(first.components(separatedBy: "\n").dropLast(2)))
    }

    @Test("ASCII glyphs for a non-UTF-8 locale")
    func ascii() {
        var state = Self.resting()
        state.glyphs = .ascii
        assertSnapshot(View.render(state), named: "workout-resting-ascii-80x24")
    }

    @Test("with ASCII glyphs every main screen is pure ASCII")
    func asciiEverywhere() {
        var today = Fixture.state()
        today.glyphs = .ascii
        var resting = Self.resting()
        resting.glyphs = .ascii
        var consent = Fixture.inWorkout()
        consent.glyphs = .ascii
        Fixture.press([.enter, .enter], &consent)
        for state in [today, resting, consent] {
            let others = View.render(state).lines.joined().unicodeScalars.filter { !$0.isASCII }
            #expect(others.isEmpty, "not ASCII: \(String(String.UnicodeScalarView(others)))")
        }
    }

    @Test("below the minimum size the screen says what it needs")
    func tooSmall() {
        let frame = View.render(Self.sized(Self.resting(), 60, 11))
        #expect(frame.lines.contains { $0.contains("terminal too small (needs 40×12)") })
        let narrow = View.render(Self.sized(Self.resting(), 39, 30)).lines.joined(separator: " ")
        #expect(narrow.contains("terminal too small"))
    }

    @Test("the consent prompt shows the exact words")
    func consentWords() {
        var state = Fixture.inWorkout()
        Fixture.press([.enter, .enter], &state)
        let lines = View.render(state).lines
        #expect(lines.contains { $0.contains("┌ Rest timer alerts? ─") })
        // The modal's inside: what lies between its two borders on each row.
        let inside = lines.compactMap { line -> String? in
            guard let first = line.firstIndex(of: "│"), let last = line.lastIndex(of: "│"), first < last else {
                return nil
            }
            return String(line[line.index(after: first)..<last])
        }
        let text = inside.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(text.contains("Your rest timer is running. Want an alert if you lock your screen or switch windows?"))
        #expect(text.contains("[ Allow ] [ Not now ]"))
    }
}
