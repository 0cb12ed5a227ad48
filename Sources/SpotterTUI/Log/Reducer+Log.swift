import FoundationEssentials
import SpotterCore

/// The Day, Week, History and Plan screens: opening them, stepping, loading, and changing the past.
///
/// ```swift
/// Reducer.reduce(&state, .keyPressed(.char("d")))   // [.loadDay(today)], screen .day
/// Reducer.reduce(&state, .dayLoaded(summary))       // the Day screen shows it
/// Reducer.reduce(&state, .keyPressed(.left))        // [.loadDay(yesterday)]
/// ```
/// Every load and every change is an effect; a change shows only once the store answers
/// `.historyChanged`, and then the replan runs (trained-today and the weekly goal depend on it).
extension Reducer {
    /// Goes to `screen`, remembering where Esc/q comes back to.
    static func go(_ state: inout AppState, to screen: ScreenID) {
        if state.screen != screen {
            state.log.backStack.append(state.screen)
            // Routes can keep opening screens: keep the way back short.
            if state.log.backStack.count > 16 { state.log.backStack.removeFirst() }
        }
        state.screen = screen
        state.message = nil
        // Undo lasts until the screen is left.
        state.log.deletedWorkout = nil
    }

    static func openDay(_ state: inout AppState, _ day: LocalDate) -> [Effect] {
        go(&state, to: .day)
        showDay(&state, day)
        return [.loadDay(day)]
    }

    static func showDay(_ state: inout AppState, _ day: LocalDate) {
        if state.log.day != day {
            state.log.dayScroll = 0
            state.log.dayWorkoutCursor = 0
        }
        state.log.day = day
    }

    static func openWeek(_ state: inout AppState, _ week: ISOWeek) -> [Effect] {
        go(&state, to: .week)
        showWeek(&state, week)
        return [.loadWeek(week)]
    }

    static func showWeek(_ state: inout AppState, _ week: ISOWeek) {
        if state.log.week != week {
            // Today's weekday in this week, else Monday.
            state.log.weekCursor = week == state.today.isoWeek ? state.today.weekday.rawValue - 1 : 0
        }
        state.log.week = week
    }

    static func openHistory(_ state: inout AppState) -> [Effect] {
        go(&state, to: .history)
        return reloadHistory(&state)
    }

    static func openPlan(_ state: inout AppState) {
        go(&state, to: .plan)
    }

    /// Esc/q: the screen before, or Today when there is none.
    static func goBack(_ state: inout AppState) -> [Effect] {
        let previous = state.log.backStack.popLast() ?? .today
        state.screen = previous
        state.message = nil
        state.log.deletedWorkout = nil
        switch previous {
        case .day: return state.log.day.map { [.loadDay($0)] } ?? []
        case .week: return state.log.week.map { [.loadWeek($0)] } ?? []
        case .history: return reloadHistory(&state)
        case .exercise: return state.log.exercise.map { [.loadExercise($0)] } ?? []
        case .bodyWeight: return [.loadBodyWeights]
        case .today:
            state.log.backStack = []
            state.todayScreen.cursor = 0
        default: break
        }
        return []
    }

    /// ←/→ on the Day screen.
    static func stepDay(_ state: inout AppState, by delta: Int) -> [Effect] {
        stepDay(&state, to: (state.log.day ?? state.today).adding(days: delta))
    }

    /// The Day screen on `day` (`t`: today), read again.
    static func stepDay(_ state: inout AppState, to day: LocalDate) -> [Effect] {
        showDay(&state, day)
        return [.loadDay(day)]
    }

    /// ←/→ on the Week screen.
    static func stepWeek(_ state: inout AppState, by delta: Int) -> [Effect] {
        stepWeek(&state, to: (state.log.week ?? state.today.isoWeek).adding(weeks: delta))
    }

    /// The Week screen on `week` (`t`: this week), read again.
    static func stepWeek(_ state: inout AppState, to week: ISOWeek) -> [Effect] {
        showWeek(&state, week)
        return [.loadWeek(week)]
    }

    /// j/k on the Week, History, workout and Plan screens (the keys are disabled at the ends).
    static func moveOnLog(_ state: inout AppState, in list: SelectionList, by delta: Int) {
        switch list {
        case .week: state.log.weekCursor = min(max(0, state.log.weekCursor + delta), 6)
        case .history: break  // `moveOnHistory`: the list is read a page at a time
        case .historyWorkout:
            state.log.setCursor = min(
                max(0, state.log.setCursor + delta), max(0, (state.log.openWorkout?.sets.count ?? 0) - 1))
        case .plan: state.log.planCursor = min(max(0, state.log.planCursor + delta), PlanLines.days - 1)
        case .bodyWeight:
            state.log.bodyWeightCursor = min(
                max(0, state.log.bodyWeightCursor + delta), max(0, (state.log.bodyWeights?.count ?? 0) - 1))
        case .today, .workout, .picker: break
        }
    }

