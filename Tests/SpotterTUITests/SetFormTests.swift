import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

@Suite("The set form, typed as a new user would")
struct SetFormTests {
    static func keys(_ text: String) -> [Key] { text.map { Key.char($0) } }

    static func form(_ state: AppState) -> SetForm? {
        if case .setForm(let form)? = state.overlay { return form }
        return nil
    }

    /// The workout with one bench set logged (so no warm-ups are offered), rest running.
    static func afterOneSet() -> AppState {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter], &state)
        state.message = nil
        return state
    }

    static func frame(_ state: AppState) -> String { View.render(state).lines.joined(separator: "\n") }

    /// Issue 14: weight, Tab, reps into a fresh form saved 4×625 (it opened on Reps, the `.` was
    /// dropped, and 625 reps went through).
    @Test("weight, Tab, reps saves 62.5 × 4, not 4 × 625")
    func weightThenReps() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter], &state)
        Fixture.press(Self.keys("62.5") + [.tab, .char("4"), .enter], &state)
        #expect(state.live.workout?.sets.last?.weight == 62.5)
        #expect(state.live.workout?.sets.last?.reps == 4)
    }

    @Test("the form opens on the weight; the fields read top to bottom in Tab's order, the focused one marked")
    func focusWithoutColour() throws {
        var state = Self.afterOneSet()
        Fixture.press([.enter], &state)
        var order: [SetForm.Field] = []
        let fields = try #require(Self.form(state)).fields
        for _ in fields {
            let form = try #require(Self.form(state))
            order.append(form.field)
            let lines = View.render(state).lines
            let marked = lines.filter { $0.contains("\(state.glyphs.marker) \(form.field.label)") }
            #expect(marked.count == 1, "one marked line for \(form.field)")
            if form.field != .type { #expect(marked.first?.contains("_") == true, "a caret in \(form.field)") }
            Fixture.press([.tab], &state)
        }
        #expect(order == [.weight, .reps, .rpe, .type, .note])
        #expect(Self.form(state)?.field == .weight, "Tab goes round")
        let lines = View.render(state).lines
        let rows = fields.map { f in lines.firstIndex { $0.contains(" \(f.label) ") } ?? -1 }
        #expect(rows == rows.sorted() && !rows.contains(-1), "screen order is Tab order: \(rows)")
        Fixture.press([.up], &state)
        #expect(Self.form(state)?.field == .note)
    }

    @Test("a key a field cannot take says so in the status line, and changes nothing")
    func refusedKeys() throws {
        var state = Self.afterOneSet()
        Fixture.press([.enter, .tab], &state)
        let before = try #require(Self.form(state))
        Fixture.press([.char(".")], &state)
        #expect(state.message?.text == "point: reps are whole numbers")
        #expect(Self.form(state) == before)
        Fixture.press([.char("a")], &state)
        #expect(state.message?.text.contains("take digits and a point") == true)
        #expect(state.message?.isError == true)
        Fixture.press([.char("+")], &state)
        #expect(state.message?.text == "plates: only the weight steps (Tab to Weight)")
        Fixture.press([.tab, .tab, .char("5")], &state)
        #expect(state.message?.text.contains("Space") == true, "digits on the type field say how to change it")
        #expect(Self.form(state) == before.with { $0.field = .type })
    }

    @Test("625 reps, or more than twice the best, asks before saving; Enter again saves, another key goes back")
    func outlierConfirm() throws {
        var state = Self.afterOneSet()
        var effects = Fixture.press([.enter, .tab] + Self.keys("625") + [.enter], &state)
        #expect(!effects.contains { if case .store(.saveSet) = $0 { true } else { false } })
        #expect(Self.form(state)?.confirming == "save 625 reps?")
        #expect(state.message?.text.hasPrefix("Save 625 reps?") == true)
        #expect(Self.frame(state).contains("Save 625 reps?"))
        Fixture.press([.backspace], &state)
        #expect(Self.form(state)?.confirming == nil)
        #expect(Self.form(state)?.reps == "62")
        Fixture.press([.char("5"), .enter, .enter], &state)
        #expect(state.live.workout?.sets.last?.reps == 625, "asked and answered: saved")

        var heavy = Self.afterOneSet()
        effects = Fixture.press([.enter] + Self.keys("130") + [.enter], &heavy)
        #expect(!effects.contains { if case .store(.saveSet) = $0 { true } else { false } })
        #expect(Self.form(heavy)?.confirming == "save 130 kg (best 60 kg)?")
        Fixture.press([.escape], &heavy)
        #expect(heavy.live.workout?.sets.count == 1, "Esc: nothing saved")
    }

    @Test("RPE (6–10 in halves), set type and a note are saved from the form")
    func rpeTypeNote() throws {
        var state = Self.afterOneSet()
        Fixture.press([.enter, .tab, .tab] + Self.keys("7.3") + [.enter], &state)
        #expect(state.message?.text.contains("6 to 10 in half steps") == true)
        Fixture.press([.backspace, .char("5"), .tab, .char(" "), .char(" "), .tab] + Self.keys("paused? yes"), &state)
        let form = try #require(Self.form(state))
        #expect(form.rpe == "7.5" && form.setType == .drop && form.note == "paused? yes")
        Fixture.press([.enter], &state)
        let set = try #require(state.live.workout?.sets.last)
        #expect(set.rpe == 7.5 && set.type == .drop && set.note == "paused? yes")
        #expect(set.weight == 60 && set.reps == 5)
        // The row marks it.
        #expect(Self.frame(state).contains("D60×5"))
    }

    /// Issue 29: the form checked notes itself with a 120-character limit, not `NoteText`'s 500,
    /// so an imported 300-character note could not be saved again from the edit form.
    @Test("an edit keeps a 300-character imported note: the form checks notes as NoteText does")
    func editKeepsLongNote() throws {
        var state = Self.afterOneSet()
        let note = String(repeating: "long cue ", count: 33) + "end"
        state.live.workout?.sets[0].note = note
        Fixture.press([.char("e")], &state)
        #expect(Self.form(state)?.note == note)
        let effects = Fixture.press([.enter], &state)
        #expect(effects.contains { if case .store(.saveSet(let s, _)) = $0 { s.note == note } else { false } })
        #expect(Self.form(state) == nil, "the form closed: \(state.message?.text ?? "")")
        #expect(state.live.workout?.sets.first?.note == note)
    }

    @Test("an edit can change the type (e then the type field)")
    func editType() throws {
        var state = Self.afterOneSet()
        Fixture.press([.char("e"), .up, .up, .left], &state)
        #expect(Self.form(state)?.setType == .failure)
        let effects = Fixture.press([.enter], &state)
        #expect(effects.contains { if case .store(.saveSet(let s, _)) = $0 { s.type == .failure } else { false } })
        #expect(state.live.workout?.sets.count == 1)
        #expect(state.live.workout?.sets.first?.type == .failure)
    }

    @Test("r repeats the selected exercise's last set exactly, as a new set")
    func repeatLast() throws {
        var state = Self.afterOneSet()
        Fixture.press([.enter, .tab, .tab, .char("9"), .tab, .right, .enter], &state)
        let last = try #require(state.live.workout?.sets.last)
        #expect(last.type == .warmup && last.rpe == 9)
        _ = Fixture.tick(30, &state)
        Fixture.press([.char("r")], &state)
        let repeated = try #require(state.live.workout?.sets.last)
        #expect(repeated.id != last.id)
        #expect(repeated.loggedAt == Fixture.t0.addingTimeInterval(30))
        #expect(
            [repeated.weight, Double(repeated.reps ?? 0), repeated.rpe] == [
                last.weight, Double(last.reps ?? 0), last.rpe,
            ])
        #expect(repeated.type == last.type)
        var empty = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.char("r")], &empty)
        #expect(empty.message?.text == "repeat: no set of this exercise yet")
    }

    @Test("+ and - in the weight step by a pair of the smallest plate, from the plates setting")
    func plateStep() throws {
        var state = Self.afterOneSet()
        Fixture.press([.enter, .char("+"), .char("+")], &state)
        #expect(Self.form(state)?.weight == "65")
        Fixture.press([.char("-")], &state)
        #expect(Self.form(state)?.weight == "62.5")
        var prefs = NotificationPreferences()
        try PreferenceCatalog.set("plates", to: "20 10 5 kg", in: &prefs, zone: Fixture.zone)
        state.prefs = prefs
        Fixture.press([.char("+")], &state)
        #expect(Self.form(state)?.weight == "72.5")
    }

    @Test("the plate calculator: per side for the typed weight, or the nearest two that load")
    func plateLine() {
        var state = Self.afterOneSet()
        Fixture.press([.enter] + Self.keys("62.5"), &state)
        #expect(Self.frame(state).contains("Per side: 20 1.25 kg (bar 20kg)"))
        Fixture.press([.backspace, .backspace, .backspace, .char("1")], &state)
        #expect(Self.frame(state).contains("61 kg can't be loaded: 60 or 62.5"))
        state.prefs.bar = UnitWeight(15, .kg)
        Fixture.press([.backspace] + Self.keys("2.5"), &state)
        #expect(Self.frame(state).contains("Per side: 20 2.5 1.25 kg (bar 15kg)"))
    }

    @Test("units lb: the 45 lb bar and pound plates; a kg target opens on what loads, naming the exact weight")
    func pounds() throws {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        try PreferenceCatalog.set("units", to: "lb", in: &state.prefs, zone: Fixture.zone)
        #expect(state.prefs.bar == UnitWeight(45, .lb) && state.prefs.plates.text == "45 35 25 10 5 2.5 lb")
        Fixture.press([.enter], &state)
        let form = try #require(Self.form(state))
        // 60 kg is 132.28 lb, which no 45 lb bar with 2.5 lb plates holds: 130 is the nearest.
        #expect(form.weight == "130" && form.source == "target 132.28 lb")
        #expect(Self.frame(state).contains("Per side: 35 5 2.5 lb (bar 45lb)"))
        #expect(Self.frame(state).contains("Warm-up: 45×10 50×5 80×3 105×1 (w logs)"))
        // Kilogram plates kept with pounds shown: 132.28 lb is 60 kg, and the line says it loads.
        state.prefs.bar = UnitWeight(20, .kg)
        state.prefs.plates = PlateSet([25, 20, 15, 10, 5, 2.5, 1.25], .kg)
        Fixture.press([.backspace, .backspace, .backspace] + Self.keys("132.28"), &state)
        #expect(Self.frame(state).contains("Per side: 20 kg (bar 20kg)"), "\(Self.frame(state))")
        #expect(!Self.frame(state).contains("can't be loaded"))
    }

    @Test("a barbell's first set offers warm-ups; w logs them as warm-ups, and the working set is prefilled again")
    func warmups() throws {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter], &state)
        #expect(Self.frame(state).contains("Warm-up: 20×10 25×5 35×3 47.5×1 (w logs)"))
        Fixture.press([.char("w")], &state)
        let sets = try #require(state.live.workout?.sets)
        #expect(sets.map(\.type) == [.warmup, .warmup, .warmup, .warmup])
        #expect(sets.map(\.weight) == [20, 25, 35, 47.5])
        #expect(sets.map(\.reps) == [10, 5, 3, 1])
        #expect(state.live.pendingSet == nil && state.live.queuedSets.isEmpty)
        #expect(state.exerciseRows.first?.isDone == false)
        #expect(state.setOrdinal(state.exerciseRows[0]) == "set 1 of 5")
        #expect(Self.frame(state).contains("W20×10"))
        Fixture.press([.char("n"), .enter], &state)
        let form = try #require(Self.form(state))
        #expect(form.weight == "60" && form.reps == "5" && form.source == "target")
        #expect(!Self.frame(state).contains("Warm-up:"), "offered once, before the first working set")
        // A refused warm-up stops the rest of them: nothing is sent after a failure.
        var failing = Fixture.inWorkout(consent: Fixture.declined)
        failing.overlay = .setForm(Reducer.newForm(failing, failing.exerciseRows[0]))
        let first = Reducer.reduce(&failing, .keyPressed(.char("w")))
        guard case .store(.saveSet(let sent, _))? = first.first else {
            Issue.record("no save: \(first)")
            return
        }
        #expect(failing.live.queuedSets.count == 3)
        #expect(Reducer.reduce(&failing, .setSaveFailed(sent, "disk full")).isEmpty)
        #expect(failing.live.queuedSets.isEmpty && failing.live.pendingSet == nil)
        // Not for an exercise without a barbell.
        var plain = Fixture.inWorkout(consent: Fixture.declined)
        plain.plan.exercises = plain.plan.exercises.map {
            var e = $0
            e.equipment = nil
            return e
        }
        Fixture.press([.enter, .char("w")], &plain)
        #expect(plain.message?.text == "warm-ups: no warm-ups to suggest here")
    }
}

extension SetForm {
    func with(_ change: (inout SetForm) -> Void) -> SetForm {
        var copy = self
        change(&copy)
        return copy
    }
}
