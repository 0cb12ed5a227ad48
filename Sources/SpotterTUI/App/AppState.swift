import FoundationEssentials
import SpotterCore
import SpotterStore

/// The screens of the app (overlays sit on top of them).
public enum ScreenID: String, Hashable, Sendable {
    case today
    case workout
    case summary
    /// Every notification choice, with its effect (`SettingsPanel`).
    case settings
    /// One day: its plan, its workouts with every set, its notifications (`LogScreens.day`).
    case day
    /// One ISO week, Monday to Sunday, planned vs done.
    case week
    /// Every finished workout, newest first.
    case history
    /// One finished workout of History with all its sets: edit or delete them.
    case historyWorkout
    /// The phased plan or the weekly schedule, and the next 14 days.
    case plan
    /// One exercise over time: every session, its records and its chart (`LogScreens.exercise`).
    case exercise
    /// The body-weight entries, newest first, each with its 7-day average, and their chart (`b`).
    case bodyWeight
    /// Plan › Templates: the templates, the week and the weekly goal (`t` on Plan).
    case templates
    /// One template's items: add, edit, reorder, supersets (Enter on a template).
    case templateEditor
}

/// What covers the screen for a moment: it takes the keys until it closes.
public enum ModalOverlay: Hashable, Sendable {
    /// Every key of the table under it; `over` is the overlay it covers, back when help closes.
    indirect case help(over: ModalOverlay?)
    /// The consent prompt; `allowFocused` says which button Enter chooses.
    case consent(allowFocused: Bool)
    case setForm(SetForm)
    /// Choosing an exercise, for adding it to the workout, swapping one or anything else its purpose says.
    case exercisePicker(ExercisePicker)
    /// "Delete Bench press set 2 of 3: 60×5?": `index` is the chosen set of the exercise, ←/→ choose another.
    case deleteSet(exerciseId: String, index: Int)
    /// "Delete …?": `y` runs the confirmation's effect, `n` or Esc closes it.
    case confirm(Confirmation)
    /// Typing History's text filter (it filters as it is typed); Enter keeps it, Esc restores `before`.
    case historyFilter(before: String)
    /// Typing what an overlay of the Day screen needs: the cross-training activity, the vacation's last day.
    case dayEntry(DayEntry)
    /// Typing the rest after one exercise (`t`), then asking whether the template keeps it.
    case restEntry(RestEntry)
    /// "Finish with 6 sets left?": `f` asks while target sets are left; Enter finishes, Esc goes back.
    case finishQuestion(SetsLeft)
    /// A line typed on Plan › Templates: a name, an item's set line, a weekday's time.
    case templateEntry(TemplateEntry)
    /// A past workout's name, date, start and end (`E` on its screen).
    case workoutForm(WorkoutForm)
}

/// The user's answer to the rest-alert consent prompt, as the screen needs it.
public enum Consent: Hashable, Sendable {
    case unasked
    case allowed(at: Date)
    case declined(at: Date)

    public var isAllowed: Bool { if case .allowed = self { return true } else { return false } }
}

/// A rest countdown, kept as its end instant so a late wake-up or a restart shows the truth.
public struct RestTimer: Hashable, Sendable {
    public var exerciseId: String
    public var startedAt: Date
    public var endsAt: Date
    /// The end-of-rest alert was given (or was due while Spotter was closed).
    public var alerted: Bool = false
    /// The repeat nudge a minute later was given.
    public var nudged: Bool = false
    /// When rest was paused (`p`), `nil` while it runs; the end instant stays as it was.
    public var pausedAt: Date?

    public init(
        exerciseId: String, startedAt: Date, endsAt: Date, alerted: Bool = false, nudged: Bool = false,
        pausedAt: Date? = nil
    ) {
        self.exerciseId = exerciseId
        self.startedAt = startedAt
        self.endsAt = endsAt
        self.alerted = alerted
        self.nudged = nudged
        self.pausedAt = pausedAt
    }