    static func scrollDay(_ state: inout AppState, by delta: Int) {
        state.log.dayScroll = min(max(0, state.log.dayScroll + delta), DayLines.scrollLimit(state))
    }

    /// Enter on the Week screen: the selected day.
    static func openWeekDay(_ state: inout AppState) -> [Effect] {
        guard let week = state.log.week else { return [] }
        return openDay(&state, week.days[min(max(0, state.log.weekCursor), 6)])
    }

    /// Enter on the Plan screen: the selected day of the next 14.
    static func openPlanDay(_ state: inout AppState) -> [Effect] {
        openDay(&state, state.today.adding(days: state.log.planCursor))
    }

    /// Enter on History: the selected workout with all its sets.
    static func openSelectedWorkout(_ state: inout AppState) {
        guard let entry = state.log.selectedHistoryEntry else { return }
        state.log.openWorkoutId = entry.id
        state.log.setCursor = 0
        go(&state, to: .historyWorkout)
    }

    // MARK: Loaded

    static func dayLoaded(_ state: inout AppState, _ summary: DaySummary) {
        guard summary.day == state.log.day else { return }
        state.log.daySummary = summary
        state.log.dayScroll = min(state.log.dayScroll, DayLines.scrollLimit(state))
    }

    static func weekLoaded(_ state: inout AppState, _ summary: WeekSummary) {
        guard summary.week == state.log.week else { return }
        state.log.weekSummary = summary
    }

    // MARK: Filters

    static func startFilter(_ state: inout AppState) {
        state.overlay = .historyFilter(before: state.log.historyText)
    }

    static func typeFilter(_ state: inout AppState, _ key: Key?) -> [Effect] {
        guard case .char(let c)? = key, state.log.historyText.count < 40 else { return [] }
        state.log.historyText.append(c)
        return refilterHistory(&state)
    }

    static func eraseFilter(_ state: inout AppState) -> [Effect] {
        guard !state.log.historyText.isEmpty else { return [] }
        state.log.historyText.removeLast()
        return refilterHistory(&state)
    }

    /// Esc while typing: the text before it, and its list.
    static func dropFilter(_ state: inout AppState) -> [Effect] {
        guard case .historyFilter(let before)? = state.overlay else { return [] }
        state.overlay = nil
        guard state.log.historyText != before else { return [] }
        state.log.historyText = before
        return refilterHistory(&state)
    }

    /// `x`: the next exercise of the plan; after the last, every exercise again.
    static func nextExerciseFilter(_ state: inout AppState) -> [Effect] {
        let ids = state.plan.exercises.map(\.id)
        if let current = state.log.historyExercise, let i = ids.firstIndex(of: current) {
            state.log.historyExercise = i + 1 < ids.count ? ids[i + 1] : nil
        } else {
            state.log.historyExercise = state.log.historyExercise == nil ? ids.first : nil
        }
        // The line says how many workouts it keeps once the page comes (`announceExerciseFilter`).
        state.log.historyAnnounce = true
        return refilterHistory(&state)
    }

    // MARK: Changing the past

    /// `e` on a set of a past workout: the set form, prefilled with it.
    static func editPastSet(_ state: inout AppState) {
        guard let set = state.log.selectedSet?.logged else { return }
        // The fields follow the set: a plank's time, a run's distance and time, else weight and reps.
        state.overlay = .setForm(
            SetForm(editing: set, unit: state.formUnit, source: "a past set").of(state.setKind(of: set)))
    }

    /// Enter in the set form over a past workout: the edited (or added) set goes to the store;
    /// nothing changes on screen until it answers.
    static func savePastSet(_ state: inout AppState, _ form: SetForm) -> [Effect] {
        let original = state.log.openWorkout?.sets.first { $0.id == form.editingSetId }?.logged
        // An edit of a set that is gone, or no workout open: nothing to save into.
        guard let entry = state.log.openWorkout, original != nil || form.editingSetId == nil else {
            state.overlay = nil
            return []
        }
        switch form.parsed() {
        case .failure(let error):
            state.message = StatusMessage("Not saved: \(error.message)", isError: true)
            return []
        case .success(let values):
            state.overlay = nil
            state.message = StatusMessage("Saving\(state.glyphs.ellipsis)")
            guard let set = original else {
                return [.addPastSet(newPastSet(state, entry, values, exerciseId: form.exerciseId), workoutId: entry.id)]
            }
            return [.editPastSet(form.measured(values, into: set))]
        }
    }

    /// `d`: "Delete Bench press 60×5 from Push, Mon 30 Nov?"
    static func confirmDeleteSet(_ state: inout AppState) {
        guard let workout = state.log.openWorkout, let set = state.log.selectedSet else { return }
        let question =
            "Delete \(set.exercise) \(LogFormat.set(set.logged, state.glyphs, state.unit)) from \(workout.name), \(LogFormat.shortDate(workout.day))?"
        state.overlay = .confirm(Confirmation(question, effect: .deletePastSet(set.logged)))
    }

