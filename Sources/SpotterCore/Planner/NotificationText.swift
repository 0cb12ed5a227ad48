/// The words of every planned notification, in one place.
///
/// Reminders are about the plan, not the live session, so lock-screen privacy (which hides the
/// exercise of a live workout) does not change them; the delivery applies it to live-session text.
///
/// ```swift
/// NotificationText.workoutReminder(name: "Push", time: LocalTime(hhmm: "18:00")!, leadMinutes: 15)
/// // (title: "Push at 18:00", body: "Push starts in 15 minutes.")
/// ```
public enum NotificationText {
    public static func workoutReminder(name: String, time: LocalTime, leadMinutes: Int) -> (title: String, body: String)
    {
        let body =
            leadMinutes == 0
            ? "Time for \(name)."
            : "\(name) starts in \(leadMinutes == 60 ? "an hour" : "\(leadMinutes) minutes")."
        return ("\(name) at \(time.hhmm)", body)
    }

    public static func snoozedBody(_ body: String) -> String { "Snoozed: \(body)" }

    /// The weekly-goal nudge: how many sessions are still owed and which days are left for them.
    ///
    /// ```swift
    /// NotificationText.weeklyGoal(owed: 2, goal: 3, daysLeft: [.sat, .sun])
    /// // (title: "2 sessions to go this week", body: "Your goal is 3 days; Sat and Sun are left.")
    /// ```
    public static func weeklyGoal(owed: Int, goal: Int, daysLeft: [Weekday]) -> (title: String, body: String) {
        let title = owed == 1 ? "1 session to go this week" : "\(owed) sessions to go this week"
        let names = daysLeft.map(\.displayName)
        let list: String
        switch names.count {
        case 0: list = "no days"
        case 1: list = names[0]
        default: list = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        }
        let verb = names.count == 1 ? "is" : "are"
        return (title, "Your goal is \(goal) day\(goal == 1 ? "" : "s"); \(list) \(verb) left.")
    }

    public static func forgotToFinish(minutes: Int) -> (title: String, body: String) {
        ("Still training?", "No new set for \(minutes) minutes. Finish the workout, or carry on.")
    }
}
