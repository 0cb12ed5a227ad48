import Foundation
import SpotterCore

/// The settings panel's part of the reducer: every change becomes one `.savePreference` effect,
/// and the screen shows the value only once the store has it.
///
/// ```swift
/// Reducer.reduce(&state, .keyPressed(.char("s")))   // [.readSettings]
/// Reducer.reduce(&state, .keyPressed(.right))       // on "Lead time": [.savePreference(key: "lead-minutes", value: "15", …)]
/// Reducer.reduce(&state, .preferenceSaved(stored))  // state.prefs = stored; [.replan] (and .applyTheme when it changed)
/// ```
/// Writes go through `PreferenceCatalog` by key and text, exactly as `spotter config set` does, so
/// the two faces validate alike and a change made by one is what the other reads.
enum SettingsReducer {
    static func open(_ state: inout AppState) -> [Effect] {
        if state.screen != .settings { state.settings.returnTo = state.screen }
        state.screen = .settings
        state.settings.page = .list
        state.settings.editing = nil
        state.settings.typing = nil
        state.message = nil
        // Read again: `spotter config set` may have changed something since Spotter started.
        return [.readSettings]
    }

    static func read(_ state: inout AppState, _ prefs: NotificationPreferences, themes: [String]) -> [Effect] {
        adopt(&state, prefs)
        state.settings.themes = themes.isEmpty ? ["default"] : themes
        return []
    }

    /// The store has the change: show it, say so, and plan again with it.
    static func saved(_ state: inout AppState, _ prefs: NotificationPreferences) -> [Effect] {
        let themeChanged = prefs.theme != state.prefs.theme
        adopt(&state, prefs)
        if let row = state.settings.savingRow {
            state.message = StatusMessage("Saved: \(row.name) \(SettingsText.value(row, state))")
            state.settings.savingRow = nil
        }
        return [.replan] + (themeChanged ? [.applyTheme(prefs.theme)] : [])
    }

    static func adopt(_ state: inout AppState, _ prefs: NotificationPreferences) {
        state.prefs = prefs
        if let q = prefs.quietHours, q.start != q.end { state.settings.lastQuietHours = q }
    }

    /// Keys on the panel: its own tables; help and redraw go to the app's commands.
    static func keyPressed(_ state: inout AppState, _ key: Key) -> [Effect] {
        guard let binding = SettingsKeys.table(for: state).binding(for: key) else {
            if var entry = state.settings.typing, case .char(let c) = key {
                entry.type(c)
                state.settings.typing = entry
                state.message = nil
            } else if state.settings.editing != nil, case .char = key {
                state.message = StatusMessage("type digits, HH:MM (Esc keeps the old time)", isError: true)
            }
            return []
        }
        if case .settings(let command) = binding.command { return perform(&state, command, key: key) }
        return Reducer.perform(&state, binding.command)
    }

    static func perform(_ state: inout AppState, _ command: SettingsCommand, key: Key?) -> [Effect] {
        let row = state.settings.row
        switch command {
        case .up, .down:
            let step = command == .up ? -1 : 1
            if state.settings.page == .delivery {
                state.settings.deliveryScroll = max(0, state.settings.deliveryScroll + step)
                return []
            }
            let last = SettingRow.all.count - 1
            state.settings.cursor = min(max(0, state.settings.cursor + step), last)
            state.message = nil
        case .change:
            if state.settings.page == .delivery { return toggleConsent(&state) }
            return change(&state, row, by: 1)
        case .next: return change(&state, row, by: 1, cycling: true)
        case .previous: return change(&state, row, by: -1, cycling: true)
        case .type:
            guard case .char(let c)? = key else { return [] }
            guard row.control == .time else {
                state.message = StatusMessage("digits type a time: move to a time row first", isError: true)
                return []
            }
            var entry = state.settings.editing ?? TimeEntry(row: row)
            if let refusal = entry.type(c) {
                state.message = StatusMessage("\(refusal); \(SettingsText.value(row, state)) is kept", isError: true)
            } else {
                state.message = nil
            }
            state.settings.editing = entry
        case .erase:
            state.settings.editing?.erase()
            state.settings.typing?.erase()
        case .clear:
            state.settings.typing?.clear()
        case .testAlert:
            state.message = StatusMessage("Test rest alert sent; r checks again to see how it went")
            return [.sendTestAlert]
        case .recheck:
            return [.checkDelivery]
        case .commit:
            return state.settings.typing != nil ? commitText(&state) : commit(&state)
        case .cancel:
            state.settings.editing = nil
            state.settings.typing = nil
            state.message = StatusMessage("Kept \(row.name) \(SettingsText.value(row, state))")
        case .back:
            if state.settings.editing != nil || state.settings.typing != nil { return perform(&state, .cancel, key: nil) }
            if state.settings.page == .delivery {
                state.settings.page = .list
                return []
            }
            state.screen = state.settings.returnTo == .settings ? .today : state.settings.returnTo
            state.message = nil
        }
        return []
    }

