import FoundationEssentials
import SpotterCore

extension Reducer {
    /// Looks the key up in the table in charge and runs its binding's command: the table is the
    /// only dispatcher, so a key it lacks does nothing, and a disabled binding says why instead of acting.
    static func keyPressed(_ state: inout AppState, _ key: Key) -> [Effect] {
        switch key {
        case .focusIn:
            state.focused = true
            return []
        case .focusOut:
            state.focused = false
            return []
        default: break
        }
        let table = KeyTables.table(for: state)
        guard let binding = table.binding(for: key) else {
            if let other = table.otherKeys, case .char = key { state.message = StatusMessage(other, isError: true) }
            return []
        }
        if let reason = binding.disabledReason(state) {
            state.message = StatusMessage("\(binding.hint(state)): \(reason)")
            return []
        }
        return perform(&state, binding.command, key: key)
    }

    /// Runs a binding's command; `key` is the key pressed, for the commands that type it.
    static func perform(_ state: inout AppState, _ command: Command, key: Key? = nil) -> [Effect] {
        switch command {
        case .help:
            state.overlay = .help(over: state.overlay)
            state.helpScroll = 0
        case .cancel:
            state.overlay = nil
        case .dropFilter:
            return dropFilter(&state)
        case .closeHelp:
            if case .help(let over)? = state.overlay { state.overlay = over }
        case .scrollHelpUp, .scrollHelpDown:
            state.helpScroll = HelpWindow(state).first + (command == .scrollHelpUp ? -1 : 1)
        case .redraw:
            return [.redraw]
        case .select(let list, let step):
            return select(&state, in: list, by: step)
        case .toggleRecords:
            state.log.showRecords.toggle()
        case .toggleTemplateItems:
            state.log.showItems.toggle()
            state.log.dayScroll = min(state.log.dayScroll, DayLines.scrollLimit(state))
        case .scrollUp, .scrollDown:
            scrollDay(&state, by: command == .scrollUp ? -1 : 1)
        case .switchButton:
            if case .consent(let allow) = state.overlay { state.overlay = .consent(allowFocused: !allow) }
        case .chooseSetToDelete(let delta):
            chooseSetToDelete(&state, by: delta)
        case .startSelected: return startSelected(&state)
        case .quit: return [.quit]
        case .leaveWorkout:
            state.screen = .today
            state.todayScreen.cursor = 0
            state.message = state.live.workout.map { _ in StatusMessage("\(state.workoutName) stays open: r resumes it")
            }
        case .closeSummary:
            state.screen = .today
            state.summary = nil
            state.todayScreen.cursor = 0
        case .chooseConsentButton:
            if case .consent(let allow)? = state.overlay { return answerConsent(&state, allowed: allow) }
        case .saveForm:
            if case .setForm(let form)? = state.overlay { return saveForm(&state, form) }
        case .savePastForm:
            if case .setForm(let form)? = state.overlay { return savePastSet(&state, form) }
        case .saveRestEntry:
            if case .restEntry(let entry)? = state.overlay { return saveRestEntry(&state, entry) }
        case .goBack: return goBack(&state)
        case .openWeekDay: return openWeekDay(&state)
        case .openPlanDay: return openPlanDay(&state)
        case .openSelectedWorkout: openSelectedWorkout(&state)
        case .saveDayEntry:
            if case .dayEntry(let entry)? = state.overlay { return saveDayEntry(&state, entry) }
        case .keepFilter:
            state.overlay = nil
        case .resume:
            state.screen = .workout
            state.message = nil
        case .logSet: return logSet(&state)
        case .editSet: editSet(&state)
        case .editPastSet: editPastSet(&state)
        case .undoSet: return undoSet(&state)
        case .addThirtySeconds: return addRestStep(&state)
        case .takeOffRest: return takeOffRestStep(&state)
        case .pauseRest: return togglePause(&state)
        case .changeRest: changeRest(&state)
        case .keepRestInTemplate: return keepRestInTemplate(&state)
        case .nextSet: return nextSet(&state)
        case .addExercise: openPicker(&state, .addToWorkout, title: "Add exercise")
        case .finish: return finish(&state)
        case .finishAnyway: return finishNow(&state)
        case .moveExerciseUp, .moveExerciseDown: moveExercise(&state, by: command == .moveExerciseUp ? -1 : 1)
        case .toggleSuperset: toggleSuperset(&state)
        case .removeExercise: removeExercise(&state)
        case .swapExercise: startSwap(&state)
        case .deleteSet: askDeleteSet(&state)
        case .deleteChosenSet: return deleteChosenSet(&state)
        case .allow: return answerConsent(&state, allowed: true)
        case .notNow: return answerConsent(&state, allowed: false)
        case .nextField, .previousField, .type, .erase, .stepWeightUp, .stepWeightDown, .nextSetType,
            .previousSetType:
            editForm(&state, command, key: key)
        case .logWarmups:
            if case .setForm(let form) = state.overlay { return logWarmups(&state, form) }
        case .repeatLastSet: return repeatLastSet(&state)
        case .openDay: return openDay(&state, state.today)
        case .openWeek: return openWeek(&state, state.today.isoWeek)
        case .openHistory: return openHistory(&state)
        case .openPlan: openPlan(&state)
        case .stepDay(let delta): return stepDay(&state, by: delta)
        case .stepWeek(let delta): return stepWeek(&state, by: delta)
        case .stepExercise(let delta): return stepExercise(&state, by: delta)
        case .jumpToToday: return stepDay(&state, to: state.today)
        case .jumpToThisWeek: return stepWeek(&state, to: state.today.isoWeek)
        case .filterText: startFilter(&state)
        case .filterExercise: return nextExerciseFilter(&state)
        case .typeFilter: return typeFilter(&state, key)
        case .eraseFilter: return eraseFilter(&state)
        case .typeEntry: if case .dayEntry(let entry)? = state.overlay { typeDayEntry(&state, entry, key) }
        case .eraseEntry: if case .dayEntry(let entry)? = state.overlay { eraseDayEntry(&state, entry) }
        case .typeRestSeconds: if let entry = state.restEntry { typeRest(&state, entry, key) }
        case .eraseRestSeconds: if let entry = state.restEntry { typeRest(&state, entry, nil) }
        case .markRest, .markSkip, .markNotToday, .markCross, .markVacation, .clearOverlay:
            return markDay(&state, command)
        case .exerciseNote: openExerciseNote(&state)
        case .workoutNote: openWorkoutNote(&state)
        case .pastWorkoutNote: openPastWorkoutNote(&state)
        case .editPastWorkout: openWorkoutForm(&state)
        case .saveWorkoutForm: return saveWorkoutForm(&state)
        case .addPastSet: addPastSet(&state)
        case .addPastExercise: addPastExercise(&state)
        case .undoDeleteWorkout: return undoDeleteWorkout(&state)
        case .openDayWorkout: openDayWorkout(&state)
        case .nextDayWorkout: nextDayWorkout(&state)
        case .saveAsTemplate: askTemplateName(&state)
        case .updateTemplate: askUpdateTemplate(&state)
        case .deletePastSet: confirmDeleteSet(&state)
        case .deleteWorkout: confirmDeleteWorkout(&state)
        case .confirm: return confirmed(&state)
        case .openExercise(let source): return openExercise(&state, from: source)
        case .renameExercise, .mergeExercise: openExerciseEntry(&state, command)
        case .toggleChart:
            state.log.showChart.toggle()
        case .toggleWeekChart:
            state.log.weekChart.toggle()
        case .openBodyWeight: return openBodyWeight(&state)
        case .weighToday: startWeighing(&state)
        case .openSettings: return SettingsReducer.open(&state)
        case .settings(let command): return SettingsReducer.perform(&state, command, key: key)
        case .templates(let command): return TemplatesReducer.perform(&state, command, key: key)
        case .picker(let command): return performPicker(&state, command, key: key)
        }
        return []
    }

