import SpotterCore
import Testing

@testable import SpotterTUI

/// `i` on Plan and Day: what a planned template holds, before it is started.
@Suite("Plan and Day: a template's items")
struct TemplateItemsTests {
    static let sizes = [(80, 24), (40, 12)]

    @Test("Plan: i lists the selected day's exercises under it, and hides them again", arguments: sizes)
    func plan(_ w: Int, _ h: Int) {
        let closed = View.render(LogFixture.on([.char("p"), .char("j"), .char("j")], width: w, height: h))
        let state = LogFixture.on([.char("p"), .char("j"), .char("j"), .char("i")], width: w, height: h)
        let open = View.render(state)
        let template = PlanLines.upcoming(state)[2].plan.sessions.first.flatMap { state.plan.template($0.templateId) }
        let first = template.flatMap { state.plan.exercise($0.items[0].exerciseId)?.name } ?? "?"
        #expect(!closed.lines.joined().contains(first))
        #expect(open.lines.joined().contains(first), "\(open.lines.joined(separator: "\n"))")
        assertSnapshot(open, named: "plan-items-\(w)x\(h)")
        let again = LogFixture.on([.char("p"), .char("j"), .char("j"), .char("i"), .char("i")], width: w, height: h)
        #expect(View.render(again).lines == closed.lines)
    }

    @Test("Plan: with units lb a kg template's barbell targets read at the nearest loadable weight")
    func planInPounds() throws {
        var state = LogFixture.state()
        try PreferenceCatalog.set("units", to: "lb", in: &state.prefs, zone: Fixture.zone)
        LogFixture.press([.char("p"), .char("j"), .char("j"), .char("i")], &state)
        state.message = nil
        let screen = View.render(state)
        // Deadlift 100 kg is 220.46 lb and Barbell row 50 kg 110.23 lb: on a 45 lb bar with
        // 2.5 lb plates they load as 220 and 110.
        let text = screen.lines.joined(separator: "\n")
        #expect(text.contains("Deadlift  3 × 220×5") && text.contains("Barbell row  4 × 110×8"), "\(text)")
        #expect(!text.contains("220.46"), "\(text)")
        assertSnapshot(screen, named: "plan-items-lb-80x24")
    }

    @Test("Day: i lists what the planned workout holds under the plan line", arguments: sizes)
    func day(_ w: Int, _ h: Int) {
        let state = LogFixture.on([.char("d"), .char("i")], width: w, height: h)
        let screen = View.render(state)
        assertSnapshot(screen, named: "day-items-\(w)x\(h)")
        let lines = PlanLines.items(state, state.log.daySummary!.plan)
        #expect(!lines.isEmpty)
        #expect(screen.lines.joined().contains(lines[0].text.trimmingCharacters(in: .whitespaces).prefix(10)))
        #expect(KeyTables.table(for: state).binding(for: .char("i"))?.command == .log(.toggleTemplateItems))
    }
}
