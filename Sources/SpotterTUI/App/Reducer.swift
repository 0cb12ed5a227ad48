import FoundationEssentials
import SpotterCore
import SpotterStore

/// The one place state changes: `(state, action) → effects`, pure, with the clock in the state.
///
/// ```swift
/// var state = AppState(now: t0, zone: utc)
/// _ = Reducer.reduce(&state, .loaded(snapshot))
/// let effects = Reducer.reduce(&state, .clockTicked(t0 + 120))
/// // state.live.rest?.alerted == true; effects contain .alertInTerminal(bell: true)
/// ```
/// After every action, `finalize` derives the two things that follow from state alone: the
/// live session row to persist (when it changed) and the terminal title (when it changed).
public enum Reducer {
    public static func reduce(_ state: inout AppState, _ action: Action) -> [Effect] {
        var effects: [Effect] = []
        switch action {
        case .loaded(let snapshot):
            load(&state, snapshot)
            if state.live.workout != nil { state.screen = .workout }
            if snapshot.isDemoPlan && state.live.workout == nil && state.message == nil {
                state.message = StatusMessage(Self.demoPlanHint)
            }
        case .exercisesIndexed(let search, let exercises):
            // An index of a list changed since it was asked for is of no use: the picker asks anew.
            if exercises == state.plan.exercises { state.exerciseSearchMemo.keep(search, for: exercises) }
            effects += indexArrived(&state)
        case .keyPressed(let key):
            effects += keyPressed(&state, key)
        case .clockTicked(let now):
            let previous = state.now
            state.now = now
            effects += clockSteppedBack(&state, from: previous)
            effects += clockTicked(&state)
            // Each wake also looks for commits by other processes, so they show within a second.
            effects.append(.lookForChangesElsewhere)
        case .focusChanged(let focused):
            state.focused = focused
        case .resized(let width, let height):
            state.width = width
            state.height = height
        case .workoutStarted(let workout):
            workoutStarted(&state.live, workout)
            state.screen = .workout
            state.message = StatusMessage("Started \(state.workoutName)")
            effects += lastTimeForStart(&state)
        case .setSaved(let set):
            effects += setSaved(&state, set)
        case .setSaveFailed(_, let why):
            setSaveFailed(&state.live)
            state.message = StatusMessage("Not saved: \(why)", isError: true)
        case .setDeleted(let set, let undo):
            effects += setDeleted(&state, set, undo: undo)
        case .lastTimeLoaded(let loaded):
            lastTimeLoaded(&state.live, loaded)
        case .exerciseSwapped(let old, let new, let order):
            effects += exerciseSwapped(&state, from: old, to: new, order)
        case .templateRestSaved(let exerciseId, let seconds, let snapshot):
            templateRestSaved(&state, exerciseId: exerciseId, seconds: seconds, snapshot)
        case .workoutFinished(let workout, let snapshot):
            effects += workoutFinished(&state, workout, snapshot)
        case .liveSessionChangedElsewhere(let record):
            adopt(&state, record)
        case .storeChangedElsewhere(let snapshot):
            effects += changedElsewhere(&state, snapshot)
        case .storeFailed(let why):
            state.live.pendingSet = nil
            state.log.restoringWorkout = false
            state.message = StatusMessage(why, isError: true)
        case .routeRequested(let route):
            effects += open(&state, route)
        case .settingsRead(let prefs, let themes):
            effects += SettingsReducer.read(&state, prefs, themes: themes)
        case .preferenceSaved(let prefs):
            effects += SettingsReducer.saved(&state, prefs)
        case .deliveryChecked(let report):
            state.settings.deliveryReport = report
        case .dayLoaded(let summary):
            dayLoaded(&state, summary)
        case .weekLoaded(let summary):
            weekLoaded(&state, summary)
        case .historyLoaded(let page):
            effects += historyLoaded(&state, page)
        case .bodyWeightsLoaded(let entries):
            state.log.bodyWeights = entries
            state.log.bodyWeightCursor = min(state.log.bodyWeightCursor, max(0, entries.count - 1))
        case .weighed(let entry, let replaced, let entries):
            weighed(&state, entry, replaced: replaced, entries)
        case .exerciseLoaded(let progress):
            if progress.exerciseId == state.log.exercise { state.log.exerciseProgress = progress }
        case .historyChanged(let done, let page, let snapshot):
            effects += historyChanged(&state, done, page, snapshot)
        case .templateSaved(let template, let snapshot):
            effects += templateSaved(&state, template, snapshot)
        case .pastWorkoutDeleted(let deleted, let page, let snapshot):
            effects += pastWorkoutDeleted(&state, deleted, page, snapshot)
        case .overlaysChanged(let done, let snapshot):
            effects += overlaysChanged(&state, done, snapshot)
        case .scheduleEdited(let edit, let snapshot):
            effects += TemplatesReducer.edited(&state, edit, snapshot)
        case .scheduleEditRefused(_, let why):
            TemplatesReducer.refused(&state, why)
        case .exerciseCreated(let exercise, let purpose, let exercises):
            effects += exerciseCreated(&state, exercise, for: purpose, exercises: exercises)
        case .themeRefused(let why):
            state.message = StatusMessage("theme: \(why)", isError: true)
        }
        effects += finalize(&state)
        return effects
    }

