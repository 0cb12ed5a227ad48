import FoundationEssentials

/// What the pass knows about one user at one instant: the input of its pure decision.
public struct DailyPassInput: Sendable {
    public var now: Date
    /// The user's zone, found by whoever read the record (a name this host lacks: `unknownZone`).
    public var zone: Zone
    public var prefs: NotificationPreferences
    /// The active phased plan, if any.
    public var plan: PhasedPlan?
    public var overlays: [Overlay]
    /// The weekly strength schedule and rotations, read with the phased plan by the one `DayResolver`.
    public var weekly: [WeeklySchedule]
    public var rotations: [Rotation]
    public var trainedToday: TrainedToday
    /// How many workouts were logged on each day (only today and last week are asked).
    public var loggedWorkouts: [LocalDate: Int]
    /// The cardio logged on each of those days (`TrainedDay.cardio`): the week in review's runs and distance.
    public var loggedCardio: [LocalDate: CardioTotal] = [:]
    public var forecast: Forecast?
    /// Set when a stored record could not be read (a plan that no longer parses): the user's
    /// occasions are skipped, with this reason, and nothing is sent.
    public var brokenRecord: String?
    /// Template names by id, so a strength session reads "Push (strength)" rather than its id.
    public var templateNames: [String: String] = [:]

    public init(
        now: Date, zone: Zone, prefs: NotificationPreferences, plan: PhasedPlan? = nil,
        overlays: [Overlay] = [], weekly: [WeeklySchedule] = [], rotations: [Rotation] = [],
        trainedToday: TrainedToday = TrainedToday(), loggedWorkouts: [LocalDate: Int] = [:], forecast: Forecast? = nil
    ) {
        self.now = now
        self.zone = zone
        self.prefs = prefs
        self.plan = plan
        self.overlays = overlays
        self.weekly = weekly
        self.rotations = rotations
        self.trainedToday = trainedToday
        self.loggedWorkouts = loggedWorkouts
        self.forecast = forecast
    }

    /// The input for a record that names a zone this host does not have: a broken record
    /// (`unknown time zone "Mars/Olympus"`), so nothing is decided or sent for it.
    public static func unknownZone(_ name: String, now: Date) -> DailyPassInput {
        var input = DailyPassInput(now: now, zone: .utc, prefs: NotificationPreferences())
        input.brokenRecord = "unknown time zone \"\(name)\""
        return input
    }

    /// The one "what does day D hold" answer: the same `DayResolver` the screens and the reminder
    /// planner use, asked as at the start of `today` so a session whose time has passed is still today's.
    public func dayResolver(_ calendar: ZonedCalendar, today: LocalDate) -> DayResolver {
        DayResolver(
            weekly: weekly, rotations: rotations, now: calendar.startOfDay(today), calendar: calendar,
            trainedToday: trainedToday, phased: plan, overlays: overlays)
    }
}

/// The pass's decision: which reports to send now, which were decided against and why.
public struct DailyPassDecision: Sendable {
    public var today: LocalDate?
    public var notices: [Notice] = []
    public var skipped: [NoticeSkip] = []
    /// Set when the user's record cannot be decided on (an unknown time zone): nothing is sent.
    public var broken: String?
}

/// Decides, for one user at one instant, which of the four reports may go out. Pure.
///
/// ```swift
/// let d = DailyPass.decide(DailyPassInput(now: bogota1900, zone: bogota, prefs: prefs, plan: plan))
/// d.notices.map(\.occasion)  // [still-time:2026-12-01]: the local day, though UTC says 12-02
/// ```
/// Every decision takes the local date. Each kind has a window that opens at its time and
/// closes a fixed span later: today's workout 05:00–11:00, still time 19:00–22:00, week in
/// review Monday 05:00–11:00, phase starts with today's workout on the Monday. Pause, the
/// reminders switch and each kind's own switch silence it; quiet hours hold it back until they
/// end, when it goes out if its window is still open.
public enum DailyPass {
    public static let morningHours = 6
    public static let eveningHours = 3

    /// A report's window on `day`: opens at `at`, closes `hours` later, never past 23:59. The
    /// pass sends inside it, and `PassWakeups` wakes the pass inside the same one.
    public static func window(_ day: LocalDate, _ at: LocalTime, hours: Int, _ cal: ZonedCalendar) -> (Date, Date) {
        let end = LocalTime(minuteOfDay: min(at.minuteOfDay + hours * 60, 23 * 60 + 59))
        return (cal.instant(day, at), cal.instant(day, end))
    }

