import Foundation
import SpotterCore
import SpotterTestSupport
import Testing

@testable import SpotterDelivery

/// The planner, the daily pass, its wake-ups and the fire-time re-check agree, because they ask one
/// gate: random preferences, instants and kinds, seeded so a failure is repeatable.
@Suite("The planner, the daily pass and the fire-time check agree")
struct GateAgreementPropertyTests {
    static let zones = [
        "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "UTC", "Pacific/Chatham",
    ]
    static let anchors = [
        "2026-03-07", "2026-03-28", "2026-04-04", "2026-06-15", "2026-09-26", "2026-10-24", "2026-10-31",
    ]

    /// A zone, an instant around a DST change, and preferences with every switch, quiet hours and a pause drawn at random.
    static func randomCase(_ g: inout SplitMix64) -> (Zone, Date, NotificationPreferences) {
        let zone = Zone.named(zones.randomElement(using: &g)!)
        let cal = ZonedCalendar(timeZone: zone)
        let base = cal.startOfDay(LocalDate(iso: anchors.randomElement(using: &g)!)!)
        let now = base.addingTimeInterval(TimeInterval(Int.random(in: 0..<(3 * 86_400), using: &g)))
        func time() -> LocalTime { LocalTime(minuteOfDay: Int.random(in: 0..<1440, using: &g)) }
        func coin() -> Bool { Bool.random(using: &g) }
        var p = NotificationPreferences()
        p.accountability = [.structured, .structured, .gentle, .flexible].randomElement(using: &g)!
        p.leadMinutes = NotificationPreferences.allowedLeadMinutes.randomElement(using: &g)!
        p.quietHours = coin() ? nil : QuietHours(start: time(), end: time())
        // Pauses end on whole seconds and on fractions, before, around and after now.
        p.pausedUntil =
            coin()
            ? nil
            : now.addingTimeInterval(Double(Int.random(in: -86_400..<(5 * 86_400), using: &g)) + (coin() ? 0.5 : 0))
        p.workoutReminders = Int.random(in: 0..<5, using: &g) > 0
        p.weeklyGoalNudge = coin()
        p.weeklyGoal = Int.random(in: 1...7, using: &g)
        p.goalNudgeTime = time()
        p.forgotToFinish = coin()
        p.reportTodaysWorkout = coin()
        p.reportStillTime = coin()
        p.reportPhaseStarts = coin()
        p.reportWeekInReview = coin()
        p.todaysWorkoutAt = time()
        p.stillTimeAt = time()
        p.weekInReviewAt = time()
        return (zone, now, p)
    }