    /// Enter, Space, ← or → on a row. `cycling` is true for the arrows: they never open or edit.
    static func change(_ state: inout AppState, _ row: SettingRow, by step: Int, cycling: Bool = false) -> [Effect] {
        switch row.control {
        case .toggle:
            if row == .quietHours {
                return save(&state, row, SettingsText.quietHours(state) == nil ? state.settings.lastQuietHours.text : "off")
            }
            return save(&state, row, SettingsText.stored(row, state) == "on" ? "off" : "on")
        case .choice:
            let choices = row.choices(state)
            guard !choices.isEmpty else { return [] }
            let at = choices.firstIndex(of: SettingsText.stored(row, state)) ?? 0
            return save(&state, row, choices[(at + step + choices.count) % choices.count])
        case .time:
            if cycling {
                state.message = StatusMessage("type a time, HH:MM", isError: false)
                return []
            }
            state.settings.editing = TimeEntry(row: row)
            state.message = StatusMessage("Type the new time, HH:MM")
            return []
        case .text:
            guard !cycling else {
                state.message = StatusMessage("Enter edits this one")
                return []
            }
            let current = SettingsText.stored(row, state)
            let optional = PreferenceCatalog.key(row.key ?? "")?.defaultText == "off"
            state.settings.typing = TextEntry(row: row, text: optional && current == "off" ? "" : current)
            state.message = StatusMessage("Type, then Enter (Ctrl-U empties, Esc keeps the old value)")
            return []
        case .pause:
            return pause(&state, step: step)
        case .consent:
            return toggleConsent(&state)
        case .page:
            guard !cycling else { return [] }
            state.settings.page = .delivery
            state.settings.deliveryScroll = 0
            state.message = nil
            return [.checkDelivery]
        }
    }

    /// Off → 3 days → 1 week → off (← goes the other way); each pause ends that many days from now.
    static func pause(_ state: inout AppState, step: Int) -> [Effect] {
        let options: [PauseLength?] = [nil, .threeDays, .week]
        let current: PauseLength? = SettingsText.pausedUntil(state) == nil ? nil : (state.settings.pauseChoice ?? .week)
        let at = options.firstIndex(of: current) ?? 0
        let next = options[(at + step + options.count) % options.count]
        state.settings.pauseChoice = next
        guard let next else { return save(&state, .pause, "off") }
        let end = next.end(from: state.now, calendar: state.calendar)
        return save(&state, .pause, LocalDateTimeText.format(end, state.zone))
    }

    static func commit(_ state: inout AppState) -> [Effect] {
        guard let entry = state.settings.editing else { return [] }
        let row = entry.row
        guard let time = entry.time else {
            state.message = StatusMessage(
                "\(entry.display) is not a whole time: type four digits, e.g. 06:30; \(SettingsText.value(row, state)) is kept",
                isError: true)
            return []
        }
        state.settings.editing = nil
        switch row {
        case .quietStart, .quietEnd:
            var window = SettingsText.quietHours(state) ?? state.settings.lastQuietHours
            if row == .quietStart { window.start = time } else { window.end = time }
            guard window.start != window.end else {
                state.message = StatusMessage(
                    "quiet hours cannot start and end at \(time.hhmm); \(SettingsText.value(row, state)) is kept", isError: true)
                return []
            }
            return save(&state, row, window.text)
        default:
            return save(&state, row, time.hhmm)
        }
    }

    /// Enter on typed text: saved when the catalogue accepts it; otherwise its reason, and typing goes on.
    static func commitText(_ state: inout AppState) -> [Effect] {
        guard let entry = state.settings.typing else { return [] }
        let text = entry.text.trimmingCharacters(in: .whitespaces)
        let effects = save(&state, entry.row, text.isEmpty ? "off" : text)
        if !effects.isEmpty { state.settings.typing = nil }
        return effects
    }

    /// One change, checked against the catalogue first so a value the store would refuse never leaves.
    static func save(_ state: inout AppState, _ row: SettingRow, _ text: String) -> [Effect] {
        guard let key = row.key else { return [] }
        var scratch = state.prefs
        do {
            try PreferenceCatalog.set(key, to: text, in: &scratch, zone: state.zone)
        } catch {
            state.message = StatusMessage("\(error)", isError: true)
            return []
        }
        state.settings.savingRow = row
        return [.savePreference(key: key, value: text, zone: state.zone)]
    }

    /// The way back after "Not now" (and the way out after Allow): stored with when it was given.
    static func toggleConsent(_ state: inout AppState) -> [Effect] {
        let allow = !state.consent.isAllowed
        state.consent = allow ? .allowed(at: state.now) : .declined(at: state.now)
        state.message = StatusMessage(
            allow ? "Rest alerts outside the terminal: allowed" : "Rest alerts stay in the terminal (the bell and flash still work)")
        return [.saveConsent(allow ? .allowed : .declined, at: state.now)]
    }
}
