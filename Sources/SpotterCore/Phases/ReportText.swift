import FoundationEssentials

/// The plain-text bodies of the reports, shared by mail and push.
enum ReportText {
    /// "Push (strength)" for a template with a name; the session's own summary otherwise.
    static func describe(_ session: DaySession, _ names: [String: String]) -> String {
        if case .strength(let id) = session, let name = names[id] { return "\(name) (strength)" }
        return session.summary
    }

    /// "Easy run, 5 km + Push (strength)".
    static func list(_ sessions: [DaySession], _ names: [String: String]) -> String {
        sessions.map { describe($0, names) }.joined(separator: " + ")
    }

    /// "Tempo run, 8 km\nTarget 5:09–5:14/km: …".
    static func todaysWorkout(_ day: ResolvedDay, input: DailyPassInput, calendar: ZonedCalendar) -> String {
        var lines: [String] = []
        if let from = day.movedFrom { lines.append("Moved here from \(from.weekday.displayName) \(from.iso).") }
        for session in day.training {
            lines.append(describe(session, input.templateNames))
            if case .run(let type, _) = session {
                let time = input.plan?.time ?? LocalTime(hour: 7, minute: 0)!
                let reading = input.forecast?.reading(at: calendar.instant(day.day, time))
                lines.append(HeatTarget.text(type: type, pace: input.plan?.targetPace(type), reading: reading))
            }
        }
        if let plan = input.plan, let at = plan.locate(day.day) {
            lines.append("\(plan.phases[at.phase].name), week \(at.weekOfPlan) of \(plan.totalWeeks).")
        }
        return lines.joined(separator: "\n")
    }

    /// "Tue easy 5 km, Thu tempo 6 km, Sun long 12 km".
    static func weekSummary(_ monday: LocalDate, resolver: DayResolver, names: [String: String]) -> String {
        let items = (0..<7).compactMap { offset -> String? in
            let d = monday.adding(days: offset)
            let training = resolver.resolvedDay(d).training
            guard !training.isEmpty else { return nil }
            return "\(d.weekday.displayName) \(list(training, names))"
        }
        return items.isEmpty ? "rest." : items.joined(separator: "; ") + "."
    }

    /// The week-in-review report for the week of `monday` (sent the Monday after), or why it stays
    /// silent: the daily pass sends this, and the Week screen and `spotter week` show it. The
    /// distance is what was logged (`loggedCardio`); a day with a log and no cardio set counts the
    /// planned run's distance, as before runs could be logged.
    static func weekInReview(
        _ monday: LocalDate, loggedWorkouts: [LocalDate: Int], loggedCardio: [LocalDate: CardioTotal] = [:],
        resolver: DayResolver
    ) -> WeekReview {
        let days = (0..<7).map { monday.adding(days: $0) }
        let sessions = days.reduce(0) { $0 + loggedWorkouts[$1, default: 0] }
        guard sessions > 0 else { return .silent("nothing to report for \(monday.isoWeek)") }
        let runs = days.reduce(0) { $0 + (loggedCardio[$1]?.sets ?? 0) }
        let km = days.filter { loggedWorkouts[$0, default: 0] > 0 }
            .map { day -> Double in
                if let logged = loggedCardio[day], logged.sets > 0 { return logged.meters / 1000 }
                return resolver.resolvedDay(day).training.compactMap(\.distanceKm).reduce(0, +)
            }
            .reduce(0, +)
        let runText = runs > 0 ? ", \(runs) run\(runs == 1 ? "" : "s")" : ""
        let distance = km > 0 ? ", \(Distance.text(km))" : ""
        return .report(
            title: "Your week in review: \(monday.isoWeek)",
            body:
                "\(monday.iso) to \(monday.adding(days: 6).iso): \(sessions) session\(sessions == 1 ? "" : "s")\(runText)\(distance)."
        )
    }
}

/// What the week-in-review report says about a week, or why it would stay silent.
public enum WeekReview: Hashable, Sendable {
    case report(title: String, body: String)
    case silent(String)
}
