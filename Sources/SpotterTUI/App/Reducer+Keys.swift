import FoundationEssentials
import SpotterCore

extension Reducer {
    /// Looks the key up in the table in charge and runs its binding's command: the table is the
    /// only dispatcher, so a key it lacks does nothing, and a disabled binding says why instead of acting.
    static func keyPressed(_ state: inout AppState, _ key: Key) -> [Effect] {
        switch key {
        case .focusIn:
            state.focused = true
            return []
        case .focusOut:
            state.focused = false
            return []
        default: break
        }
        let table = KeyTables.table(for: state)
        guard let binding = table.binding(for: key) else {
            if let other = table.otherKeys, case .char = key { state.message = StatusMessage(other, isError: true) }
            return []
        }
        if let reason = binding.disabledReason(state) {
            state.message = StatusMessage("\(binding.hint(state)): \(reason)")
            return []
        }
        return perform(&state, binding.command, key: key)
    }

    /// Runs a binding's command; `key` is the key pressed, for the commands that type it. The
    /// app-wide commands are handled here; each feature's go to that feature's one `perform`.
    static func perform(_ state: inout AppState, _ command: Command, key: Key? = nil) -> [Effect] {
        switch command {
        case .select(let list, let step): return select(&state, in: list, by: step)
        case .quit: return [.quit]
        case .cancel: state.overlay = nil
        case .help:
            state.overlay = .help(over: state.overlay)
            state.helpScroll = 0
        case .closeHelp:
            guard case .help(let over)? = state.overlay else { return [] }
            state.overlay = over
            // A picker waiting for its index missed the answer if it came while help was over it.
            return indexArrived(&state)
        case .scrollHelpUp, .scrollHelpDown:
            state.helpScroll = HelpWindow(state).first + (command == .scrollHelpUp ? -1 : 1)
        case .redraw: return [.redraw]
        case .confirm: return confirmed(&state)
        case .entry(let command): return performEntry(&state, command, key: key)
        case .today(let command): return performToday(&state, command)
        case .workout(let command): return performWorkout(&state, command, key: key)
        case .setForm(let command): return performSetForm(&state, command, key: key)
        case .log(let command): return performLog(&state, command, key: key)
        case .settings(let command): return SettingsReducer.perform(&state, command, key: key)
        case .templates(let command): return TemplatesReducer.perform(&state, command, key: key)
        case .picker(let command): return performPicker(&state, command, key: key)
        }
        return []
    }

    /// The entry line's keys, whatever the line is for (`DayEntry.purpose` says).
    static func performEntry(_ state: inout AppState, _ command: EntryCommand, key: Key?) -> [Effect] {
        guard case .dayEntry(let entry)? = state.overlay else { return [] }
        switch command {
        case .save: return saveDayEntry(&state, entry)
        case .type: typeDayEntry(&state, entry, key)
        case .erase: eraseDayEntry(&state, entry)
        }
        return []
    }

    /// Moves the selection of one list, as its key table named it.
    static func select(_ state: inout AppState, in list: SelectionList, by step: SelectionStep) -> [Effect] {
        let delta: Int
        switch step {
        case .up: delta = -1
        case .down: delta = 1
        // A page is the rows a list shows, less one kept for context.
        case .pageUp: delta = -max(1, View.Body.of(state).height - 1)
        case .pageDown: delta = max(1, View.Body.of(state).height - 1)
        case .first: delta = -Int(Int32.max)
        case .last: delta = Int(Int32.max)
        }
        switch list {
        case .today:
            let count = TodayOverview(state).entries.count
            state.todayScreen.cursor = min(max(0, state.todayScreen.cursor + delta), max(0, count - 1))
        case .workout:
            state.live.workoutCursor = min(
                max(0, state.live.workoutCursor + delta), max(0, state.exerciseRows.count - 1))
        case .picker:
            guard case .exercisePicker(var picker)? = state.overlay else { return [] }
            picker.cursor = min(max(0, picker.cursor + delta), max(0, picker.rowCount - 1))
            state.overlay = .exercisePicker(picker)
        case .history:
            return moveOnHistory(&state, by: delta)
        case .week, .historyWorkout, .plan, .bodyWeight:
            moveOnLog(&state, in: list, by: delta)
        }
        return []
    }

    static func answerConsent(_ state: inout AppState, allowed: Bool) -> [Effect] {
        state.overlay = nil
        state.consent = allowed ? .allowed(at: state.now) : .declined(at: state.now)
        state.message = StatusMessage(
            allowed
                ? "Rest alerts on: you'll get one if you switch away"
                : "OK, no alerts outside the terminal. Settings can turn them on.")
        return [.saveConsent(allowed ? .allowed : .declined, at: state.now)] + restNotifications(state)
    }
}