    @Test(
        "the planner never schedules what the fire-time check would drop, and the check drops what it refuses as quiet or paused"
    )
    func plannerAndFireCheck() {
        var g = SplitMix64(state: 20_261_201)
        var scheduled = 0
        for _ in 0..<3_000 {
            let (zone, now, prefs) = Self.randomCase(&g)
            let weekly = (0..<Int.random(in: 1...4, using: &g)).map { i in
                WeeklySchedule(
                    templateId: "T\(i)", weekdays: Weekday.allCases.filter { _ in Bool.random(using: &g) },
                    time: LocalTime(minuteOfDay: Int.random(in: 0..<1440, using: &g)))
            }
            let open = OpenWorkout(
                id: "w", lastSetAt: now.addingTimeInterval(-Double(Int.random(in: 0..<3_600, using: &g))))
            let plan = planNotifications(
                PlannerInput(
                    now: now, timeZone: zone, weekly: weekly, rotations: [], prefs: prefs,
                    history: PlannerHistory(openWorkout: open)))
            func check(at instant: Date) -> FireContext {
                FireContext(
                    now: instant, zone: zone, prefs: prefs, consentAllowed: Bool.random(using: &g), openWorkoutId: "w")
            }
            for n in plan.scheduled {
                scheduled += 1
                #expect(FireCheck.decide(n, check(at: n.fireAt)) == nil, "\(n.id) at \(n.fireAt) in \(zone.identifier)")
            }
            for s in plan.skipped where s.reason == .quiet || s.reason == .paused {
                let n = PlannedNotification(id: s.id, kind: s.kind, fireAt: s.fireAt, title: "", body: "")
                let expected: DropReason = s.reason == .quiet ? .quietHours : .paused
                #expect(
                    FireCheck.decide(n, check(at: s.fireAt)) == expected, "\(s.id) at \(s.fireAt) in \(zone.identifier)"
                )
            }
        }
        #expect(scheduled > 1_000, "the cases must schedule something to compare")
    }

    @Test("the daily pass never sends at an instant the planner calls quiet or paused")
    func dailyPassAndPlanner() {
        var g = SplitMix64(state: 7_2026)
        var compared = 0
        for _ in 0..<3_000 {
            var (zone, now, prefs) = Self.randomCase(&g)
            let cal = ZonedCalendar(timeZone: zone)
            // A whole minute, as the planner's instants are; reminders on, so the planner asks the gate.
            now = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 60).rounded(.down) * 60)
            prefs.accountability = .structured
            prefs.workoutReminders = true
            prefs.leadMinutes = 0
            let today = cal.day(of: now)
            let nowTime = cal.time(of: now)
            // Open the report windows at or a little before now, so the pass has something it could send.
            func opensBefore() -> LocalTime {
                LocalTime(minuteOfDay: max(0, nowTime.minuteOfDay - Int.random(in: 0..<150, using: &g)))
            }
            prefs.todaysWorkoutAt = opensBefore()
            prefs.stillTimeAt = opensBefore()
            prefs.weekInReviewAt = opensBefore()
            let weekly = [WeeklySchedule(templateId: "T", weekdays: Weekday.allCases, time: nowTime)]
            let plannedFrom = now.addingTimeInterval(-Double(Int.random(in: 60..<(2 * 86_400), using: &g)))
            let plan = planNotifications(
                PlannerInput(now: plannedFrom, timeZone: zone, weekly: weekly, rotations: [], prefs: prefs))
            // The reminder for today's session fires exactly at now (unless a DST overlap moved it).
            let refused = plan.skipped.first { $0.day == today && $0.fireAt == now }
            guard refused != nil || plan.scheduled.contains(where: { $0.day == today && $0.fireAt == now }) else {
                continue
            }
            compared += 1
            let decision = DailyPass.decide(
                DailyPassInput(
                    now: now, zone: zone, prefs: prefs, weekly: weekly,
                    loggedWorkouts: [today.adding(days: -7): 1]))
            if let refused, refused.reason == .quiet || refused.reason == .paused {
                #expect(
                    decision.notices.isEmpty,
                    "\(refused.reason) at \(now) in \(zone.identifier), yet the pass sent \(decision.notices.map(\.title))"
                )
            }
        }
        #expect(compared > 1_000, "the cases must reach the comparison")
    }

    @Test("a wake-up of the daily pass never lands where the pass itself would hold back for quiet hours or a pause")
    func wakeupsAndDailyPass() {
        var g = SplitMix64(state: 1_900)
        var wakeups = 0
        for _ in 0..<2_000 {
            let (zone, now, prefs) = Self.randomCase(&g)
            let weekly = [
                WeeklySchedule(templateId: "T", weekdays: Weekday.allCases, time: LocalTime(hour: 12, minute: 0)!)
            ]
            for w in PassWakeups.plan(prefs: prefs, zone: zone, now: now, days: 3) {
                wakeups += 1
                let decision = DailyPass.decide(
                    DailyPassInput(now: w.at, zone: zone, prefs: prefs, weekly: weekly))
                for skip in decision.skipped {
                    #expect(
                        skip.refusal?.skipReason != .paused && skip.refusal?.skipReason != .quiet,
                        "\(w.id) in \(zone.identifier): \(skip.reason)")
                }
            }
        }
        #expect(wakeups > 1_000)
    }
}
