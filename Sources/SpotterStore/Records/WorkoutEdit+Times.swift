import FoundationEssentials
import SpotterCore

extension WorkoutEdit {
    /// The edit that gives `workout` a new day, start or end, typed as local wall-clock times; nil
    /// leaves each as it is.
    ///
    /// ```swift
    /// // Push on Mon 30 Nov, 18:00–19:00, moved to Tuesday at 07:00:
    /// WorkoutEdit(of: push, name: nil, day: tuesday, start: LocalTime(hhmm: "07:00"), end: nil, calendar: berlin)
    /// // startedAt Tue 07:00, finishedAt Tue 08:00: moved without a new end, it keeps its length
    /// ```
    /// A new day keeps the start's and the end's times; an end before the start is after midnight,
    /// on the next day. The one rule for `spotter workout edit` and the TUI's workout form.
    public init(
        of workout: Workout, name: String?, day: LocalDate?, start: LocalTime?, end: LocalTime?,
        calendar: ZonedCalendar
    ) {
        self.init(name: name, day: day)
        let newDay = day ?? workout.day
        if start != nil || day != nil {
            startedAt = calendar.instant(newDay, start ?? calendar.time(of: workout.startedAt))
        }
        let newStart = startedAt ?? workout.startedAt
        if let end {
            var at = calendar.instant(newDay, end)
            // An end before the start is after midnight: the next day.
            if at < newStart { at = calendar.instant(newDay.adding(days: 1), end) }
            finishedAt = at
        } else if let finished = workout.finishedAt, startedAt != nil {
            // Moved without a new end: it keeps its length.
            finishedAt = newStart.addingTimeInterval(finished.timeIntervalSince(workout.startedAt))
        }
    }
}

/// Where a set added to a logged workout goes in time: after its last set, never after its end,
/// so it is where it was forgotten.
///
/// ```swift
/// ForgottenSet.loggedAt(startedAt: six, lastSetAt: sevenTwenty, finishedAt: sevenThirty)  // 07:20:01
/// ```
public enum ForgottenSet {
    public static func loggedAt(startedAt: Date, lastSetAt: Date?, finishedAt: Date?) -> Date {
        let after = (lastSetAt ?? startedAt).addingTimeInterval(1)
        return finishedAt.map { min($0, after) } ?? after
    }
}
