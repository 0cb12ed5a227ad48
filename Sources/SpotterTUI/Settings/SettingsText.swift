import FoundationEssentials
import SpotterCore

/// How the panel words values and instants: `on`, `15 min before`, `until Thu 12:00`.
///
/// ```swift
/// SettingsText.value(.pause, state)        // "until Thu 12:00", or "off"
/// SettingsText.when(instant, state)        // "today 17:45", "tomorrow 09:00", "Wed 17:45", "Mon 7 Dec 12:00"
/// ```
enum SettingsText {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// An instant near now, short but never ambiguous: a weekday alone only within the coming six days.
    static func when(_ instant: Date, _ state: AppState) -> String {
        let calendar = state.calendar
        let day = calendar.day(of: instant)
        let time = calendar.time(of: instant).hhmm
        switch state.today.days(until: day) {
        case 0: return "today \(time)"
        case 1: return "tomorrow \(time)"
        case 2...6: return "\(day.weekday.displayName) \(time)"
        default: return "\(day.weekday.displayName) \(day.day) \(months[day.month - 1]) \(time)"
        }
    }

    /// The catalogue's text of a row's key, as `spotter config get` prints it.
    static func stored(_ row: SettingRow, _ state: AppState) -> String {
        guard let key = row.key.flatMap(PreferenceCatalog.key) else { return "" }
        return key.get(state.prefs, state.zone)
    }

    /// The value as the panel shows it: as `spotter config get` prints it, never a password.
    static func shown(_ row: SettingRow, _ state: AppState) -> String {
        guard let key = row.key.flatMap(PreferenceCatalog.key) else { return "" }
        return key.shown(state.prefs, state.zone)
    }

    static func pausedUntil(_ state: AppState) -> Date? {
        NotificationGate.pause(state.prefs, at: state.now)
    }

    /// Quiet hours in force: `nil` when off (or an empty window).
    static func quietHours(_ state: AppState) -> QuietHours? {
        NotificationGate.quietHours(state.prefs)
    }

    static func value(_ row: SettingRow, _ state: AppState) -> String {
        switch row {
        case .quietHours: return quietHours(state) == nil ? "off" : "on"
        case .quietStart: return quietHours(state)?.start.hhmm ?? "off"
        case .quietEnd: return quietHours(state)?.end.hhmm ?? "off"
        case .pause: return pausedUntil(state).map { "until \(when($0, state))" } ?? "off"
        case .outsideAlerts:
            switch state.consent {
            case .allowed: return "allowed"
            case .declined: return "not now"
            case .unasked: return "not asked yet"
            }
        case .delivery: return "open"
        default:
            return row.control == .choice ? row.label(for: stored(row, state)) : shown(row, state)
        }
    }
}
