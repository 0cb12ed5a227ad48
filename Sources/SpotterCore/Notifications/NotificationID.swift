/// A notification's stable id, derived from what it is about: built and read back by this one type.
///
/// ```swift
/// NotificationID.workoutReminder(templateId: "push", day: LocalDate(iso: "2026-12-01")!)
/// // "workout-reminder:push:2026-12-01"
/// NotificationID(parsing: "rest-alert:w1")?.workoutId  // "w1"
/// NotificationID(parsing: "daily-pass:2026-12-01T05:00")?.subject  // .passWakeup(2026-12-01, 05:00)
/// ```
/// The text is the subject's name, a colon, then its fields joined by colons; a workout or
/// template id is the one free-form field and may itself hold colons (a reminder's day is the
/// last field, so it is read from the end). Planning twice gives the same ids, so replacing the
/// outbox by id is idempotent.
public struct NotificationID: Hashable, Sendable, CustomStringConvertible {
    /// What a notification is about.
    public enum Subject: Hashable, Sendable {
        case workoutReminder(templateId: String, day: LocalDate)
        case snoozedReminder(templateId: String, day: LocalDate)
        case weeklyGoal(ISOWeek)
        case forgotToFinish(workoutId: String)
        /// One rest alert per workout: extending rest moves it, a new rest replaces it.
        case restAlert(workoutId: String)
        case restRepeat(workoutId: String)
        case workEnd(workoutId: String)
        case activeWorkout(workoutId: String)
        /// A run of the daily pass (not a notification itself): its local day and minute.
        case passWakeup(day: LocalDate, time: LocalTime)
    }

    public let subject: Subject

    public init(_ subject: Subject) { self.subject = subject }

    /// Reads an id back; `nil` for text no builder here writes.
    public init?(parsing text: String) {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let rest = String(text[text.index(after: colon)...])
        guard !rest.isEmpty else { return nil }
        switch text[..<colon] {
        case "workout-reminder", "workout-reminder-snoozed":
            guard let split = rest.lastIndex(of: ":"),
                let day = LocalDate(iso: String(rest[rest.index(after: split)...])),
                split > rest.startIndex
            else { return nil }
            let templateId = String(rest[..<split])
            subject =
                text.hasPrefix("workout-reminder-snoozed:")
                ? .snoozedReminder(templateId: templateId, day: day)
                : .workoutReminder(templateId: templateId, day: day)
        case "weekly-goal":
            let w = rest.split(separator: "-", omittingEmptySubsequences: false)
            guard w.count == 2, w[0].count == 4, let year = Int(w[0]), w[1].count == 3, w[1].first == "W",
                let week = Int(w[1].dropFirst()), (1...53).contains(week)
            else { return nil }
            subject = .weeklyGoal(ISOWeek(year: year, week: week))
        case "forgot-to-finish": subject = .forgotToFinish(workoutId: rest)
        case "rest-alert": subject = .restAlert(workoutId: rest)
        case "rest-repeat": subject = .restRepeat(workoutId: rest)
        case "work-end": subject = .workEnd(workoutId: rest)
        case "active-workout": subject = .activeWorkout(workoutId: rest)
        case "daily-pass":
            let parts = rest.split(separator: "T", omittingEmptySubsequences: false)
            guard parts.count == 2, let day = LocalDate(iso: String(parts[0])),
                let time = LocalTime(hhmm: String(parts[1]))
            else { return nil }
            subject = .passWakeup(day: day, time: time)
        default: return nil
        }
    }

    /// The stored text of the id.
    public var description: String {
        switch subject {
        case .workoutReminder(let templateId, let day): return "workout-reminder:\(templateId):\(day.iso)"
        case .snoozedReminder(let templateId, let day): return "workout-reminder-snoozed:\(templateId):\(day.iso)"
        case .weeklyGoal(let week): return "weekly-goal:\(week)"
        case .forgotToFinish(let workoutId): return "forgot-to-finish:\(workoutId)"
        case .restAlert(let workoutId): return "rest-alert:\(workoutId)"
        case .restRepeat(let workoutId): return "rest-repeat:\(workoutId)"
        case .workEnd(let workoutId): return "work-end:\(workoutId)"
        case .activeWorkout(let workoutId): return "active-workout:\(workoutId)"
        case .passWakeup(let day, let time): return "daily-pass:\(day.iso)T\(time.hhmm)"
        }
    }

    /// The workout a live-session alert or a forgot-to-finish nudge is about.
    public var workoutId: String? {
        switch subject {
        case .forgotToFinish(let id), .restAlert(let id), .restRepeat(let id), .workEnd(let id), .activeWorkout(let id):
            return id
        default: return nil
        }
    }

    /// The template a reminder is about.
    public var templateId: String? {
        switch subject {
        case .workoutReminder(let id, _), .snoozedReminder(let id, _): return id
        default: return nil
        }
    }
}

extension NotificationID {
    // The builders call sites use: the id's text, straight from its subject.
    public static func workoutReminder(templateId: String, day: LocalDate) -> String {
        NotificationID(.workoutReminder(templateId: templateId, day: day)).description
    }
    public static func snoozedReminder(templateId: String, day: LocalDate) -> String {
        NotificationID(.snoozedReminder(templateId: templateId, day: day)).description
    }
    public static func weeklyGoal(_ week: ISOWeek) -> String { NotificationID(.weeklyGoal(week)).description }
    public static func forgotToFinish(workoutId: String) -> String {
        NotificationID(.forgotToFinish(workoutId: workoutId)).description
    }
    public static func restAlert(workoutId: String) -> String {
        NotificationID(.restAlert(workoutId: workoutId)).description
    }
    public static func restRepeat(workoutId: String) -> String {
        NotificationID(.restRepeat(workoutId: workoutId)).description
    }
    public static func workEnd(workoutId: String) -> String {
        NotificationID(.workEnd(workoutId: workoutId)).description
    }
    public static func activeWorkout(workoutId: String) -> String {
        NotificationID(.activeWorkout(workoutId: workoutId)).description
    }
}
