import Foundation
import Testing

@testable import SpotterCore

@Suite("Planner and overlays")
struct PlannerOverlayTests {
    @Test("a vacation takes the reminders off its days, and --explain says so with the reason")
    func vacationExplained() {
        let utc = Zone.utc
        let monday = LocalDate(iso: "2026-11-30")!
        let now = ZonedCalendar(timeZone: utc).instant(monday, LocalTime(hhmm: "08:00")!)
        var input = PlannerInput(
            now: now, timeZone: utc,
            weekly: [WeeklySchedule(templateId: "push", weekdays: [.mon, .wed], time: LocalTime(hhmm: "18:00")!)],
            rotations: [], prefs: NotificationPreferences(), templateNames: ["push": "Push"])
        input.overlays = [Overlay(kind: .vacation, first: monday, last: monday.adding(days: 2))]
        let plan = planNotifications(input)
        let scheduledDays = plan.scheduled.compactMap(\.day)
        #expect(!scheduledDays.contains(monday))
        #expect(!scheduledDays.contains(monday.adding(days: 2)))
        #expect(scheduledDays.contains(monday.adding(days: 7)))
        let overlaid = plan.skipped.filter { $0.reason == .overlay }
        #expect(overlaid.map(\.day) == [monday, monday.adding(days: 2)])
        #expect(overlaid.first?.detail == "Push: vacation")
        #expect(overlaid.first?.id == "workout-reminder:push:2026-11-30")
    }
}
