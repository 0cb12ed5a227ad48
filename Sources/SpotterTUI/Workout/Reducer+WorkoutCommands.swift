import SpotterCore

extension Reducer {
    /// The live workout's keys, its overlays' and the finish summary's: the tables that yield
    /// them (`KeyTables.workout`, `.consent`, `.deleteSet`, `.restEntry`, `.summary`…) chose already.
    ///
    /// ```swift
    /// _ = Reducer.perform(&state, .workout(.addThirtySeconds))  // state.live.rest ends 30 s later
    /// ```
    static func performWorkout(_ state: inout AppState, _ command: WorkoutCommand, key: Key?) -> [Effect] {
        switch command {
        case .logSet: return logSet(&state)
        case .editSet: editSet(&state)
        case .undoSet: return undoSet(&state)
        case .addThirtySeconds: return addRestStep(&state)
        case .takeOffRest: return takeOffRestStep(&state)
        case .pauseRest: return togglePause(&state)
        case .changeRest: changeRest(&state)
        case .nextSet: return nextSet(&state)
        case .addExercise: return openPicker(&state, .addToWorkout, title: "Add exercise")
        case .finish: return finish(&state)
        case .moveExerciseUp: moveExercise(&state, by: -1)
        case .moveExerciseDown: moveExercise(&state, by: 1)
        case .toggleSuperset: toggleSuperset(&state)
        case .removeExercise: removeExercise(&state)
        case .swapExercise: return startSwap(&state)
        case .deleteSet: askDeleteSet(&state)
        case .repeatLastSet: return repeatLastSet(&state)
        case .exerciseNote: openExerciseNote(&state)
        case .workoutNote: openWorkoutNote(&state)
        case .leaveWorkout:
            state.screen = .today
            state.todayScreen.cursor = 0
            state.message = state.live.workout.map { _ in StatusMessage("\(state.workoutName) stays open: r resumes it")
            }
        case .chooseSetToDelete(let delta): chooseSetToDelete(&state, by: delta)
        case .deleteChosenSet: return deleteChosenSet(&state)
        case .saveRestEntry: if let entry = state.restEntry { return saveRestEntry(&state, entry) }
        case .typeRestSeconds: if let entry = state.restEntry { typeRest(&state, entry, key) }
        case .eraseRestSeconds: if let entry = state.restEntry { typeRest(&state, entry, nil) }
        case .keepRestInTemplate: return keepRestInTemplate(&state)
        case .finishAnyway: return finishNow(&state)
        case .allow: return answerConsent(&state, allowed: true)
        case .notNow: return answerConsent(&state, allowed: false)
        case .switchButton:
            if case .consent(let allow) = state.overlay { state.overlay = .consent(allowFocused: !allow) }
        case .chooseConsentButton:
            if case .consent(let allow)? = state.overlay { return answerConsent(&state, allowed: allow) }
        case .closeSummary:
            state.screen = .today
            state.summary = nil
            state.todayScreen.cursor = 0
        case .saveAsTemplate: askTemplateName(&state)
        case .updateTemplate: askUpdateTemplate(&state)
        }
        return []
    }

    /// The set form's keys, on the workout (`save`) and on a History workout (`savePast`): every
    /// change to the form's text goes through `SetForm`.
    static func performSetForm(_ state: inout AppState, _ command: SetFormCommand, key: Key?) -> [Effect] {
        guard case .setForm(var form)? = state.overlay else { return [] }
        if form.confirming != nil { state.message = nil }
        switch command {
        case .save: return saveForm(&state, form)
        case .savePast: return savePastSet(&state, form)
        case .logWarmups: return logWarmups(&state, form)
        case .nextField: form.nextField()
        case .previousField: form.previousField()
        case .type: if case .char(let c)? = key { form.type(c) }
        case .erase: form.erase()
        case .stepWeightUp, .stepWeightDown:
            let step = PlateMath.step(state.prefs.plates, in: form.unit)
            form.stepWeight(by: command == .stepWeightUp ? step : -step)
        case .nextSetType: form.cycleType(by: 1)
        case .previousSetType: form.cycleType(by: -1)
        }
        form.confirming = nil
        state.overlay = .setForm(form)
        return []
    }
}
