import FoundationEssentials

/// The values every rule of one planning run reads, computed once from the `PlannerInput`.
struct PlanningContext {
    let input: PlannerInput
    let now: Date
    let today: LocalDate
    let horizon: PlanningHorizon
    let clock: PlannerClock
    let prefs: NotificationPreferences
    let trainedToday: TrainedToday

    init(_ input: PlannerInput) {
        let calendar = ZonedCalendar(timeZone: input.timeZone)
        let today = calendar.day(of: input.now)
        let horizon = PlanningHorizon(today: today)
        self.input = input
        now = input.now
        self.today = today
        self.horizon = horizon
        // One day either side: a lead time reaches into the day before, a snooze into the day after.
        clock = PlannerClock(calendar: calendar, days: today.adding(days: -1)...horizon.lastDay.adding(days: 1))
        prefs = input.prefs
        trainedToday = input.history.trainedToday
    }

    func name(of templateId: String) -> String { input.name(of: templateId) }

    /// "Mon 2026-06-01 06:45", local: how instants read in `--explain`.
    func describe(_ instant: Date) -> String {
        let day = clock.day(of: instant)
        return "\(day.weekday.displayName) \(day.iso) \(clock.hhmm(instant))"
    }
}
