import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// Plan › Templates: the reducer on the fixed clock, and through the real runner on a real file.
@Suite("Plan › Templates")
struct TemplatesScreenTests {
    static func press(_ keys: [Key], _ state: inout AppState) -> [Effect] {
        keys.flatMap { Reducer.reduce(&state, .keyPressed($0)) }
    }

    static func typed(_ text: String) -> [Key] { text.map { Key.char($0) } }

    /// The demo plan on Plan › Templates, at `Fixture.t0`.
    static func onTemplates(width: Int = 80, height: Int = 24) -> AppState {
        var state = Fixture.state(width: width, height: height)
        _ = press([.char("p"), .char("t")], &state)
        return state
    }

    static func edits(_ effects: [Effect]) -> [ScheduleEdit] {
        effects.compactMap { if case .store(.editSchedule(let e)) = $0 { return e } else { return nil } }
    }

    @Test("t on Plan opens the templates; the Plan footer shows the key, q goes back")
    func opens() {
        var state = Fixture.state()
        _ = Self.press([.char("p")], &state)
        #expect(View.render(state).lines.last?.contains("t templates") == true)
        _ = Self.press([.char("t")], &state)
        #expect(state.screen == .templates)
        #expect(TemplatesLines.selectedTemplate(state)?.id == "push")
        _ = Self.press([.char("q")], &state)
        #expect(state.screen == .plan)
    }

    @Test("→ on a weekday asks the store; the screen shows the change only once it is stored, then re-plans")
    func weekday() {
        var state = Self.onTemplates()
        let templates = state.plan.templates.count
        // Sunday: after the templates, the seventh weekday.
        _ = Self.press(Array(repeating: .char("j"), count: templates + 6), &state)
        #expect(TemplatesLines.selectedDay(state) == .sun)
        let before = state.plan
        let effects = Self.press([.right], &state)
        let edit = ScheduleEdit.setDay(.sun, templateId: "push", time: LocalTime(hhmm: "18:00")!)
        #expect(Self.edits(effects) == [edit])
        #expect(state.plan == before, "nothing on screen claims it is saved yet")
        var stored = Fixture.snapshot()
        stored.plan.weekly.append(WeeklySchedule(templateId: "push", weekdays: [.sun], time: LocalTime(hhmm: "18:00")!))
        let answered = Reducer.reduce(&state, .scheduleEdited(edit, stored))
        #expect(answered.contains(.delivery(.replan)))
        #expect(TemplatesLines.day(state, .sun) == "Push 18:00")
        #expect(state.message?.text == "Saved: Sun Push 18:00")
        _ = Reducer.reduce(&state, .scheduleEditRefused(edit, "unknown template \"x\""))
        #expect(state.message == StatusMessage("Not saved: unknown template \"x\"", isError: true))
        #expect(TemplatesLines.day(state, .sun) == "Push 18:00")
    }

    @Test("the weekly goal steps through the settings' own range, saved as the settings panel saves it")
    func goal() {
        var state = Self.onTemplates()
        let effects = Self.press([.char("+")], &state)
        #expect(effects.contains(.store(.savePreference(key: "weekly-goal", value: "4", zone: Fixture.zone))))
        state.prefs.weeklyGoal = NotificationPreferences.allowedWeeklyGoals.upperBound
        #expect(Self.press([.char("+")], &state).isEmpty)
        #expect(state.message?.text == "goal: the weekly goal is 1 to 7 days")
    }

