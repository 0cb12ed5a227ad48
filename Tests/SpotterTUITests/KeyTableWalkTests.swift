import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// Walks every screen, overlay and settings page: each key its table (and so its help) lists does
/// something when enabled, says why when not, and a key the table lacks does nothing.
@Suite("Key tables: every key in help does what help says")
struct KeyTableWalkTests {
    /// A screen or page in a state where its keys can act (cursors mid-list, rest running, a set logged).
    struct Place: CustomTestStringConvertible {
        var name: String
        var state: AppState
        var testDescription: String { name }
    }

    /// Push with a bench set and an overhead-press set logged, resting, the cursor on overhead press.
    static func workout() -> AppState {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter, .char("j"), .enter, .enter], &state)
        state.message = nil
        return state
    }

    static func settings(at row: SettingRow, then keys: [Key] = [], height: Int = 24, report: DeliveryFindings? = nil)
        -> AppState
    {
        var store = SettingsStore()
        store.report = report
        var state = store.opened(width: height == 24 ? 80 : 40, height: height)
        store.press(Array(repeating: .down, count: SettingsStore.cursor(row)), &state)
        store.press(keys, &state)
        state.message = nil
        return state
    }

    static func after(_ keys: [Key], _ start: AppState) -> AppState {
        var state = start
        Fixture.press(keys, &state)
        state.message = nil
        return state
    }

    static var places: [Place] {
        var today = Fixture.state()
        today.todayScreen.cursor = 1
        var todayOpen = after([.char("q")], workout())
        todayOpen.todayScreen.cursor = 1
        var summary = workout()
        var finished = summary.live.workout!
        finished.finishedAt = Fixture.t0.addingTimeInterval(1800)
        _ = Reducer.reduce(&summary, .workoutFinished(finished, Fixture.snapshot(weekWorkouts: [finished])))
        var consent = Fixture.inWorkout()
        Fixture.press([.enter, .enter], &consent)
        _ = Fixture.tick(3, &consent)
        return [
            Place(name: "Today", state: today),
            Place(name: "Today with a workout open", state: todayOpen),
            Place(name: "Workout", state: workout()),
            Place(name: "Summary", state: summary),
            Place(name: "consent prompt", state: consent),
            Place(name: "finish question", state: after([.char("f")], workout())),
            Place(name: "set form, weight", state: after([.enter], workout())),
            Place(name: "set form, reps", state: after([.enter, .tab], workout())),
            Place(name: "set form, RPE", state: after([.enter, .tab, .tab], workout())),
            Place(name: "set form, type", state: after([.enter, .up, .up], workout())),
            Place(name: "set form, note", state: after([.enter, .up], workout())),
            Place(name: "set form, note typed", state: after([.enter, .up, .char("o"), .char("k")], workout())),
            Place(
                name: "set form, first barbell set (warm-ups)",
                state: after([.enter], Fixture.inWorkout(consent: Fixture.declined))),
            Place(
                name: "set form asking about 625 reps",
                state: after([.enter, .tab, .char("6"), .char("2"), .char("5"), .enter], workout())),
            Place(name: "exercise picker", state: after([.char("a"), .down], workout())),
            Place(
                name: "exercise picker, typed", state: after([.char("a"), .char("p"), .char("r"), .down], workout())),
            Place(name: "swap picker", state: after([.char("w"), .down], workout())),
            Place(name: "new exercise, name", state: after([.char("a"), .char("z"), .ctrl("o")], workout())),
            Place(name: "new exercise, kind", state: after([.char("a"), .char("z"), .ctrl("o"), .tab], workout())),
            Place(
                name: "deleting a set of the workout",
                state: after([.char("k"), .enter, .enter, .enter, .enter, .char("D"), .left], workout())),
            Place(name: "Workout, rest paused", state: after([.char("p")], workout())),
            Place(name: "change rest, typing", state: after([.char("t"), .char("9")], workout())),
            Place(
                name: "change rest, keep in the template?",
                state: after([.char("t"), .char("9"), .char("9"), .enter], workout())),
            Place(name: "help", state: after([.char("?")], workout())),
            Place(name: "help over the set form", state: after([.enter, .char("?")], workout())),
            Place(name: "Settings on a time row", state: settings(at: .quietStart)),
            Place(name: "Settings on a choice row", state: settings(at: .leadTime)),
            Place(name: "Settings typing a time", state: settings(at: .quietStart, then: [.char("1")])),
            Place(name: "Settings typing text", state: settings(at: .maildir, then: [.enter, .char("M")])),
            Place(name: "Settings › Delivery", state: settings(at: .delivery, then: [.enter])),
            Place(
                name: "Settings › Delivery, a long report scrolled",
                state: settings(
                    at: .delivery, then: [.enter, .char("j")], height: 12, report: SettingsScreenTests.doctor)),
            Place(name: "help over Settings › Delivery", state: settings(at: .delivery, then: [.enter, .char("?")])),
            Place(name: "Day", state: LogFixture.on([.char("d")])),
            Place(
                name: "Day, small and scrolled",
                state: LogFixture.on([.char("d"), .char("l"), .char("h"), .char("j")], width: 40, height: 12)),
            Place(name: "Day, another day", state: LogFixture.on([.char("d"), .char("h")])),
            Place(name: "Week", state: LogFixture.on([.char("w"), .char("j")])),
            Place(name: "Week, another week", state: LogFixture.on([.char("w"), .char("l")])),
            Place(name: "History", state: LogFixture.on([.char("h")])),
            Place(name: "History typing a filter", state: LogFixture.on([.char("h"), .char("/"), .char("p")])),
            Place(name: "History, a workout", state: LogFixture.on([.char("h"), .enter, .char("j")])),
            Place(name: "History, deleting a set", state: LogFixture.on([.char("h"), .enter, .char("d")])),
            Place(name: "Plan", state: LogFixture.on([.char("p"), .char("j")])),
            Place(name: "Templates, a template", state: LogFixture.on([.char("p"), .char("t"), .char("j")])),
            Place(
                name: "Templates, a weekday",
                state: LogFixture.on([.char("p"), .char("t")] + Array(repeating: .char("j"), count: 7))),
            Place(
                name: "Templates, a rotation",
                state: LogFixture.on([.char("p"), .char("t")] + Array(repeating: .char("j"), count: 12))),
            Place(name: "Template", state: LogFixture.on([.char("p"), .char("t"), .enter, .char("j")])),
            Place(name: "Template typing a line", state: LogFixture.on([.char("p"), .char("t"), .enter, .char("e")])),
            Place(name: "Exercise", state: LogFixture.on([.char("h"), .enter, .char("x")])),
            Place(
                name: "Exercise, short", state: LogFixture.on([.char("h"), .enter, .char("x")], width: 40, height: 12)),
            Place(name: "Week, its chart", state: LogFixture.on([.char("w"), .char("v")])),
            Place(name: "help over the Day", state: LogFixture.on([.char("d"), .char("?")])),
            Place(name: "Day typing an activity", state: LogFixture.on([.char("d"), .char("c"), .char("r")])),
            Place(name: "Workout typing an exercise's note", state: after([.char("N"), .char("w")], workout())),
            Place(name: "Workout typing the workout's note", state: after([.char("W"), .char("x")], workout())),
            Place(
                name: "History, typing a workout's note",
                state: LogFixture.on([.char("h"), .enter, .char("n"), .char("x")])),
            Place(
                name: "Day with an overlay",
                state: {
                    var s = LogFixture.on([.char("d")])
                    s.plan.overlays = [Overlay(kind: .rest, day: LogFixture.monday)]
                    return s
                }()),
        ]
    }

    /// Every key a test presses where a binding might not take it: printable ASCII and the named keys.
    static let everyKey: [Key] =
        (32...126).map { Key.char(Character(UnicodeScalar(UInt8($0)))) }
        + [.up, .down, .left, .right, .enter, .escape, .backspace, .tab, .ctrl("l"), .ctrl("u")]

    /// The keys that trigger a binding: its own, and for one that takes any character a few samples.
    static func keys(of binding: KeyBinding) -> [Key] {
        binding.keys
            + [Key.char("x"), .char(" "), .char("q"), .char("?"), .char("é")].filter {
                !binding.keys.contains($0) && binding.takes($0)
            }
    }

    /// The whole state as text: two states with the same text show and decide alike.
    static func text(_ state: AppState) -> String {
        var out = ""
        dump(state, to: &out)
        return out
    }

    @Test(
        "each enabled binding changes the state or asks for an effect; a disabled one only says why", arguments: places)
    func everyBindingActs(_ place: Place) {
        let table = KeyTables.table(for: place.state)
        #expect(!table.bindings.isEmpty)
        for binding in table.bindings {
            #expect(!Self.keys(of: binding).isEmpty, "\(table.name): \(binding.help) has no key")
            for key in Self.keys(of: binding) {
                var state = place.state
                let effects = Reducer.reduce(&state, .keyPressed(key))
                let label = "\(table.name): \(key.label(.unicode)) (\(binding.help))"
                if let reason = binding.disabledReason(place.state) {
                    var expected = place.state
                    expected.message = StatusMessage("\(binding.hint(place.state)): \(reason)")
                    #expect(effects.isEmpty, "\(label) is disabled yet asked for \(effects)")
                    #expect(Self.text(state) == Self.text(expected), "\(label) is disabled yet did more than say why")
                } else {
                    #expect(!effects.isEmpty || Self.text(state) != Self.text(place.state), "\(label) did nothing")
                }
            }
        }
    }

    @Test("a key the table lacks changes nothing (typing a time: it only says what to type)", arguments: places)
    func otherKeysDoNothing(_ place: Place) {
        let table = KeyTables.table(for: place.state)
        for key in Self.everyKey where table.binding(for: key) == nil {
            var state = place.state
            let effects = Reducer.reduce(&state, .keyPressed(key))
            var expected = place.state
            if let other = table.otherKeys, case .char = key { expected.message = StatusMessage(other, isError: true) }
            #expect(effects.isEmpty, "\(table.name): \(key) asked for \(effects)")
            #expect(
                Self.text(state) == Self.text(expected), "\(table.name): \(key) is in no binding yet changed the state")
        }
    }

    @Test(
        "the ? overlay lists every binding of the table that handles keys under it, and nothing else", arguments: places
    )
    func helpListsTheDispatchTable(_ place: Place) {
        let table = KeyTables.table(for: place.state)
        guard let help = table.binding(for: .char("?")), help.command == .help else { return }
        var state = place.state
        state.width = 100
        state.height = 40
        _ = Reducer.reduce(&state, .keyPressed(.char("?")))
        #expect(KeyTables.described(by: state).name == table.name)
        #expect(KeyTables.described(by: state).bindings.map(\.help) == table.bindings.map(\.help))
        let frame = View.render(state).lines.joined(separator: "\n")
        #expect(frame.contains("Keys \(state.glyphs.dot) \(table.name)"))
        for binding in table.bindings {
            #expect(frame.contains(String(binding.help.prefix(40))), "\(table.name): help misses \(binding.help)")
        }
    }

    static func press(_ key: Key, _ start: AppState) -> (AppState, [Effect]) {
        var state = start
        let effects = Reducer.reduce(&state, .keyPressed(key))
        return (state, effects)
    }

    @Test("what help says, checked for a handful: +30s, log, undo, finish, quit, settings, redraw")
    func screenKeysDoWhatHelpSays() throws {
        let workout = Self.workout()
        let rest = try #require(workout.live.rest)
        #expect(Self.press(.char("+"), workout).0.live.rest?.endsAt == rest.endsAt.addingTimeInterval(30))
        #expect(Self.press(.char("="), workout).0.live.rest?.endsAt == rest.endsAt.addingTimeInterval(30))
        #expect(Self.press(.char("n"), workout).0.live.rest == nil)
        let undone = try #require(workout.live.workout?.sets.last)
        #expect(Self.press(.char("u"), workout).1.contains(.deleteSet(undone, undo: true)))
        // Sets are left: f asks first, and Enter in its question finishes.
        let asked = Self.press(.char("f"), workout)
        #expect(!asked.1.contains(.finishWorkout(workoutId: "w1")))
        #expect(Self.press(.enter, asked.0).1.contains(.finishWorkout(workoutId: "w1")))
        guard case .setForm(let form)? = Self.press(.char("e"), workout).0.overlay else {
            Issue.record("e opens no form")
            return
        }
        #expect(form.editingSetId == undone.id)
        #expect(Self.press(.ctrl("l"), workout).1 == [.redraw])
        #expect(Self.press(.char("?"), workout).0.overlay == .help(over: nil))
        #expect(Self.press(.char("q"), Fixture.state()).1 == [.quit])
        let settings = Self.press(.char("s"), Fixture.state())
        #expect(settings.0.screen == .settings && settings.1.contains(.readSettings))

        let saved = Self.press(.enter, Self.after([.enter], workout))
        #expect(saved.1.contains { if case .store(.saveSet) = $0 { return true } else { return false } })
        let typed = Self.press(.char("7"), Self.after([.enter], workout))
        #expect(typed.0.overlay.flatMap { if case .setForm(let f) = $0 { return f.weight } else { return nil } } == "7")

        var consent = Fixture.inWorkout()
        Fixture.press([.enter, .enter], &consent)
        #expect(Self.press(.char("a"), consent).1.contains(.saveConsent(.allowed, at: Fixture.t0)))
        #expect(Self.press(.char("n"), consent).1.contains(.saveConsent(.declined, at: Fixture.t0)))

        let picked = Self.press(.enter, Self.after([.char("a")], workout))
        #expect(picked.0.overlay == nil && picked.0.message?.text.hasPrefix("Added") == true)
    }

    @Test(
        "what help says on the panel: t sends the test alert, r checks again, a flips consent, → takes the next choice")
    func settingsKeysDoWhatHelpSays() {
        let delivery = Self.settings(at: .delivery, then: [.enter])
        #expect(KeyTables.table(for: delivery).name == "Delivery")
        #expect(Self.press(.char("t"), delivery).1.contains(.sendTestAlert))
        #expect(Self.press(.char("r"), delivery).1.contains(.checkDelivery))
        #expect(Self.press(.char("a"), delivery).1.contains(.saveConsent(.allowed, at: Fixture.t0)))
        #expect(Self.press(.enter, delivery).0.settings.page == .list)
        let lead = Self.press(.right, Self.settings(at: .leadTime))
        #expect(lead.1.savedPreferences == ["lead-minutes=15"])
        let digit = Self.press(.char("3"), Self.settings(at: .leadTime))
        #expect(digit.0.message?.text == "time: move to a time row first" && digit.0.settings.editing == nil)
        let time = Self.press(.char("2"), Self.settings(at: .quietStart))
        #expect(time.0.settings.editing?.display == "2_:__")
        let text = Self.press(.char("q"), Self.settings(at: .maildir, then: [.enter]))
        #expect(text.0.settings.typing?.text.hasSuffix("q") == true && text.0.screen == .settings)
    }

    @Test("help over an overlay lists the overlay's keys, and closing it goes back to the overlay")
    func helpOverOverlays() {
        var consent = Fixture.inWorkout()
        Fixture.press([.enter, .enter], &consent)
        let form = Self.after([.enter], Self.workout())
        // In the picker `?` is text: help is over its form's kind field.
        let picker = Self.after([.char("a"), .ctrl("o"), .tab], Self.workout())
        let time = Self.settings(at: .quietStart, then: [.char("1")])
        for start in [consent, form, picker, time] {
            let table = KeyTables.table(for: start)
            for close in [Key.escape, .char("q"), .char("?")] {
                var state = start
                Fixture.press([.char("?")], &state)
                #expect(KeyTables.table(for: state).name == "Help")
                #expect(KeyTables.described(by: state).name == table.name)
                Fixture.press([close], &state)
                #expect(
                    state.overlay == start.overlay && state.settings.editing == start.settings.editing,
                    "\(table.name): \(close)")
            }
        }
    }

    @Test("j and k scroll the Delivery page's report to its end and back, and say so at either end")
    func deliveryScroll() {
        var state = Self.settings(at: .delivery, then: [.enter], height: 12, report: SettingsScreenTests.doctor)
        let limit = SettingsView.deliveryScrollLimit(state)
        #expect(limit >= 2)
        let top = View.render(state).lines
        Fixture.press(Array(repeating: .char("j"), count: limit + 3), &state)
        #expect(state.settings.deliveryScroll == limit)
        #expect(state.message?.text == "down: the end is in view")
        #expect(View.render(state).lines.contains { $0.contains("PROBLEM") || $0.contains("agent install") })
        Fixture.press([.char("k")], &state)
        #expect(state.settings.deliveryScroll == limit - 1, "k scrolls back at once, not after the extra j presses")
        Fixture.press(Array(repeating: .char("k"), count: limit), &state)
        #expect(state.settings.deliveryScroll == 0 && state.message?.text == "up: the top is in view")
        state.message = nil
        #expect(View.render(state).lines == top)
    }

    @Test("? on Settings › Delivery lists a, t and r, not the list's keys")
    func deliveryHelp() {
        let state = Self.settings(at: .delivery, then: [.enter, .char("?")])
        assertSnapshot(View.render(state), named: "settings-delivery-help-80x24")
    }
}
