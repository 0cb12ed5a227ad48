import SpotterCore

extension Reducer {
    /// The log screens' keys: Day, Week, History, a History workout, Plan, the exercise screen and
    /// the body weight (`LogKeys`, `ExerciseKeys`, `BodyWeightKeys`).
    ///
    /// ```swift
    /// _ = Reducer.perform(&state, .log(.stepDay(by: 1)))  // the Day screen shows the day after
    /// ```
    static func performLog(_ state: inout AppState, _ command: LogCommand, key: Key?) -> [Effect] {
        switch command {
        case .goBack: return goBack(&state)
        case .openWeekDay: return openWeekDay(&state)
        case .openPlanDay: return openPlanDay(&state)
        case .openSelectedWorkout: openSelectedWorkout(&state)
        case .toggleTemplateItems:
            state.log.showItems.toggle()
            state.log.dayScroll = min(state.log.dayScroll, DayLines.scrollLimit(state))
        case .toggleRecords: state.log.showRecords.toggle()
        case .scrollUp: scrollDay(&state, by: -1)
        case .scrollDown: scrollDay(&state, by: 1)
        case .stepDay(let delta): return stepDay(&state, by: delta)
        case .stepWeek(let delta): return stepWeek(&state, by: delta)
        case .stepExercise(let delta): return stepExercise(&state, by: delta)
        case .jumpToToday: return stepDay(&state, to: state.today)
        case .jumpToThisWeek: return stepWeek(&state, to: state.today.isoWeek)
        case .filterText: startFilter(&state)
        case .filterExercise: return nextExerciseFilter(&state)
        case .typeFilter: return typeFilter(&state, key)
        case .eraseFilter: return eraseFilter(&state)
        case .keepFilter: state.overlay = nil
        case .dropFilter: return dropFilter(&state)
        case .editPastSet: editPastSet(&state)
        case .deletePastSet: confirmDeleteSet(&state)
        case .deleteWorkout: confirmDeleteWorkout(&state)
        case .openExercise(let source): return openExercise(&state, from: source)
        case .toggleChart: state.log.showChart.toggle()
        case .toggleWeekChart: state.log.weekChart.toggle()
        case .renameExercise, .mergeExercise: openExerciseEntry(&state, command)
        case .markRest, .markSkip, .markNotToday, .markCross, .markVacation, .clearOverlay:
            return markDay(&state, command)
        case .pastWorkoutNote: openPastWorkoutNote(&state)
        case .editPastWorkout: openWorkoutForm(&state)
        case .addPastSet: addPastSet(&state)
        case .undoDeleteWorkout: return undoDeleteWorkout(&state)
        case .openDayWorkout: openDayWorkout(&state)
        case .nextDayWorkout: nextDayWorkout(&state)
        case .addPastExercise: return addPastExercise(&state)
        case .workoutForm(.save): return saveWorkoutForm(&state)
        case .workoutForm(let edit): editWorkoutForm(&state, edit, key: key)
        case .weighToday: startWeighing(&state)
        }
        return []
    }
}
