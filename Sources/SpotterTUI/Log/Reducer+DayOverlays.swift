import FoundationEssentials
import SpotterCore

/// Marking the shown day from the Day screen: the same records `spotter overlay` writes, then the
/// replan and the day read again, so the plan and the reminders change at once.
///
/// ```swift
/// Reducer.reduce(&state, .keyPressed(.char("r")))  // [.addOverlay(rest on the day shown)]
/// Reducer.reduce(&state, .overlaysChanged(.addOverlay(rest), snapshot))  // [.replan, .loadDay(day)]
/// ```
extension Reducer {
    static func markDay(_ state: inout AppState, _ command: LogCommand) -> [Effect] {
        guard let day = state.log.day else { return [] }
        switch command {
        case .markRest: return [.addOverlay(Overlay(kind: .rest, day: day))]
        case .markSkip: return [.addOverlay(Overlay(kind: .skipped, day: day))]
        case .markNotToday: return [.addOverlay(Overlay(kind: .notToday, day: day))]
        case .markCross: state.overlay = .dayEntry(DayEntry(.crossActivity))
        case .markVacation: state.overlay = .dayEntry(DayEntry(.vacationEnd, text: day.adding(days: 6).iso))
        case .clearOverlay: return [.clearOverlays(day: day)]
        default: break
        }
        return []
    }

    /// Enter on the typed line: the overlay it describes, or why not (the line stays open).
    static func saveDayEntry(_ state: inout AppState, _ entry: DayEntry) -> [Effect] {
        if entry.isNote { return saveNote(&state, entry) }
        switch entry.purpose {
        case .exerciseName(let id): return renameExercise(&state, id, to: entry.text)
        case .mergeInto(let id): return askMerge(&state, id, into: entry.text)
        case .bodyWeight(let day): return weigh(&state, entry.text, on: day)
        case .templateName: return saveTemplate(&state, named: entry.text)
        default: break
        }
        guard let day = state.log.day else { return [] }
        let text = entry.text.trimmingWhitespace()
        switch entry.purpose {
        case .crossActivity:
            if text.isEmpty {
                state.message = StatusMessage("activity: type what you do instead, e.g. cycling", isError: true)
                return []
            }
            if let problem = UserText.problem(in: text, limit: UserText.Limit.activity) {
                state.message = StatusMessage("activity: \(problem)", isError: true)
                return []
            }
            state.overlay = nil
            return [.addOverlay(Overlay(kind: .crossTraining, day: day, activity: text))]
        case .workoutNote, .exerciseNote, .exerciseName, .mergeInto, .bodyWeight, .templateName: return []
        case .vacationEnd:
            guard let last = LocalDate(iso: text) else {
                state.message = StatusMessage("last day: \"\(text)\" is not a date YYYY-MM-DD", isError: true)
                return []
            }
            guard last >= day else {
                state.message = StatusMessage("last day: \(last.iso) is before \(day.iso)", isError: true)
                return []
            }
            state.overlay = nil
            return [.addOverlay(Overlay(kind: .vacation, first: day, last: last))]
        }
    }

    static func typeDayEntry(_ state: inout AppState, _ entry: DayEntry, _ key: Key?) {
        guard case .char(let c)? = key, entry.text.count < entry.maximumLength else { return }
        var e = entry
        e.text.append(c)
        state.overlay = .dayEntry(e)
    }

    static func eraseDayEntry(_ state: inout AppState, _ entry: DayEntry) {
        var e = entry
        if !e.text.isEmpty { e.text.removeLast() }
        state.overlay = .dayEntry(e)
    }

    /// The store holds the overlay (or holds it no more): show it and re-plan.
    static func overlaysChanged(_ state: inout AppState, _ done: StoreEffect, _ snapshot: Snapshot) -> [Effect] {
        loadStored(&state, snapshot)
        switch done {
        case .addOverlay(let o):
            let days =
                o.first == o.last
                ? LogFormat.shortDate(o.first) : "\(LogFormat.shortDate(o.first)) – \(LogFormat.shortDate(o.last))"
            state.message = StatusMessage("Marked \(days): \(o.kind.rawValue)\(o.activity.map { " (\($0))" } ?? "")")
        case .clearOverlays(let day):
            state.message = StatusMessage("Cleared the overlays on \(LogFormat.shortDate(day))")
        default: break
        }
        return [.replan] + (state.screen == .day ? state.log.day.map { [.loadDay($0)] } ?? [] : [])
    }
}
