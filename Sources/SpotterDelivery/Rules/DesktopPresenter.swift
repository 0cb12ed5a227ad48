import FoundationEssentials
import SpotterCore

/// Turns a planned notification into what the desktop server receives: urgency, category,
/// sound and buttons from its kind, and the text with lock-screen privacy applied.
///
/// ```swift
/// let d = DesktopPresenter.notification(for: restAlert, prefs: prefs)
/// d.urgency   // .critical when "rest-break-dnd" is on
/// d.category  // "x-spotter.rest"
/// d.actions   // [+30s, Next set]: the rest button follows `rest-step` (+15s)
/// ```
public enum DesktopPresenter {
    public static func notification(
        for n: PlannedNotification, prefs: NotificationPreferences, replacing id: UInt32 = 0
    ) -> DesktopNotification {
        let text = PrivacyFilter.apply(n, prefs)
        var d = DesktopNotification(summary: text.title, body: text.body)
        d.replacesId = id
        d.category = n.kind.category
        d.urgency = DesktopNotification.Urgency(rawValue: UInt8(n.kind.urgency(prefs).rawValue)) ?? .normal
        d.actions = n.actions.map { .init(key: $0.rawValue, label: $0.label(prefs)) }
        switch n.kind {
        case .restAlert, .restRepeat, .workEnd:
            // The freedesktop sound theme's "complete"; servers without sound ignore it.
            d.soundName = "complete"
        case .activeWorkout:
            // One notification updated in place: kept in the centre, never re-popped, never timed out.
            d.urgency = .low
            d.resident = true
            d.expireTimeout = 0
        default:
            break
        }
        return d
    }
}

/// Lock-screen privacy for every text that leaves the terminal (desktop, terminal title, push).
///
/// ```swift
/// PrivacyFilter.apply(restAlert, prefsWithHiddenLockScreen)  // ("Rest over", "Workout in progress")
/// ```
/// It covers the kinds that are about the live workout; reminders and reports name only the plan.
public enum PrivacyFilter {
    public static func apply(_ n: PlannedNotification, _ prefs: NotificationPreferences) -> (
        title: String, body: String
    ) {
        guard prefs.lockScreen == .hidden else { return (n.title, n.body) }
        switch n.kind {
        case .restAlert, .restRepeat, .workEnd, .activeWorkout, .forgotToFinish:
            let title = n.kind == .activeWorkout ? ActiveWorkoutLine.privateText : n.title
            return (title, ActiveWorkoutLine.privateText)
        default:
            return (n.title, n.body)
        }
    }
}