    /// A key in the set form: every change to the form's text goes through `SetForm`.
    static func editForm(_ state: inout AppState, _ command: Command, key: Key?) {
        if case .workoutForm? = state.overlay { return editWorkoutForm(&state, command, key: key) }
        guard case .setForm(var form) = state.overlay else { return }
        if form.confirming != nil { state.message = nil }
        switch command {
        case .nextField: form.nextField()
        case .previousField: form.previousField()
        case .type: if case .char(let c)? = key { form.type(c) }
        case .erase: form.erase()
        case .stepWeightUp, .stepWeightDown:
            let step = PlateMath.step(state.prefs.plates, in: form.unit)
            form.stepWeight(by: command == .stepWeightUp ? step : -step)
        case .nextSetType: form.cycleType(by: 1)
        case .previousSetType: form.cycleType(by: -1)
        default: break
        }
        form.confirming = nil
        state.overlay = .setForm(form)
    }

    /// Moves the selection of one list, as its key table named it.
    static func select(_ state: inout AppState, in list: SelectionList, by step: SelectionStep) -> [Effect] {
        let delta: Int
        switch step {
        case .up: delta = -1
        case .down: delta = 1
        // A page is the rows a list shows, less one kept for context.
        case .pageUp: delta = -max(1, View.Body.of(state).height - 1)
        case .pageDown: delta = max(1, View.Body.of(state).height - 1)
        case .first: delta = -Int(Int32.max)
        case .last: delta = Int(Int32.max)
        }
        switch list {
        case .today:
            let count = TodayOverview(state).entries.count
            state.todayScreen.cursor = min(max(0, state.todayScreen.cursor + delta), max(0, count - 1))
        case .workout:
            state.live.workoutCursor = min(
                max(0, state.live.workoutCursor + delta), max(0, state.exerciseRows.count - 1))
        case .picker:
            guard case .exercisePicker(var picker)? = state.overlay else { return [] }
            picker.cursor = min(max(0, picker.cursor + delta), max(0, picker.rowCount - 1))
            state.overlay = .exercisePicker(picker)
        case .history:
            return moveOnHistory(&state, by: delta)
        case .week, .historyWorkout, .plan, .bodyWeight:
            moveOnLog(&state, in: list, by: delta)
        }
        return []
    }

    static func answerConsent(_ state: inout AppState, allowed: Bool) -> [Effect] {
        state.overlay = nil
        state.consent = allowed ? .allowed(at: state.now) : .declined(at: state.now)
        state.message = StatusMessage(
            allowed
                ? "Rest alerts on: you'll get one if you switch away"
                : "OK, no alerts outside the terminal. Settings can turn them on.")
        return [.saveConsent(allowed ? .allowed : .declined, at: state.now)] + restNotifications(state)
    }
}
