import FoundationEssentials

/// "Weekly goal at risk": the gentle style's one nudge, and never a guilt trip.
///
/// The week is Monday–Sunday, local. `done` = distinct days of the week with a finished workout;
/// `owed` = goal − done. For a remaining day D, assuming no more training before D,
/// `remaining(D)` = the days from D to Sunday inclusive, without today if today is already trained.
/// D is at risk when `owed ≥ 1` and `owed == remaining(D)`: the sessions still owed exactly fill
/// the days left. Earlier days are on track (no nudge); if even today has fewer days left than
/// sessions owed, the goal is out of reach (no nudge either).
///
/// ```swift
/// // Goal 3, nothing done yet, today Monday: Friday is the day it becomes tight.
/// WeeklyGoalRule.atRiskDays(weekOf: monday, goal: 3, trainedDays: [], today: monday)
/// // [2026-06-05]  (Fri: Fri, Sat, Sun left for 3 sessions)
/// ```
public enum WeeklyGoalRule {
    /// The days from `day` to that week's Sunday inclusive, without today when today is trained.
    public static func remainingDays(from day: LocalDate, today: LocalDate, trainedToday: Bool) -> Int {
        let sunday = day.mondayOfWeek.adding(days: 6)
        let all = day.days(until: sunday) + 1
        return all - (trainedToday && day <= today && today <= sunday ? 1 : 0)
    }

    /// The sessions still owed in the week of `monday`, counting only trained days inside that week.
    public static func owed(weekOf monday: LocalDate, goal: Int, trainedDays: Set<LocalDate>) -> Int {
        let sunday = monday.adding(days: 6)
        return goal - trainedDays.filter { $0 >= monday && $0 <= sunday }.count
    }

    /// Every at-risk day of the week of `monday`, from today on, in order (usually one; two when
    /// today is trained, since today and tomorrow then have the same days left).
    public static func atRiskDays(weekOf monday: LocalDate, goal: Int, trainedDays: Set<LocalDate>, today: LocalDate)
        -> [LocalDate]
    {
        let owed = owed(weekOf: monday, goal: goal, trainedDays: trainedDays)
        guard owed >= 1 else { return [] }
        let trainedToday = trainedDays.contains(today)
        let first = max(monday, today)
        let sunday = monday.adding(days: 6)
        guard first <= sunday else { return [] }
        return (0...first.days(until: sunday)).map { first.adding(days: $0) }.filter {
            remainingDays(from: $0, today: today, trainedToday: trainedToday) == owed
        }
    }

    /// Plans at most one nudge per ISO week for every week that overlaps the horizon.
    static func plan(_ context: PlanningContext, into plan: inout NotificationPlan) {
        let prefs = context.prefs
        let gate = KindGate.refusal(.weeklyGoal, prefs)
        let goal = prefs.weeklyGoal
        var trained = context.input.history.trainedDaysThisWeek
        if !context.trainedToday.templateIds.isEmpty || !context.trainedToday.rotationIds.isEmpty {
            trained.insert(context.today)
        }
        var monday = context.today.mondayOfWeek
        while monday <= context.horizon.lastDay {
            defer { monday = monday.adding(days: 7) }
            let week = monday.isoWeek
            // Later weeks start from nothing done: the projection assumes no more training.
            let weekTrained = monday == context.today.mondayOfWeek ? trained : []
            let owed = owed(weekOf: monday, goal: goal, trainedDays: weekTrained)
            let atRisk = atRiskDays(weekOf: monday, goal: goal, trainedDays: weekTrained, today: context.today)
                .filter(context.horizon.contains)
            guard gate == nil || !atRisk.isEmpty else { continue }
            if owed < 1 {
                plan.notes.append("Weekly goal \(week): reached (\(goal) of \(goal) days), no nudge.")
                continue
            }
            guard !atRisk.isEmpty else {
                let sunday = monday.adding(days: 6)
                let firstDay = max(monday, context.today)
                let left = remainingDays(
                    from: firstDay, today: context.today, trainedToday: weekTrained.contains(context.today))
                if firstDay <= sunday, owed > left {
                    plan.notes.append(
                        "Weekly goal \(week): \(owed) sessions owed but only \(left) days left, out of reach; no nudge (no guilt trips)."
                    )
                } else {
                    plan.notes.append(
                        "Weekly goal \(week): on track (\(owed) owed); the nudge day falls after the 14-day horizon.")
                }
                continue
            }
            // The first at-risk day whose nudge is still ahead; if none, report the last as past.
            let candidates = atRisk.map {
                ($0, ReminderInstant.reminder(day: $0, time: prefs.goalNudgeTime, clock: context.clock))
            }
            let (day, fireAt) = candidates.first { $0.1 > context.now } ?? candidates[candidates.count - 1]
            let id = NotificationID.weeklyGoal(week)
            if let (reason, detail) = gate
                ?? SkipRules.firstReason(kind: .weeklyGoal, templateId: nil, day: day, fireAt: fireAt, context: context)
            {
                plan.skipped.append(
                    SkippedOccurrence(
                        id: id, kind: .weeklyGoal, day: day, fireAt: fireAt, reason: reason,
                        detail: gate != nil
                            ? detail
                            : "the goal of \(goal) days is at risk from \(day.weekday.displayName) (\(owed) to go, \(owed) days left), but it \(detail)"
                    ))
                continue
            }
            if monday > context.today {
                plan.notes.append(
                    "Weekly goal \(week): planned as if nothing is logged that week yet; each workout moves or removes the nudge."
                )
            } else if day > context.today {
                plan.notes.append(
                    "Weekly goal \(week): \(owed) of \(goal) days to go, on track until \(day.weekday.displayName) \(day.iso), when the days left only just fit."
                )
            }
            let left = (0...day.days(until: monday.adding(days: 6))).map { day.adding(days: $0) }
                .filter { !(weekTrained.contains(context.today) && $0 == context.today) }.map(\.weekday)
            let text = NotificationText.weeklyGoal(owed: owed, goal: goal, daysLeft: left)
            plan.scheduled.append(
                PlannedNotification(
                    id: id, kind: .weeklyGoal, fireAt: fireAt,
                    validUntil: context.clock.instant(day.adding(days: 1), LocalTime(minuteOfDay: 0)),
                    title: text.title, body: text.body, route: .week(week), day: day))
        }
    }
}
