import FoundationEssentials
import SpotterCore

extension AppState {
    /// The rest after a set of `exerciseId`: this workout's change (`t`), else the template's, else
    /// `Countdown.defaultRestSeconds`.
    public func restSeconds(after exerciseId: String) -> Int {
        if let seconds = live.restOverrides[exerciseId] { return seconds }
        return exerciseRows.first { $0.exercise.id == exerciseId }?.restSeconds ?? Countdown.defaultRestSeconds
    }
}

/// Rest on the workout screen: its start, `+` and `-` by the `rest-step` setting, pause (`p`) and
/// changing an exercise's rest (`t`). Every instant is moved through `RestClock`.
///
/// ```swift
/// Reducer.startRest(&state, after: "bench")   // rest until now + bench's rest (override or template)
/// Reducer.reduce(&state, .keyPressed(.char("p")))   // paused: the alerts are retired
/// Reducer.reduce(&state, .keyPressed(.char("p")))   // resumed: the end moved by the paused time
/// ```
extension Reducer {
    /// Starts rest now, after a set of `exerciseId`: the one place rest begins. The caller then
    /// asks `restNotifications` once the cursor shows the next set (the alert names it).
    static func startRest(_ state: inout AppState, after exerciseId: String) {
        startRest(&state.live, after: exerciseId, seconds: state.restSeconds(after: exerciseId), state.liveContext)
    }

    /// The slice's part of `startRest`: the work timer stops, rest runs `seconds` from now.
    static func startRest(
        _ live: inout LiveWorkoutState, after exerciseId: String, seconds: Int, _ context: LiveContext
    ) {
        live.work = nil
        live.rest = RestTimer(
            exerciseId: exerciseId, startedAt: context.now,
            endsAt: context.now.addingTimeInterval(TimeInterval(seconds)))
    }

    /// The rest alerts after the deadline moved: none while paused, retired once over (the clock's
    /// tick gives the alert now), else moved to the new deadline (replaced by id).
    static func rescheduleRest(_ state: AppState) -> [Effect] {
        guard let rest = state.live.rest else { return [] }
        if rest.isPaused { return [] }
        if rest.isOver(at: state.now) { return cancelRestNotifications(state) }
        return restNotifications(state)
    }

    /// `+`: the rest step more, from the end (from now once rest is over).
    static func addRestStep(_ state: inout AppState) -> [Effect] {
        guard let message = addRestStep(&state.live, state.liveContext) else { return [] }
        state.message = message
        return rescheduleRest(state)
    }

    /// The slice's part of `+`: the rest's new end, and what the status line says (`nil`: no rest).
    static func addRestStep(_ live: inout LiveWorkoutState, _ context: LiveContext) -> StatusMessage? {
        guard var rest = live.rest else { return nil }
        let step = context.prefs.restStepSeconds
        rest.endsAt = RestClock.added(step, endsAt: rest.endsAt, pausedAt: rest.pausedAt, now: context.now)
        rest.alerted = false
        rest.nudged = false
        live.rest = rest
        return stepped("+\(step)s", rest, context)
    }

    /// `-`: the rest step less, never below zero.
    static func takeOffRestStep(_ state: inout AppState) -> [Effect] {
        guard let message = takeOffRestStep(&state.live, state.liveContext) else { return [] }
        state.message = message
        return rescheduleRest(state)
    }

    /// The slice's part of `-`: the rest's new end, and what the status line says (`nil`: no rest).
    static func takeOffRestStep(_ live: inout LiveWorkoutState, _ context: LiveContext) -> StatusMessage? {
        guard var rest = live.rest else { return nil }
        let step = context.prefs.restStepSeconds
        rest.endsAt = RestClock.takenOff(step, endsAt: rest.endsAt, pausedAt: rest.pausedAt, now: context.now)
        live.rest = rest
        return stepped("-\(step)s", rest, context)
    }

    /// What `+` and `-` say: "+30s: 01:42 left", "(paused)" after it while rest is paused.
    private static func stepped(_ change: String, _ rest: RestTimer, _ context: LiveContext) -> StatusMessage {
        StatusMessage(
            "\(change): \(Format.clock(rest.secondsLeft(at: context.now))) left\(rest.isPaused ? " (paused)" : "")")
    }

    /// `p`: pauses rest (the end instant stays, the alerts are retired) or resumes it (the end
    /// moves by the paused time, the alerts are planned at the new end).
    static func togglePause(_ state: inout AppState) -> [Effect] {
        guard let rest = state.live.rest else { return [] }
        // Retired before the pause, as the rest they were planned for.
        let retired = rest.isPaused ? [] : cancelRestNotifications(state)
        state.message = togglePause(&state.live, state.liveContext)
        return rest.isPaused ? rescheduleRest(state) : retired
    }