    /// What a first start says about the demo plan: where to go to replace it.
    static let demoPlanHint = "This is the demo plan: spotter schedule --help shows how to make it yours"

    /// Takes what the store holds. A rest that ran out while Spotter was closed is shown as over,
    /// without ringing at start.
    static func load(_ state: inout AppState, _ s: Snapshot) {
        loadStored(&state, s)
        loadOpenWorkout(&state, s)
    }

    /// The plan, preferences, history and consent: what the screens show and nobody edits here.
    static func loadStored(_ state: inout AppState, _ s: Snapshot) {
        state.plan = s.plan
        state.prefs = s.prefs
        state.weekWorkouts = s.weekWorkouts
        state.lastSets = s.lastSets
        state.bestWeights = s.bestWeights
        state.records = s.records
        state.sessions = s.sessions
        switch s.consent?.answer {
        case .allowed?: state.consent = .allowed(at: s.consent!.answeredAt)
        case .declined?: state.consent = .declined(at: s.consent!.answeredAt)
        case nil: state.consent = .unasked
        }
    }

    /// The open workout and its live session, with the cursor on the first exercise still to do.
    static func loadOpenWorkout(_ state: inout AppState, _ s: Snapshot) {
        state.live.workout = s.openWorkout
        state.live.rest = nil
        state.live.restBefore = nil
        state.live.work = nil
        state.live.addedExerciseIds = []
        state.live.restOverrides = [:]
        state.live.persistedLive = nil
        state.live.order = s.exerciseOrder.flatMap(WorkoutOrder.init(text:))
        state.live.persistedOrder = state.live.order
        state.live.lastTime = s.lastTime
        guard let workout = s.openWorkout else { return }
        if let live = s.live, live.workoutId == workout.id {
            state.live.addedExerciseIds = live.addedExerciseIds
            state.live.restOverrides = live.restOverrides
            state.live.rest = restTimer(from: live, now: state.now, previous: nil)
            if let ends = live.workEndsAt, let id = live.workExerciseId {
                state.live.work = WorkTimer(exerciseId: id, startedAt: live.workStartedAt ?? state.now, endsAt: ends)
            }
            state.live.persistedLive = normalized(live)
        }
        // Put the cursor on the first exercise with sets still to do.
        let rows = state.exerciseRows
        state.live.workoutCursor = rows.firstIndex { !$0.isDone && $0.targetSets != nil } ?? max(0, rows.count - 1)
        if let rest = state.live.rest, let i = rows.firstIndex(where: { $0.exercise.id == rest.exerciseId }),
            !rows[i].isDone
        {
            state.live.workoutCursor = i
        }
    }

    static func restTimer(from live: LiveSessionRecord, now: Date, previous: RestTimer?) -> RestTimer? {
        guard let ends = live.restEndsAt else { return nil }
        let paused = live.restPausedAt
        let over = RestClock.isOver(endsAt: ends, pausedAt: paused, now: now)
        let sameDeadline = previous?.endsAt == ends
        return RestTimer(
            exerciseId: live.restExerciseId ?? previous?.exerciseId ?? "", startedAt: live.restStartedAt ?? now,
            endsAt: ends, alerted: sameDeadline ? previous!.alerted : over,
            nudged: sameDeadline ? previous!.nudged : paused == nil && now >= RestClock.nudgeAt(endsAt: ends),
            pausedAt: paused)
    }

