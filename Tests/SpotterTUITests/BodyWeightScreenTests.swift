import Foundation
import SpotterCore
import Testing

@testable import SpotterTUI

/// Today's `b`: the body-weight screen, its `w` line and what the store answers, on a fixed clock.
@Suite("The body-weight screen")
struct BodyWeightScreenTests {
    static func typing(_ text: String) -> [Key] { text.map { Key.char($0) } }

    @Test("b on Today opens the screen and loads the entries; q goes back to Today")
    func openAndBack() {
        var state = LogFixture.state()
        let effects = LogFixture.press([.char("b")], &state)
        #expect(effects == [.loadBodyWeights])
        #expect(state.screen == .bodyWeight && state.log.bodyWeights == LogFixture.bodyWeights)
        LogFixture.press([.char("q")], &state)
        #expect(state.screen == .today)
        var escaped = LogFixture.on([.char("b")])
        LogFixture.press([.escape], &escaped)
        #expect(escaped.screen == .today)
    }

    @Test("j/k and the page keys move through the entries, and stop at the ends")
    func moves() {
        var state = LogFixture.on([.char("b")])
        #expect(state.log.bodyWeightCursor == 0)
        LogFixture.press([.char("j"), .char("j")], &state)
        #expect(state.log.bodyWeightCursor == 2)
        LogFixture.press([.char("k")], &state)
        #expect(state.log.bodyWeightCursor == 1)
        LogFixture.press([.char("G")], &state)
        #expect(state.log.bodyWeightCursor == LogFixture.bodyWeights.count - 1)
        LogFixture.press([.char("j")], &state)
        #expect(state.log.bodyWeightCursor == LogFixture.bodyWeights.count - 1)
        #expect(state.message?.text.contains("at the last entry") == true)
        LogFixture.press([.pageUp, .pageUp], &state)
        #expect(state.log.bodyWeightCursor == 0)
    }

    @Test("w, a weight and Enter ask the store to weigh today, in the user's unit")
    func weighs() {
        var state = LogFixture.on([.char("b"), .char("w")])
        #expect(state.overlay == .dayEntry(DayEntry(.bodyWeight(day: LogFixture.monday))))
        #expect(KeyTables.table(for: state).name == "Body weight today")
        let effects = LogFixture.press(Self.typing("82.4") + [.enter], &state)
        #expect(effects == [.weigh(kg: 82.4, day: LogFixture.monday)])
        #expect(state.overlay == nil)
        var pounds = LogFixture.state()
        pounds.prefs.units = .lb
        LogFixture.press([.char("b"), .char("w")], &pounds)
        let lb = LogFixture.press(Self.typing("180") + [.enter], &pounds)
        #expect(lb == [.weigh(kg: WeightUnit.lb.kilograms(180), day: LogFixture.monday)])
    }

    @Test("a bad value is refused with the reason: the line stays open, nothing is saved")
    func refused() {
        for typed in ["abc", "0", "2000", ""] {
            var state = LogFixture.on([.char("b"), .char("w")])
            let effects = LogFixture.press(Self.typing(typed) + [.enter], &state)
            #expect(effects.isEmpty, "\(typed)")
            #expect(state.message?.isError == true && state.message?.text.hasPrefix("body weight: ") == true)
            #expect(state.overlay == .dayEntry(DayEntry(.bodyWeight(day: LogFixture.monday), text: typed)))
        }
    }

    @Test("once durable the entries show again, and a second entry today says what it replaced")
    func weighed() {
        var state = LogFixture.on([.char("b"), .char("j")])
        let today = BodyWeight(day: LogFixture.monday, kg: 82.4)
        let after = LogFixture.bodyWeights.dropLast() + [today]
        _ = Reducer.reduce(
            &state, .weighed(today, replaced: LogFixture.bodyWeights.last, Array(after)))
        #expect(state.log.bodyWeights == Array(after) && state.log.bodyWeightCursor == 0)
        #expect(state.message == StatusMessage("Saved 82.4 kg for Mon 30 Nov (replaces 81.9 kg: one entry a day)"))
        var first = LogFixture.on([.char("b")])
        _ = Reducer.reduce(&first, .weighed(today, replaced: nil, [today]))
        #expect(first.message == StatusMessage("Saved 82.4 kg for Mon 30 Nov"))
    }

    @Test("spotter weigh in another shell while the screen is open: the entries are read again")
    func changedElsewhere() {
        var state = LogFixture.on([.char("b")])
        let effects = Reducer.reduce(&state, .storeChangedElsewhere(Fixture.snapshot()))
        #expect(effects.contains(.loadBodyWeights))
        #expect(state.screen == .bodyWeight)
    }

    @Test("b is Today's, from the one key table the help overlay lists")
    func help() {
        let today = LogFixture.state()
        let binding = KeyTables.described(by: today).binding(for: .char("b"))
        #expect(binding?.command == .today(.openBodyWeight))
        #expect(binding?.help.contains("body-weight screen") == true)
    }
}

/// The body-weight screen drawn: the chart of the entries and their 7-day average, then the list.
@Suite("Golden screens: body weight")
struct BodyWeightGoldenTests {
    @Test(
        "Body weight: the chart (dots and the 7-day average) and the entries, newest first",
        arguments: LogGoldenTests.sizes)
    func screen(_ w: Int, _ h: Int) {
        assertSnapshot(View.render(LogFixture.on([.char("b")], width: w, height: h)), named: "body-weight-\(w)x\(h)")
    }

    @Test("Body weight in pounds: every weight, the averages and the chart's axis in lb")
    func pounds() {
        var state = LogFixture.state()
        state.prefs.units = .lb
        LogFixture.press([.char("b")], &state)
        state.message = nil
        assertSnapshot(View.render(state), named: "body-weight-lb-80x24")
    }

    @Test("Body weight: the line for today's weight", arguments: LogGoldenTests.sizes)
    func entry(_ w: Int, _ h: Int) {
        let state = LogFixture.on([.char("b"), .char("w"), .char("8"), .char("2")], width: w, height: h)
        assertSnapshot(View.render(state), named: "body-weight-entry-\(w)x\(h)")
    }
}