    /// The slice's part of `p`: the rest paused or resumed, and what the status line says.
    static func togglePause(_ live: inout LiveWorkoutState, _ context: LiveContext) -> StatusMessage? {
        guard var rest = live.rest else { return nil }
        if let pausedAt = rest.pausedAt {
            rest.endsAt = RestClock.resumed(endsAt: rest.endsAt, pausedAt: pausedAt, now: context.now)
            rest.pausedAt = nil
            live.rest = rest
            return StatusMessage("Rest resumed: \(Format.clock(rest.secondsLeft(at: context.now))) left")
        }
        rest.pausedAt = context.now
        live.rest = rest
        return StatusMessage("Rest paused at \(Format.clock(rest.secondsLeft(at: context.now))): p resumes")
    }

    /// Why `p` and `-` do nothing now, or `nil`.
    static func restRefusal(_ state: AppState) -> String? {
        guard let rest = state.live.rest else { return "no rest is running" }
        return rest.isOver(at: state.now) && !rest.isPaused ? "rest is already over" : nil
    }

    /// `t`: the rest after the selected exercise, to type.
    static func changeRest(_ state: inout AppState) {
        guard let row = state.selectedRow else { return }
        let id = row.exercise.id
        let template = state.live.workout?.templateId.flatMap { state.plan.template($0) }
        let inTemplate = template?.items.contains { $0.exerciseId == id } ?? false
        state.overlay = .restEntry(
            RestEntry(
                exerciseId: id, name: row.exercise.name, text: String(state.restSeconds(after: id)),
                templateName: inTemplate ? template?.name : nil))
    }

    static func typeRest(_ state: inout AppState, _ entry: RestEntry, _ key: Key?) {
        var entry = entry
        if case .char(let c)? = key { entry.type(c) } else { entry.erase() }
        state.overlay = .restEntry(entry)
    }

    /// Enter on the typed rest: it is this workout's rest after the exercise at once (a rest running
    /// after it grows or shrinks by the difference); then, when the template has the exercise with
    /// another rest, it asks whether the template keeps it too.
    static func saveRestEntry(_ state: inout AppState, _ entry: RestEntry) -> [Effect] {
        guard let seconds = entry.seconds else {
            state.message = StatusMessage(
                "Rest is whole seconds, 0 to \(RestEntry.maximumSeconds): \"\(entry.text)\" is not", isError: true)
            return []
        }
        let before = state.restSeconds(after: entry.exerciseId)
        state.live.restOverrides[entry.exerciseId] = seconds
        var effects: [Effect] = []
        if var rest = state.live.rest, rest.exerciseId == entry.exerciseId, seconds != before {
            let delta = seconds - before
            rest.endsAt =
                delta > 0
                ? RestClock.added(delta, endsAt: rest.endsAt, pausedAt: rest.pausedAt, now: state.now)
                : RestClock.takenOff(-delta, endsAt: rest.endsAt, pausedAt: rest.pausedAt, now: state.now)
            state.live.rest = rest
            effects = rescheduleRest(state)
        }
        state.message = StatusMessage("Rest after \(entry.name): \(Format.clock(seconds)) in this workout")
        let templateRest = state.exerciseRows.first { $0.exercise.id == entry.exerciseId }?.target?.restSeconds
        if entry.templateName != nil, templateRest != seconds {
            var asking = entry
            asking.asking = true
            state.overlay = .restEntry(asking)
        } else {
            state.overlay = nil
        }
        return effects
    }

    /// `y`: the template keeps the new rest too.
    static func keepRestInTemplate(_ state: inout AppState) -> [Effect] {
        guard case .restEntry(let entry)? = state.overlay, let seconds = entry.seconds,
            let templateId = state.live.workout?.templateId
        else { return [] }
        state.overlay = nil
        state.message = StatusMessage("Saving\(state.glyphs.ellipsis)")
        return [.saveTemplateRest(templateId: templateId, exerciseId: entry.exerciseId, seconds: seconds)]
    }

    /// The template's rest is durable: the plan as the store holds it now.
    static func templateRestSaved(_ state: inout AppState, exerciseId: String, seconds: Int, _ snapshot: Snapshot) {
        loadStored(&state, snapshot)
        let name = state.plan.exercise(exerciseId)?.name ?? exerciseId
        state.message = StatusMessage("\(name) rests \(Format.clock(seconds)) in \(state.workoutName) from now on")
    }
}
