import Foundation
import SpotterTestSupport

@testable import SpotterCore

/// Small builders that keep planner tests readable: zones, instants written as ISO 8601, inputs.
extension Zone {
    static let berlin = Zone.named("Europe/Berlin")
    static let newYork = Zone.named("America/New_York")
}

/// An instant written with its offset: `at("2026-06-01T06:00:00+02:00")`.
func at(_ text: String) -> Date {
    let f = ISO8601DateFormatter()
    f.formatOptions = [.withInternetDateTime]
    guard let d = f.date(from: text) else { fatalError("bad instant in test: \(text)") }
    return d
}

func day(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }
func time(_ hhmm: String) -> LocalTime { LocalTime(hhmm: hhmm)! }

/// Preferences with quiet hours off unless a test asks for them, so each test isolates one rule.
func prefs(
    _ style: AccountabilityStyle = .structured, lead: Int = 0, quiet: QuietHours? = nil, pausedUntil: Date? = nil,
    goal: Int = 3, nudge: String = "09:00", forgotToFinish: Bool = true
) -> NotificationPreferences {
    var p = NotificationPreferences()
    p.accountability = style
    p.leadMinutes = lead
    p.quietHours = quiet
    p.pausedUntil = pausedUntil
    p.weeklyGoal = goal
    p.goalNudgeTime = time(nudge)
    p.forgotToFinish = forgotToFinish
    return p
}

func quiet(_ start: String, _ end: String) -> QuietHours { QuietHours(start: time(start), end: time(end)) }

func weekly(_ templateId: String, _ days: [Weekday], _ hhmm: String) -> WeeklySchedule {
    WeeklySchedule(templateId: templateId, weekdays: days, time: time(hhmm))
}

func plan(
    now: String, zone: Zone = Zone.berlin, weekly: [WeeklySchedule] = [], rotations: [Rotation] = [],
    prefs p: NotificationPreferences = prefs(), history: PlannerHistory = PlannerHistory()
) -> NotificationPlan {
    planNotifications(
        PlannerInput(now: at(now), timeZone: zone, weekly: weekly, rotations: rotations, prefs: p, history: history))
}

extension NotificationPlan {
    func scheduled(_ id: String) -> PlannedNotification? { scheduled.first { $0.id == id } }
    func skipped(_ id: String) -> SkippedOccurrence? { skipped.first { $0.id == id } }
    var scheduledIds: [String] { scheduled.map(\.id) }
}
