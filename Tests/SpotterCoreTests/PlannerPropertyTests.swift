import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

@Suite("Planner properties over random inputs")
struct PlannerPropertyTests {
    static let zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "UTC"]

    /// A random but repeatable input: a zone, a `now` around the 2026 DST changes, weekly schedules,
    /// a rotation, and preferences (style, lead, quiet hours, pause, goal, nudge time).
    static func randomInput(_ g: inout SplitMix64) -> PlannerInput {
        let zone = Zone.named(zones.randomElement(using: &g)!)
        let anchors = [
            "2026-03-05", "2026-03-26", "2026-04-01", "2026-06-15", "2026-09-30", "2026-10-22", "2026-10-29",
        ]
        let base = ZonedCalendar(timeZone: zone).startOfDay(day(anchors.randomElement(using: &g)!))
        let now = base.addingTimeInterval(TimeInterval(Int.random(in: 0..<(4 * 86_400), using: &g)))
        func randomTime() -> LocalTime { LocalTime(minuteOfDay: Int.random(in: 0..<1440, using: &g)) }
        func randomDays() -> [Weekday] {
            let days = Weekday.allCases.filter { _ in Bool.random(using: &g) }
            return days.isEmpty ? [.mon] : days
        }
        let weekly = (0..<Int.random(in: 0...6, using: &g)).map {
            WeeklySchedule(templateId: "T\($0)", weekdays: randomDays(), time: randomTime())
        }
        let rotations = [
            Rotation(
                id: "R", name: "R", templateIds: ["X", "Y", "Z"], nextIndex: Int.random(in: 0..<3, using: &g),
                weekdays: randomDays(), time: randomTime())
        ]
        var p = NotificationPreferences()
        p.accountability = [.structured, .structured, .gentle, .flexible].randomElement(using: &g)!
        p.leadMinutes = NotificationPreferences.allowedLeadMinutes.randomElement(using: &g)!
        p.quietHours = Bool.random(using: &g) ? nil : QuietHours(start: randomTime(), end: randomTime())
        p.pausedUntil =
            Bool.random(using: &g)
            ? nil : now.addingTimeInterval(TimeInterval(Int.random(in: -86_400..<(10 * 86_400), using: &g)))
        p.weeklyGoal = Int.random(in: 1...7, using: &g)
        p.goalNudgeTime = randomTime()
        let today = ZonedCalendar(timeZone: zone).day(of: now)
        let trained = Set(
            (0..<7).map { today.mondayOfWeek.adding(days: $0) }.filter { $0 <= today && Bool.random(using: &g) })
        let open =
            Bool.random(using: &g)
            ? OpenWorkout(
                id: "w", lastSetAt: now.addingTimeInterval(TimeInterval(-Int.random(in: 0..<3_600, using: &g))))
            : nil
        return PlannerInput(
            now: now, timeZone: zone, weekly: weekly, rotations: rotations, prefs: p,
            history: PlannerHistory(trainedDaysThisWeek: trained, openWorkout: open))
    }

    @Test("no planned reminder ever lands in quiet hours, in a pause, or in the past, for 2,000 random inputs")
    func neverQuietOrPaused() {
        var g = SplitMix64(seed: 20_260_601)
        for _ in 0..<2_000 {
            let input = Self.randomInput(&g)
            let plan = planNotifications(input)
            let calendar = ZonedCalendar(timeZone: input.timeZone)
            for n in plan.scheduled {
                let minute = calendar.time(of: n.fireAt).minuteOfDay
                #expect(!(input.prefs.quietHours?.contains(minuteOfDay: minute) ?? false), "\(n.id) quiet")
                if let until = input.prefs.pausedUntil { #expect(n.fireAt >= until, "\(n.id) paused") }
                #expect(n.fireAt > input.now, "\(n.id) past")
                if n.actions.contains(.snoozeHour) {
                    let snoozeMinute = calendar.time(of: n.fireAt.addingTimeInterval(3_600)).minuteOfDay
                    #expect(
                        !(input.prefs.quietHours?.contains(minuteOfDay: snoozeMinute) ?? false), "\(n.id) snooze quiet")
                }
            }
        }
    }

    @Test("every refusal is true of its occurrence, and every planned session is either scheduled or refused")
    func refusalsAreTrueAndComplete() {
        var g = SplitMix64(seed: 99)
        for _ in 0..<1_000 {
            let input = Self.randomInput(&g)
            let plan = planNotifications(input)
            let calendar = ZonedCalendar(timeZone: input.timeZone)
            for s in plan.skipped {
                switch s.reason {
                case .past: #expect(s.fireAt <= input.now, "\(s.id)")
                case .paused: #expect(s.fireAt < input.prefs.pausedUntil ?? .distantPast, "\(s.id)")
                case .quiet:
                    #expect(
                        input.prefs.quietHours?.contains(minuteOfDay: calendar.time(of: s.fireAt).minuteOfDay) == true,
                        "\(s.id)")
                case .style:
                    #expect(input.prefs.accountability != (s.kind == .weeklyGoal ? .gentle : .structured), "\(s.id)")
                default: break
                }
            }
            let resolver = DayResolver(
                weekly: input.weekly, rotations: input.rotations, now: input.now, calendar: calendar,
                trainedToday: input.history.trainedToday)
            let accounted = Set(plan.scheduled.map(\.id) + plan.skipped.map(\.id))
            for d in PlanningHorizon(today: calendar.day(of: input.now)).days {
                for session in resolver.sessions(on: d) {
                    let id = NotificationID.workoutReminder(templateId: session.templateId, day: d)
                    #expect(accounted.contains(id), "\(id) neither scheduled nor refused")
                }
            }
        }
    }

    @Test("plans are sorted, ids are unique, and every reminder's day is inside the 14-day horizon")
    func wellFormed() {
        var g = SplitMix64(seed: 7)
        for _ in 0..<1_000 {
            let input = Self.randomInput(&g)
            let plan = planNotifications(input)
            let horizon = PlanningHorizon(today: ZonedCalendar(timeZone: input.timeZone).day(of: input.now))
            #expect(Set(plan.scheduled.map(\.id)).count == plan.scheduled.count)
            #expect(zip(plan.scheduled, plan.scheduled.dropFirst()).allSatisfy { $0.fireAt <= $1.fireAt })
            for n in plan.scheduled where n.kind != .forgotToFinish {
                #expect(n.day.map(horizon.contains) == true, "\(n.id)")
            }
            #expect(planNotifications(input) == plan)
        }
    }
}