    /// A desktop "+30s" or "Next set" changed the row: show what it says.
    static func adopt(_ state: inout AppState, _ record: LiveSessionRecord?) {
        guard let workout = state.live.workout, let record, record.workoutId == workout.id else { return }
        let incoming = normalized(record)
        // Our own row read back: instants make a trip through SQLite's REAL and may differ in the
        // last bits, so a match within a millisecond is no change at all.
        if let persisted = state.live.persistedLive, sameWithinAMillisecond(incoming, persisted) { return }
        let before = state.live.rest
        state.live.rest = restTimer(from: record, now: state.now, previous: state.live.rest)
        if let rest = state.live.rest, let old = before, abs(rest.endsAt.timeIntervalSince(old.endsAt)) < 0.001 {
            state.live.rest = old
        } else if let rest = state.live.rest, rest.isOver(at: state.now) {
            // A desktop "+30s" always leaves time to rest, so a rest that has run out is a row
            // read before our own last save (or one that ended by itself): ours stands, unannounced.
            state.live.rest = before
        } else if let rest = state.live.rest {
            state.message = StatusMessage(
                "Rest changed from a notification: \(Format.clock(rest.secondsLeft(at: state.now))) left")
        } else if state.live.rest == nil && before != nil {
            state.message = StatusMessage("Next set (from a notification)")
        }
        for id in record.addedExerciseIds where !state.live.addedExerciseIds.contains(id) {
            state.live.addedExerciseIds.append(id)
        }
        state.live.persistedLive = incoming
    }

    static func sameWithinAMillisecond(_ a: LiveSessionRecord, _ b: LiveSessionRecord) -> Bool {
        func close(_ x: Date?, _ y: Date?) -> Bool {
            switch (x, y) {
            case (nil, nil): return true
            case (let x?, let y?): return abs(x.timeIntervalSince(y)) < 0.001
            default: return false
            }
        }
        return a.workoutId == b.workoutId && a.restExerciseId == b.restExerciseId
            && a.workExerciseId == b.workExerciseId
            && a.addedExerciseIds == b.addedExerciseIds && a.viewerLooking == b.viewerLooking
            && close(a.restStartedAt, b.restStartedAt) && close(a.restEndsAt, b.restEndsAt)
            && close(a.restPausedAt, b.restPausedAt) && a.restOverrides == b.restOverrides
            && close(a.workStartedAt, b.workStartedAt) && close(a.workEndsAt, b.workEndsAt)
    }

    /// The row to persist, stripped of what only the store assigns.
    static func normalized(_ record: LiveSessionRecord) -> LiveSessionRecord {
        var r = record
        r.revision = 0
        r.viewerPid = nil
        return r
    }

    /// Whether the user is looking at the countdown: on the workout screen, nothing but the
    /// consent prompt over it, and the terminal focused (one that never reports focus counts as focused).
    public static func isLooking(_ state: AppState) -> Bool {
        guard state.screen == .workout, state.focused else { return false }
        switch state.overlay {
        case nil, .consent?: return true
        default: return false
        }
    }

    static func liveRecord(_ state: AppState) -> LiveSessionRecord? {
        guard let workout = state.live.workout else { return nil }
        return LiveSessionRecord(
            workoutId: workout.id, restExerciseId: state.live.rest?.exerciseId,
            restStartedAt: state.live.rest?.startedAt,
            restEndsAt: state.live.rest?.endsAt, restPausedAt: state.live.rest?.pausedAt,
            restOverrides: state.live.restOverrides,
            workExerciseId: state.live.work?.exerciseId,
            workStartedAt: state.live.work?.startedAt,
            workEndsAt: state.live.work?.endsAt, addedExerciseIds: state.live.addedExerciseIds,
            viewerLooking: isLooking(state))
    }

    static func finalize(_ state: inout AppState) -> [Effect] {
        var effects: [Effect] = []
        let rows = state.exerciseRows.count
        state.live.workoutCursor = min(max(0, state.live.workoutCursor), max(0, rows - 1))
        effects += orderToSave(&state)
        if let live = liveRecord(state), live != state.live.persistedLive {
            effects.append(.saveLiveSession(live, previous: state.live.persistedLive))
            state.live.persistedLive = live
        }
        let title = ActiveWorkoutLine.title(state)
        if title != state.title {
            state.title = title
            effects.append(.setTitle(title))
        }
        return effects
    }
}
