import FoundationEssentials

/// One instant at which the daily pass (`spotter dispatch`) should run by itself.
///
/// Not a notification: it carries no text and no kind. A scheduler (a systemd timer or the agent)
/// runs one pass at `at`; the pass decides what, if anything, goes out.
public struct PassWakeup: Hashable, Sendable {
    /// Stable: the local day and wall-clock minute, `daily-pass:2026-12-01T05:00`.
    public var id: String
    public var at: Date
    /// The latest close of the windows it serves: a wake-up that fires after this is dropped.
    public var validUntil: Date

    public init(id: String, at: Date, validUntil: Date) {
        self.id = id
        self.at = at
        self.validUntil = validUntil
    }
}

/// When the daily pass must wake up, from the report-time preferences alone. Pure.
///
/// ```swift
/// let w = PassWakeups.plan(prefs: prefs, zone: SystemZones.shared.zone(named: "Europe/Berlin")!, now: now)
/// w.map(\.id)  // ["daily-pass:2026-12-01T07:00", "daily-pass:2026-12-01T19:00", …] (14 days)
/// ```
/// For each day of the horizon and each report window (today's workout and phase starts at
/// `todaysWorkoutAt`, still time at `stillTimeAt`, the week in review at `weekInReviewAt` on
/// Mondays), it wakes at the first instant of the window the pass would not hold back: the
/// window's opening, moved past a pause that ends inside it and past the end of quiet hours it
/// opens in. A window the pass could never send in (paused throughout, quiet until it closes,
/// switched off) gets no wake-up, and one that has closed by `now` is left out. A window still
/// open keeps its wake-up even if its instant has passed, so a scheduler that was not running
/// then catches up. Kinds sharing an instant share one wake-up; ids do not depend on `now`, so
/// planning again is idempotent.
public enum PassWakeups {
    /// How many local days ahead each re-plan covers (each pass plans again, so it never runs out).
    public static let horizonDays = PlanningHorizon.dayCount

    public static func isWakeup(id: String) -> Bool {
        if case .passWakeup? = NotificationID(parsing: id)?.subject { return true }
        return false
    }

    public static func plan(
        prefs: NotificationPreferences, zone: Zone, now: Date, days: Int = horizonDays
    ) -> [PassWakeup] {
        let cal = ZonedCalendar(timeZone: zone)
        let first = cal.day(of: now)
        var byInstant: [Date: Date] = [:]
        for offset in 0..<max(days, 0) {
            let day = first.adding(days: offset)
            // Each window with the kinds it serves; a kind the gate refuses all day adds nothing.
            var windows: [([NotificationKind], LocalTime, Int)] = [
                (
                    [.todaysWorkout] + (day.weekday == .mon ? [.phaseStarts] : []), prefs.todaysWorkoutAt,
                    DailyPass.morningHours
                ),
                ([.stillTime], prefs.stillTimeAt, DailyPass.eveningHours),
            ]
            if day.weekday == .mon { windows.append(([.weekInReview], prefs.weekInReviewAt, DailyPass.morningHours)) }
            for (kinds, opens, hours) in windows {
                guard let kind = kinds.first(where: { NotificationGate.kindRefusal($0, prefs: prefs) == nil }) else {
                    continue
                }
                let (start, end) = DailyPass.window(day, opens, hours: hours, cal)
                guard end > now,
                    let at = NotificationGate.firstOpening(kind, from: start, before: end, prefs: prefs, calendar: cal)
                else { continue }
                byInstant[at] = max(byInstant[at] ?? end, end)
            }
        }
        return byInstant.keys.sorted().map { at in
            PassWakeup(id: id(at, cal), at: at, validUntil: byInstant[at]!)
        }
    }

    /// `daily-pass:` and the local day and minute of the instant.
    public static func id(_ at: Date, _ cal: ZonedCalendar) -> String {
        NotificationID(.passWakeup(day: cal.day(of: at), time: cal.time(of: at))).description
    }
}