    /// `D`: "Delete Push, Mon 30 Nov, with its 6 sets?"
    static func confirmDeleteWorkout(_ state: inout AppState) {
        guard let workout = state.log.openWorkout else { return }
        let question =
            "Delete \(workout.name), \(LogFormat.shortDate(workout.day)), with its \(LogFormat.sets(workout.setCount))?"
        state.overlay = .confirm(Confirmation(question, effect: .deleteWorkout(id: workout.id)))
    }

    static func confirmed(_ state: inout AppState) -> [Effect] {
        guard case .confirm(let confirmation)? = state.overlay else { return [] }
        state.overlay = nil
        if case .mergeExercise = confirmation.effect {
            state.message = StatusMessage("Merging\(state.glyphs.ellipsis)")
        } else if case .updateTemplate = confirmation.effect {
            state.message = StatusMessage("Saving\(state.glyphs.ellipsis)")
        } else {
            state.message = StatusMessage("Deleting\(state.glyphs.ellipsis)")
        }
        return [.store(confirmation.effect)]
    }

    /// The store made the change durable: show what it holds now, and re-plan what depends on it.
    static func historyChanged(
        _ state: inout AppState, _ done: StoreEffect, _ page: HistoryPage, _ snapshot: Snapshot
    )
        -> [Effect]
    {
        let before = state.log.openWorkout
        let names = Dictionary(state.plan.exercises.map { ($0.id, $0.name) }) { first, _ in first }
        loadStored(&state, snapshot)
        // The loaded part read again, as if just asked for.
        state.log.historyPending = page.request
        let more = historyLoaded(&state, page)
        switch done {
        case .editPastSet(let set):
            let name = state.plan.exercise(set.exerciseId)?.name ?? set.exerciseId
            state.message = StatusMessage(
                "Saved \(name) \(LogFormat.set(set, state.glyphs, state.unit))", isError: false)
        case .deletePastSet(let set):
            let name = state.plan.exercise(set.exerciseId)?.name ?? set.exerciseId
            state.message = StatusMessage(
                "Deleted \(name) \(LogFormat.set(set, state.glyphs, state.unit)) from \(before?.name ?? "the workout")")
        case .deleteWorkout:
            state.message = StatusMessage(
                "Deleted \(before?.name ?? "the workout")\(before.map { ", \(LogFormat.shortDate($0.day))" } ?? "")")
        case .editWorkout:
            let now = state.log.openWorkout
            state.message = StatusMessage(
                "Changed \(now?.name ?? "the workout")\(now.map { ", \(LogFormat.shortDate($0.day))" } ?? "")")
        case .addPastSet(let set, _):
            let name = state.plan.exercise(set.exerciseId)?.name ?? set.exerciseId
            state.message = StatusMessage(
                "Added \(name) \(LogFormat.set(set, state.glyphs, state.unit)) to \(before?.name ?? "the workout")")
        case .restoreWorkout(let deleted):
            state.log.deletedWorkout = nil
            state.log.restoringWorkout = false
            let back = page.entries.first { $0.id == deleted.workout.id }
            state.message = StatusMessage(
                "Brought back \(back?.name ?? "the workout")\(back.map { ", \(LogFormat.shortDate($0.day))" } ?? "")")
        case .saveNote(let workoutId, let exerciseId, let note):
            noteSaved(&state, workoutId: workoutId, exerciseId: exerciseId, note: note)
            clampHistory(&state)
            // A note changes no plan: nothing to re-plan.
            return more
        case .renameExercise, .mergeExercise:
            let effects = exerciseChanged(&state, done, names: names)
            clampHistory(&state)
            return [.replan] + effects + more
        default: break
        }
        if state.screen == .historyWorkout && state.log.openWorkout == nil {
            // The workout is gone (deleted whole): back to the list.
            state.screen = state.log.backStack.popLast() ?? .history
        }
        clampHistory(&state)
        // The Day screen shows the day as the store holds it now.
        let day = state.log.day.map { [Effect.loadDay($0)] } ?? []
        return [.replan] + more + (state.screen == .day || state.log.backStack.last == .day ? day : [])
    }

    /// Another process committed while a log screen is open: read it again.
    static func reloadLog(_ state: inout AppState) -> [Effect] {
        switch state.screen {
        case .day: return state.log.day.map { [.loadDay($0)] } ?? []
        case .week: return state.log.week.map { [.loadWeek($0)] } ?? []
        case .history, .historyWorkout: return reloadHistory(&state)
        case .exercise: return state.log.exercise.map { [.loadExercise($0)] } ?? []
        case .bodyWeight: return [.loadBodyWeights]
        default: return []
        }
    }
}