    @Test("a template from nothing through the real runner: named, first exercise, its line, then on Sunday")
    func fromNothing() throws {
        let rig = RunnerRig()
        var state = Self.onTemplates()
        rig.press([.char("n")] + Self.typed("Upper body") + [.enter], &state)
        #expect(state.screen == .templateEditor)
        #expect(try rig.db.plan().template("upper-body") == nil, "not stored before it has an exercise")
        // The one exercise picker, for `.addToTemplate`: search, Enter takes the best match.
        var effects = rig.press([.char("a")], &state)
        guard case .exercisePicker(let picker)? = state.overlay else {
            Issue.record("no picker")
            return
        }
        #expect(picker.purpose == .addToTemplate(templateId: "upper-body"))
        effects = rig.press(Self.typed("Barbell row") + [.enter], &state)
        #expect(effects.contains(.delivery(.replan)), "a stored change re-plans as an import does")
        #expect(
            try rig.db.plan().template("upper-body")?.items == [
                .init(exerciseId: "row", sets: 3, reps: 10, restSeconds: 90)
            ])
        #expect(state.templates.draft == nil)
        // `e`: the item's line as the file writes it; a line the import refuses stays open with its words.
        rig.press([.char("e")], &state)
        guard case .templateEntry(let entry)? = state.overlay else {
            Issue.record("no entry")
            return
        }
        #expect(entry.text == "3x10 rest 90")
        rig.press(Array(repeating: .backspace, count: entry.text.count) + Self.typed("5x0") + [.enter], &state)
        #expect(state.message?.isError == true)
        #expect(state.message?.text.contains("\"5x0\"") == true, "\(state.message?.text ?? "")")
        if case .templateEntry? = state.overlay {} else { Issue.record("the refused line was closed") }
        rig.press([.backspace] + Self.typed("8 @62.5 rest 120 progress +2.5") + [.enter], &state)
        #expect(state.overlay == nil)
        let item = try #require(try rig.db.plan().template("upper-body")?.items.first)
        #expect(item.sets == 5 && item.reps == 8 && item.weight == 62.5 && item.restSeconds == 120)
        #expect(item.progression != nil)
        // Back to the list, Sunday: rest → Push → … → Upper body (the last template).
        rig.press([.char("q")], &state)
        #expect(state.screen == .templates)
        let templates = state.plan.templates.count
        let sunday = templates + 6
        rig.press(Array(repeating: .char("j"), count: sunday - state.templates.cursor) + [.left], &state)
        effects = rig.press(
            [.char("t")] + Array(repeating: .backspace, count: 5) + Self.typed("07:15") + [.enter], &state)
        #expect(effects.contains(.delivery(.replan)))
        let weekly = try rig.db.plan().weekly
        #expect(weekly.contains { $0.templateId == "upper-body" && $0.weekdays == [.sun] && $0.time.hhmm == "07:15" })
        #expect(ScheduleFile.render(try rig.db.scheduleFile()).contains("weekly upper-body sun 07:15"))
    }

    @Test("a change the import refuses says why on the status line, and the store and screen keep what they had")
    func refusedThroughTheRunner() throws {
        let rig = RunnerRig()
        var state = Self.onTemplates()
        rig.press([.enter], &state)
        #expect(TemplatesLines.edited(state)?.id == "push")
        let effects = rig.press([.char("X"), .char("X"), .char("X")], &state)
        #expect(effects.filter { $0 == .delivery(.replan) }.count == 2)
        #expect(state.message == StatusMessage("Not saved: template push has no sets", isError: true))
        #expect(try rig.db.plan().template("push")?.items.count == 1)
        #expect(state.plan.template("push")?.items.count == 1)
    }

    @Test("reorder and superset as the workout does them, stored; delete asks first")
    func structure() throws {
        let rig = RunnerRig()
        var state = Self.onTemplates()
        rig.press([.enter, .char("S")], &state)
        #expect(try rig.db.plan().template("push")?.supersets == [["bench", "ohp"]])
        rig.press([.char("j"), .char("j"), .char("K")], &state)
        #expect(try rig.db.plan().template("push")?.items.map(\.exerciseId) == ["plank", "bench", "ohp"])
        #expect(state.templates.itemCursor == 0, "the cursor follows the moved item")
        rig.press([.char("q"), .char("D")], &state)
        guard case .confirm? = state.overlay else {
            Issue.record("no question")
            return
        }
        rig.press([.char("y")], &state)
        #expect(try rig.db.plan().template("push") == nil)
        #expect(!(try rig.db.plan().weekly.contains { $0.templateId == "push" }))
    }

    @Test("R types a new rotation's line as the file writes it; e edits one; D deletes it after a question")
    func rotations() throws {
        let rig = RunnerRig()
        var state = Self.onTemplates()
        rig.press([.char("R")], &state)
        guard case .templateEntry(let entry)? = state.overlay else {
            Issue.record("no entry")
            return
        }
        rig.press(
            Array(repeating: .backspace, count: entry.text.count)
                + Self.typed("\"Upper/Lower\" push,legs tue,thu 07:00")
                + [.enter], &state)
        let stored = try #require(try rig.db.plan().rotations.first { $0.id == "upper-lower" })
        #expect(stored.templateIds == ["push", "legs"] && stored.weekdays == [.tue, .thu])
        #expect(state.message?.text.hasPrefix("Saved the rotation Upper/Lower") == true)
        // The rotations come after the seven weekdays, by id: Upper/Lower before the demo's weekend one.
        let first = state.plan.templates.count + 7
        rig.press(Array(repeating: .char("j"), count: first - state.templates.cursor), &state)
        #expect(TemplatesLines.selectedRotation(state)?.id == "upper-lower")
        rig.press([.char("e"), .backspace, .backspace] + Self.typed("xx") + [.enter], &state)
        #expect(state.message?.text == "\"07:xx\" is not a time HH:MM")
        rig.press([.escape, .char("D"), .char("y")], &state)
        #expect(try !rig.db.plan().rotations.contains { $0.id == "upper-lower" })
    }

    @Test("a new template left before it has an exercise is not stored, and says so")
    func draftLeft() throws {
        var state = Self.onTemplates()
        _ = Self.press([.char("n")] + Self.typed("Arms") + [.enter], &state)
        #expect(state.templates.draft?.name == "Arms")
        let effects = Self.press([.char("q")], &state)
        #expect(Self.edits(effects).isEmpty)
        #expect(state.screen == .templates)
        #expect(state.message?.text == "Arms was not saved: a template needs an exercise")
    }

    static let sizes = [(80, 24), (40, 12)]

    @Test("golden: the templates and the week", arguments: sizes)
    func listGolden(_ w: Int, _ h: Int) {
        assertSnapshot(View.render(Self.onTemplates(width: w, height: h)), named: "templates-\(w)x\(h)")
    }

    @Test("golden: a template's items, a superset marked", arguments: sizes)
    func editorGolden(_ w: Int, _ h: Int) {
        var state = Self.onTemplates(width: w, height: h)
        _ = Self.press([.enter], &state)
        var stored = Fixture.snapshot()
        stored.plan.templates[0].supersets = [["bench", "ohp"]]
        stored.plan.templates[0].items[0].progression = ProgressionRule(storedText: "progress +2.5")
        _ = Reducer.reduce(&state, .scheduleEdited(.toggleSuperset(templateId: "push", exerciseId: "bench"), stored))
        assertSnapshot(View.render(state), named: "template-editor-\(w)x\(h)")
    }

    @Test("golden: typing an item's line", arguments: sizes)
    func entryGolden(_ w: Int, _ h: Int) {
        var state = Self.onTemplates(width: w, height: h)
        _ = Self.press([.enter, .char("e")], &state)
        assertSnapshot(View.render(state), named: "template-item-entry-\(w)x\(h)")
    }
}