    public static func decide(_ input: DailyPassInput) -> DailyPassDecision {
        if let broken = input.brokenRecord { return DailyPassDecision(broken: broken) }
        if let plan = input.plan, plan.totalWeeks == 0 {
            return DailyPassDecision(broken: "plan \(plan.id) has no weeks")
        }
        let zone = input.zone
        let cal = ZonedCalendar(timeZone: zone)
        let today = cal.day(of: input.now)
        var decision = DailyPassDecision(today: today)
        let prefs = input.prefs

        /// Why a kind may not go out now (the gate's refusal, if it was the gate's, and the
        /// sentence), or nil when it may; the date is its validity end. `NotificationGate` decides
        /// switches, pause and quiet hours, and words them; the window is the pass's own.
        func gate(_ kind: NotificationKind, _ at: LocalTime, hours: Int) -> (NoticeSkip?, Date) {
            let (start, end) = window(today, at, hours: hours, cal)
            let refusal = NotificationGate.refusal(kind, at: input.now, prefs: prefs, timeZone: zone)
            func refused(_ suffix: String = "") -> NoticeSkip? {
                refusal.map {
                    NoticeSkip(
                        kind: kind, reason: $0.sentence(for: kind, prefs: prefs, zone: zone) + suffix, refusal: $0)
                }
            }
            switch refusal {
            case .paused?, .remindersOff?, .style?, .muted?, .noConsent?: return (refused(), end)
            case .quiet?, nil: break
            }
            if input.now < start { return (NoticeSkip(kind: kind, reason: "not yet: goes out at \(at.hhmm)"), end) }
            if input.now >= end {
                return (NoticeSkip(kind: kind, reason: "too late: valid until \(cal.time(of: end).hhmm)"), end)
            }
            // Quiet hours hold a report back rather than drop it: a later pass inside its window
            // sends it (today's workout at 05:00 goes out at 07:00 with the default quiet hours).
            if case .quiet(let quiet)? = refusal { return (refused(": waits until \(quiet.end.hhmm)"), end) }
            return (nil, end)
        }
        func skip(_ kind: NotificationKind, _ reason: String) {
            decision.skipped.append(NoticeSkip(kind: kind, reason: reason))
        }

        let resolver = input.dayResolver(cal, today: today)
        let day = resolver.resolvedDay(today)

        // Today's workout.
        let (morningBlock, morningEnd) = gate(.todaysWorkout, prefs.todaysWorkoutAt, hours: morningHours)
        if let morningBlock {
            decision.skipped.append(morningBlock)
        } else if !day.expectsTraining {
            skip(.todaysWorkout, day.silence?.text ?? "nothing planned")
        } else {
            decision.notices.append(
                Notice(
                    occasion: .day(.todaysWorkout, today),
                    title: "Today: \(ReportText.list(day.training, input.templateNames))",
                    body: ReportText.todaysWorkout(day, input: input, calendar: cal), route: .day(today),
                    validUntil: morningEnd, byMail: true))
        }

        // Still time to log it.
        let (eveningBlock, eveningEnd) = gate(.stillTime, prefs.stillTimeAt, hours: eveningHours)
        if let eveningBlock {
            decision.skipped.append(eveningBlock)
        } else if !day.expectsTraining {
            skip(.stillTime, day.silence?.text ?? "nothing planned")
        } else if input.loggedWorkouts[today, default: 0] > 0 {
            skip(.stillTime, "already logged today")
        } else {
            decision.notices.append(
                Notice(
                    occasion: .day(.stillTime, today), title: "Still time to log it",
                    body:
                        "\(ReportText.list(day.training, input.templateNames)) was planned today and nothing is logged yet.",
                    route: .day(today), validUntil: eveningEnd, byMail: false))
        }

        // Phase starts now.
        let (phaseBlock, phaseEnd) = gate(.phaseStarts, prefs.todaysWorkoutAt, hours: morningHours)
        if let start = input.plan?.phaseStarting(on: today) {
            if let phaseBlock {
                decision.skipped.append(phaseBlock)
            } else {
                decision.notices.append(
                    Notice(
                        occasion: .phase(start), title: start.headline,
                        body: "\(start.headline) of \(input.plan?.name ?? "your plan"). This week: "
                            + ReportText.weekSummary(start.monday, resolver: resolver, names: input.templateNames),
                        route: .plan, validUntil: phaseEnd, byMail: true))
            }
        } else {
            skip(.phaseStarts, "no phase starts today")
        }

        // Your week in review.
        let (reviewBlock, reviewEnd) = gate(.weekInReview, prefs.weekInReviewAt, hours: morningHours)
        let lastMonday = today.adding(days: -7)
        if today.weekday != .mon {
            skip(.weekInReview, "only on Mondays")
        } else if let reviewBlock {
            decision.skipped.append(reviewBlock)
        } else {
            switch ReportText.weekInReview(
                lastMonday, loggedWorkouts: input.loggedWorkouts, loggedCardio: input.loggedCardio, resolver: resolver)
            {
            case .silent(let reason):
                skip(.weekInReview, reason)
            case .report(let title, let body):
                decision.notices.append(
                    Notice(
                        occasion: .week(lastMonday.isoWeek), title: title, body: body, route: .week(lastMonday.isoWeek),
                        validUntil: reviewEnd, byMail: true))
            }
        }
        return decision
    }
}
