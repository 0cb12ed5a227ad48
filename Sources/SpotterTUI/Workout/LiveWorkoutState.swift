import FoundationEssentials
import SpotterCore
import SpotterStore

/// The live workout's slice of `AppState`: the open workout, its order, its rest and work timers,
/// and the sets on their way to the store.
///
/// ```swift
/// var state = AppState(now: t0, zone: utc)
/// _ = Reducer.reduce(&state, .workoutStarted(workout))
/// state.live.workout?.id == workout.id  // true; state.live.workoutCursor == 0
/// ```
public struct LiveWorkoutState: Sendable {
    public var workout: Workout?
    public var addedExerciseIds: [String] = []
    /// The workout's own order and supersets after a reorder, swap, removal or `S`; `nil`: the
    /// template's (`workoutOrder` is what is shown).
    public var order: WorkoutOrder?
    /// The order as last written to (or read from) the store; a difference means "save".
    public var persistedOrder: WorkoutOrder?
    /// What each exercise of the open workout did last time, from the store (`last:`).
    public var lastTime: [String: LastTime] = [:]
    /// Rest seconds changed for this workout, by exercise id (`t`); stored with the live session.
    public var restOverrides: [String: Int] = [:]
    public var rest: RestTimer?
    /// The rest the latest set replaced when it was saved (none: it ran no rest before it), kept
    /// so that undoing that set gives back a rest that belongs to the set before.
    public var restBefore: RestBefore?
    public var work: WorkTimer?
    /// A set sent to the store and not yet confirmed durable: shown as "saving…", never as saved.
    public var pendingSet: LoggedSet?
    /// Sets to save after `pendingSet`, in order (the warm-ups `w` logs).
    public var queuedSets: [LoggedSet] = []
    /// The live session as last written to (or read from) the store; a difference means "save".
    public var persistedLive: LiveSessionRecord?

    /// The selected row of the workout screen.
    public var workoutCursor = 0

    public init() {}
}

/// What the live workout's slice functions read besides the slice: the clock and the settings.
///
/// ```swift
/// let message = Reducer.addRestStep(&state.live, state.liveContext)  // "+30s: 01:42 left"
/// ```
/// A function that takes `(inout LiveWorkoutState, LiveContext)` can change the workout and
/// nothing else; its caller puts the message and the effects that need the whole state around it.
struct LiveContext {
    let now: Date
    let prefs: NotificationPreferences
}

extension AppState {
    /// The read-only context of the live workout's slice functions.
    var liveContext: LiveContext { LiveContext(now: now, prefs: prefs) }
}

extension Reducer {
    /// A workout just started in the store: the slice starts over on it, nothing of the one before
    /// kept (what it did last time is asked for next, `lastTimeForStart`).
    static func workoutStarted(_ live: inout LiveWorkoutState, _ workout: Workout) {
        live.workout = workout
        live.addedExerciseIds = []
        live.restOverrides = [:]
        live.rest = nil
        live.restBefore = nil
        live.work = nil
        live.persistedLive = nil
        live.workoutCursor = 0
        live.order = nil
        live.persistedOrder = nil
    }

    /// The store refused a set: it is not "saving…" any more, and the warm-ups after it are not
    /// sent either, so the row shows what is stored.
    static func setSaveFailed(_ live: inout LiveWorkoutState) {
        live.pendingSet = nil
        live.queuedSets = []
    }
}
