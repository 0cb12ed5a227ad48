import FoundationEssentials
import SpotterCore

/// The body-weight screen: opening it, typing today's weight, and what the store answers.
///
/// ```swift
/// Reducer.reduce(&state, .keyPressed(.char("b")))   // [.loadBodyWeights], screen .bodyWeight
/// Reducer.reduce(&state, .keyPressed(.char("w")))   // "Body weight today" line
/// // type "82.4", Enter: [.weigh(kg: 82.4, day: today)]
/// Reducer.reduce(&state, .weighed(entry, replaced: earlier, entries))  // "Saved 82.4 kg … (replaces 83 kg …)"
/// ```
extension Reducer {
    static func openBodyWeight(_ state: inout AppState) -> [Effect] {
        go(&state, to: .bodyWeight)
        state.log.bodyWeightCursor = 0
        return [.loadBodyWeights]
    }

    static func startWeighing(_ state: inout AppState) {
        state.overlay = .dayEntry(DayEntry(.bodyWeight(day: state.today)))
    }

    /// Enter on the typed weight: read in the user's unit by the one reader `spotter weigh` uses;
    /// a bad value says why and the line stays open, nothing saved.
    static func weigh(_ state: inout AppState, _ typed: String, on day: LocalDate) -> [Effect] {
        let text = typed.trimmingWhitespace()
        guard !text.isEmpty else {
            state.message = StatusMessage("body weight: type it in \(state.unit.label), e.g. 82.4", isError: true)
            return []
        }
        do {
            let kg = try state.unit.bodyWeight(text)
            state.overlay = nil
            state.message = StatusMessage("Saving\(state.glyphs.ellipsis)")
            return [.weigh(kg: kg, day: day)]
        } catch {
            state.message = StatusMessage("body weight: \(error)", isError: true)
            return []
        }
    }

    /// The store holds it: list it (the newest selected) and say what it replaced.
    static func weighed(_ state: inout AppState, _ entry: BodyWeight, replaced: BodyWeight?, _ entries: [BodyWeight]) {
        state.log.bodyWeights = entries
        state.log.bodyWeightCursor = 0
        let unit = state.unit
        let said = "Saved \(unit.withUnit(entry.kg)) for \(LogFormat.shortDate(entry.day))"
        state.message = StatusMessage(
            replaced.map { "\(said) (replaces \(unit.withUnit($0.kg)): one entry a day)" } ?? said, isError: false)
    }
}