    public var isPaused: Bool { pausedAt != nil }
    /// Whole seconds left, rounded up so "00:00" appears only when rest is really over; frozen while
    /// paused; never more than the rest's length.
    public func secondsLeft(at now: Date) -> Int {
        RestClock.secondsLeft(startedAt: startedAt, endsAt: endsAt, pausedAt: pausedAt, now: now)
    }
    public func isOver(at now: Date) -> Bool { RestClock.isOver(endsAt: endsAt, pausedAt: pausedAt, now: now) }
}

/// The rest running before a set was saved, by the set's id: what undoing that set gives back.
public struct RestBefore: Hashable, Sendable {
    public var setId: String
    public var rest: RestTimer?

    public init(setId: String, rest: RestTimer?) {
        self.setId = setId
        self.rest = rest
    }
}

/// A timed set's work countdown (plank, intervals): separate from rest, with its own alert.
public struct WorkTimer: Hashable, Sendable {
    public var exerciseId: String
    public var startedAt: Date
    public var endsAt: Date

    public init(exerciseId: String, startedAt: Date, endsAt: Date) {
        self.exerciseId = exerciseId
        self.startedAt = startedAt
        self.endsAt = endsAt
    }

    /// Whole seconds left, never more than the set's length (`Countdown.secondsLeft`).
    public func secondsLeft(at now: Date) -> Int { Countdown.secondsLeft(from: startedAt, until: endsAt, at: now) }
}

/// A one-line message under the screen: what just happened, or what went wrong.
public struct StatusMessage: Hashable, Sendable {
    public var text: String
    public var isError: Bool
    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}

/// Everything the screen shows and the reducer decides on. A value: tests build it, step it, compare it.
///
/// ```swift
/// var state = AppState(now: t0, zone: berlin)
/// _ = Reducer.reduce(&state, .loaded(snapshot))
/// _ = Reducer.reduce(&state, .keyPressed(.enter))   // start today's workout
/// ```
public struct AppState: Sendable {
    public var now: Date
    public var zone: Zone
    public var width: Int = 80
    public var height: Int = 24
    public var glyphs: Glyphs = .unicode
    public var screen: ScreenID = .today
    public var overlay: ModalOverlay?
    /// The first key row the help overlay shows, when the screen has more keys than rows (j/k).
    public var helpScroll = 0

    // From the store.
    public var plan = PlanData()
    public var prefs = NotificationPreferences()
    public var weekWorkouts: [Workout] = []
    public var lastSets: [String: LoggedSet] = [:]
    public var bestWeights: [String: Double] = [:]
    public var records = RecordBook()
    /// Each exercise's recent finished sessions (`ExerciseSession.recent`), for progression rules.
    public var sessions: [String: [ExerciseSession]] = [:]
    public var consent: Consent = .unasked

    /// The live workout: the open workout, its order, timers and sets on their way to the store.
    public var live = LiveWorkoutState()

    // Interaction.
    /// Today's list and its cursor.
    public var todayScreen = TodayScreen()
    public var focused = true
    public var message: StatusMessage?
    public var summary: WorkoutSummary?
    public var settings = SettingsPanel()
    /// The Day, Week, History and Plan screens.
    public var log = LogScreens()
    /// Plan › Templates and its editor.
    public var templates = TemplatesScreen()
    /// The terminal title last asked for.
    public var title = ""
    /// `workoutOrder` and `exerciseRows` as last derived (a cache: never part of what the state says).
    let exerciseRowsMemo = ExerciseRowsMemo()
    /// The picker's search index as last folded (a cache, as `exerciseRowsMemo`).
    let exerciseSearchMemo = ExerciseSearchMemo()

    public init(now: Date, zone: Zone) {
        self.now = now
        self.zone = zone
    }

    public var calendar: ZonedCalendar { ZonedCalendar(timeZone: zone) }
    /// The unit every weight is shown and typed in (the `units` setting); the store keeps kg.
    public var unit: WeightUnit { prefs.units }
    /// The glyphs charts are drawn with: the terminal's, with the `charts` setting applied.
    public var chartGlyphs: Glyphs { glyphs.charting(prefs.charts) }
    public var today: LocalDate { calendar.day(of: now) }
}
