import Foundation
import Testing

@testable import SpotterCore

@Suite("NotificationID builds and reads back every id")
struct NotificationIDTests {
    static let day = LocalDate(iso: "2026-12-01")!

    @Test(
        "every subject round-trips through its text",
        arguments: [
            NotificationID.Subject.workoutReminder(templateId: "push", day: day),
            .snoozedReminder(templateId: "legs:heavy", day: day), .weeklyGoal(ISOWeek(year: 2026, week: 53)),
            .weeklyGoal(ISOWeek(year: 2027, week: 1)), .forgotToFinish(workoutId: "w1"), .restAlert(workoutId: "a:b:c"),
            .restRepeat(workoutId: "w1"), .workEnd(workoutId: "w1"), .activeWorkout(workoutId: "w1"),
            .passWakeup(day: day, time: LocalTime(hour: 5, minute: 0)!),
        ])
    func roundTrip(subject: NotificationID.Subject) {
        let id = NotificationID(subject)
        #expect(NotificationID(parsing: id.description) == id, "\(id)")
    }

    @Test("the texts are the stored ones, so existing outboxes still match")
    func texts() {
        #expect(NotificationID(.restAlert(workoutId: "w1")).description == "rest-alert:w1")
        #expect(
            NotificationID(.passWakeup(day: Self.day, time: LocalTime(hour: 19, minute: 0)!)).description
                == "daily-pass:2026-12-01T19:00")
        #expect(
            NotificationID.snoozedReminder(templateId: "push", day: Self.day)
                == "workout-reminder-snoozed:push:2026-12-01")
    }

    @Test("the workout and template are read from the id, colons and all")
    func fields() {
        #expect(NotificationID(parsing: "rest-alert:w:1")?.workoutId == "w:1")
        #expect(NotificationID(parsing: "forgot-to-finish:w1")?.workoutId == "w1")
        #expect(NotificationID(parsing: "workout-reminder:push:2026-12-01")?.workoutId == nil)
        #expect(NotificationID(parsing: "workout-reminder:a:b:2026-12-01")?.templateId == "a:b")
        #expect(NotificationID(parsing: "weekly-goal:2026-W23")?.templateId == nil)
    }

    @Test(
        "text no builder writes is refused",
        arguments: [
            "", "rest-alert", "rest-alert:", "party:w1", "workout-reminder:push", "workout-reminder::2026-12-01x",
            "workout-reminder:push:2026-13-01", "workout-reminder::2026-12-01", "weekly-goal:2026-W54",
            "weekly-goal:2026-23",
            "daily-pass:2026-12-01", "daily-pass:2026-12-01T25:00", "REST-ALERT:w1",
        ])
    func refused(text: String) { #expect(NotificationID(parsing: text) == nil, "\(text)") }
}
