import FoundationEssentials
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

    static func perform(_ state: inout AppState, _ command: SettingsCommand, key: Key?) -> [Effect] {
        let row = state.settings.row
        switch command {
        case .open: return open(&state)
        case .up, .down:
            let last = SettingRow.all.count - 1
            state.settings.cursor = min(max(0, state.settings.cursor + (command == .up ? -1 : 1)), last)
            state.message = nil
        case .scrollUp, .scrollDown:
            let limit = SettingsView.deliveryScrollLimit(state)
            let step = command == .scrollUp ? -1 : 1
            state.settings.deliveryScroll = min(max(0, min(state.settings.deliveryScroll, limit) + step), limit)
        case .change:
            return change(&state, row, by: 1)
        case .allowOrStop:
            return toggleConsent(&state)
        case .next: return change(&state, row, by: 1, cycling: true)
        case .previous: return change(&state, row, by: -1, cycling: true)
        case .type:
            guard case .char(let c)? = key, row.control == .time || state.settings.editing != nil else { return [] }
            var entry = state.settings.editing ?? TimeEntry(row: row)
            if let refusal = entry.type(c) {
                state.message = StatusMessage("\(refusal); \(SettingsText.value(row, state)) is kept", isError: true)
            } else {
                state.message = nil
            }
            state.settings.editing = entry
        case .typeText:
            guard case .char(let c)? = key else { return [] }
            state.settings.typing?.type(c)
            state.message = nil
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
            return commit(&state)
        case .commitText:
            return commitText(&state)
        case .cancel:
            state.settings.editing = nil
            state.settings.typing = nil
            state.message = StatusMessage("Kept \(row.name) \(SettingsText.value(row, state))")
        case .closePage:
            state.settings.page = .list
        case .back:
            if state.settings.editing != nil || state.settings.typing != nil {
                return perform(&state, .cancel, key: nil)
            }
            state.screen = state.settings.returnTo == .settings ? .today : state.settings.returnTo
            state.message = nil
        }
        return []
    }
}
