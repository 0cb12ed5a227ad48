import FoundationEssentials

/// `spotter plan` and `spotter plan --explain` as text a person reads: what will be sent, and
/// (with `explain`) everything that will not, each with the rule that stopped it.
///
/// ```text
/// Notifications planned for the next 14 days (Mon 2026-06-01 … Sun 2026-06-14), Europe/Berlin
/// Now:      Mon 2026-06-01 06:00 (+02:00)
/// Settings: structured: a reminder on each planned day, on time · quiet hours 22:00–07:00 · not paused
///
/// Will be sent (2):
///   Mon 2026-06-01 07:00  workout reminder  A at 07:00  [Snooze 1h]
///   …
/// Not sent (1):
///   Tue 2026-06-02 06:45  workout reminder  A, Tue 2026-06-02
///       quiet: would fire Tue 2026-06-02 06:45, inside quiet hours 22:00–07:00
/// ```
public enum PlanExplanation {
    public static func render(_ plan: NotificationPlan, input: PlannerInput, explain: Bool) -> String {
        let calendar = ZonedCalendar(timeZone: input.timeZone)
        let today = calendar.day(of: input.now)
        let horizon = PlanningHorizon(today: today)
        func when(_ instant: Date) -> String {
            let d = calendar.day(of: instant)
            return "\(d.weekday.displayName) \(d.iso) \(calendar.time(of: instant).hhmm)"
        }
        var lines: [String] = []
        lines.append(
            "Notifications planned for the next 14 days (\(today.weekday.displayName) \(today.iso) … "
                + "\(horizon.lastDay.weekday.displayName) \(horizon.lastDay.iso)), \(input.timeZone.identifier)")
        lines.append("Now:      \(when(input.now)) (\(offset(calendar.offsetSeconds(at: input.now))))")
        lines.append("Settings: \(settings(input.prefs, now: input.now, when: when))")
        lines.append("")

        if plan.scheduled.isEmpty {
            lines.append("Nothing will be sent.")
        } else {
            lines.append("Will be sent (\(plan.scheduled.count)):")
            for n in plan.scheduled {
                let buttons =
                    n.actions.isEmpty
                    ? "" : "  [" + n.actions.map { $0.label(input.prefs) }.joined(separator: ", ") + "]"
                lines.append(
                    "  \(when(n.fireAt))  \(kindName(n.kind).padded(toWidth: 18)) \(n.title)\(buttons)"
                )
            }
        }
        guard explain else {
            if !plan.skipped.isEmpty {
                lines.append("")
                lines.append("\(plan.skipped.count) more not sent; `spotter plan --explain` says why.")
            }
            return lines.joined(separator: "\n")
        }

        lines.append("")
        if plan.skipped.isEmpty {
            lines.append("Nothing was held back.")
        } else {
            lines.append("Not sent (\(plan.skipped.count)), with the reason:")
            // A style or a switch refuses every occurrence of a kind alike: say it once per kind.
            let wholesale = plan.skipped.filter { $0.reason == .style || $0.reason == .muted }
            for kind in NotificationKind.allCases {
                let group = wholesale.filter { $0.kind == kind }
                guard let first = group.first, let last = group.last else { continue }
                let span = group.count == 1 ? "" : " … \(when(last.fireAt))"
                lines.append("  \(when(first.fireAt))\(span)  \(kindName(kind)) ×\(group.count)")
                lines.append("      \(first.reason.rawValue): \(first.detail)")
            }
            for s in plan.skipped where s.reason != .style && s.reason != .muted {
                let about = [
                    s.templateId.map(input.name(of:)), s.day.map { "for \($0.weekday.displayName) \($0.iso)" },
                ]
                .compactMap { $0 }.joined(separator: ", ")
                lines.append(
                    "  \(when(s.fireAt))  \(kindName(s.kind).padded(toWidth: 18)) \(about)"
                )
                lines.append("      \(s.reason.rawValue): \(s.detail)")
            }
        }
        if !plan.notes.isEmpty {
            lines.append("")
            lines.append("Also:")
            for note in plan.notes { lines.append("  \(note)") }
        }
        lines.append("")
        lines.append("How Spotter decides: each planned workout of the next 14 days gets one reminder at its time")
        lines.append("minus the lead time. It is not sent if, checked in this order:")
        for reason in SkipReason.allCases {
            lines.append("  \(reason.rawValue.padded(toWidth: 13))  \(reason.summary)")
        }
        lines.append("The weekly-goal nudge (gentle style) comes at the nudge time on the first day when the sessions")
        lines.append(
            "still owed exactly fill the days left in the week: never while on track, never once out of reach.")
        lines.append(
            "\"Forgot to finish?\" comes \(ForgotToFinish.minutes(input.prefs)) minutes after the last saved set of a workout left open."
        )
        lines.append("Spotter plans again whenever it starts and after every finished workout.")
        return lines.joined(separator: "\n")
    }

    static func kindName(_ kind: NotificationKind) -> String {
        switch kind {
        case .workoutReminder: return "workout reminder"
        case .weeklyGoal: return "weekly goal"
        case .forgotToFinish: return "forgot to finish?"
        default: return kind.rawValue.replacing("-", with: " ")
        }
    }

    static func settings(_ p: NotificationPreferences, now: Date, when: (Date) -> String) -> String {
        var parts: [String] = []
        switch p.accountability {
        case .structured:
            let lead = p.leadMinutes == 0 ? "on time" : "\(p.leadMinutes) min early"
            parts.append(
                p.workoutReminders
                    ? "structured: a reminder on each planned day, \(lead)"
                    : "structured, but workout reminders are off")
        case .gentle:
            parts.append(
                p.weeklyGoalNudge
                    ? "gentle: a nudge at \(p.goalNudgeTime.hhmm) only when the weekly goal of \(p.weeklyGoal) days is at risk"
                    : "gentle, but the weekly-goal nudge is off")
        case .flexible:
            parts.append("flexible: no reminders or nudges")
        }
        if let q = NotificationGate.quietHours(p) {
            parts.append("quiet hours \(q.start.hhmm)–\(q.end.hhmm)")
        } else {
            parts.append("no quiet hours")
        }
        if let until = NotificationGate.pause(p, at: now) {
            parts.append("paused until \(when(until))")
        } else {
            parts.append("not paused")
        }
        parts.append("forgot-to-finish \(p.forgotToFinish ? "on" : "off")")
        return parts.joined(separator: " · ")
    }

    static func offset(_ seconds: Int) -> String {
        let a = abs(seconds)
        let h = a / 3600
        let m = a / 60 % 60
        return "\(seconds < 0 ? "-" : "+")\(h < 10 ? "0" : "")\(h):\(m < 10 ? "0" : "")\(m)"
    }
}
