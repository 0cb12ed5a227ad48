import FoundationEssentials
import SpotterCore

/// How each kind of row changes: switches flip, choices cycle, times and text are committed,
/// pause steps through its lengths; every change leaves as one `.savePreference`.
///
/// ```swift
/// SettingsReducer.change(&state, .leadTime, by: 1)   // [.savePreference(key: "lead-minutes", value: "15", …)]
/// SettingsReducer.pause(&state, step: 1)             // paused-until = now + 3 days, same wall clock
/// ```
extension SettingsReducer {
    /// Enter, Space, ← or → on a row. `cycling` is true for the arrows: they never open or edit.
    static func change(_ state: inout AppState, _ row: SettingRow, by step: Int, cycling: Bool = false) -> [Effect] {
        switch row.control {
        case .toggle:
            if row == .quietHours {
                return save(
                    &state, row, SettingsText.quietHours(state) == nil ? state.settings.lastQuietHours.text : "off")
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
            let key = PreferenceCatalog.key(row.key ?? "")
            let optional = key?.defaultText == "off"
            // A value that may hold a password is typed anew, never shown to be edited.
            let start = (optional && current == "off") || key?.isMasked == true ? "" : current
            state.settings.typing = TextEntry(row: row, text: start)
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
                    "quiet hours cannot start and end at \(time.hhmm); \(SettingsText.value(row, state)) is kept",
                    isError: true)
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
        let text = entry.text.trimmingWhitespace()
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
            allow
                ? "Rest alerts outside the terminal: allowed"
                : "Rest alerts stay in the terminal (the bell and flash still work)")
        return [.saveConsent(allow ? .allowed : .declined, at: state.now)]
    }
}
