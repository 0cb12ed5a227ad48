import FoundationEssentials

/// When a reminder is about, and when it fires.
///
/// ```swift
/// // Berlin, spring forward on 2026-03-29: 02:30 does not exist that day.
/// ReminderInstant.reminder(day: sunday, time: LocalTime(hhmm: "02:30")!, calendar: berlin)  // 03:30 CEST
/// ReminderInstant.fire(reminder: r, leadMinutes: 60)  // exactly 3600 s earlier: 01:30 CET
/// ```
public enum ReminderInstant {
    /// The day at the source's `HH:MM`, local. A time inside a spring-forward gap moves forward by
    /// the length of the gap (02:30 → 03:30); a time that occurs twice takes the earlier occurrence.
    public static func reminder(day: LocalDate, time: LocalTime, calendar: ZonedCalendar) -> Date {
        calendar.instant(day, time)
    }

    static func reminder(day: LocalDate, time: LocalTime, clock: PlannerClock) -> Date {
        clock.instant(day, time)
    }

    /// The reminder instant minus the lead time in absolute minutes: a lead of 60 across a
    /// spring-forward gap is 60 real minutes, not one hour of wall clock.
    public static func fire(reminder: Date, leadMinutes: Int) -> Date {
        reminder.addingTimeInterval(TimeInterval(-leadMinutes * 60))
    }
}
