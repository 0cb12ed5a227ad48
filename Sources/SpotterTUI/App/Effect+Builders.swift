import FoundationEssentials
import SpotterCore
import SpotterStore

/// Each effect by its own name, in its group: reducers write `.saveSet(set, workoutId: id)` and
/// get `.store(.saveSet(set, workoutId: id))`.
///
/// ```swift
/// let effects: [Effect] = [.saveSet(set, workoutId: "w1"), .setTitle("Bench press, set 2"), .replan]
/// // [.store(.saveSet(…)), .terminal(.setTitle(…)), .delivery(.replan)]
/// ```
/// A match still names the group (`case .store(.saveSet(let set, _))`).
extension Effect {
    // The store
    static func startWorkout(templateId: String?, rotationId: String?, day: LocalDate) -> Effect {
        .store(.startWorkout(templateId: templateId, rotationId: rotationId, day: day))
    }
    static func saveSet(_ set: LoggedSet, workoutId: String) -> Effect { .store(.saveSet(set, workoutId: workoutId)) }
    static func deleteSet(_ set: LoggedSet, undo: Bool) -> Effect { .store(.deleteSet(set, undo: undo)) }
    static func loadLastTime(exerciseIds: [String], excludingWorkout: String) -> Effect {
        .store(.loadLastTime(exerciseIds: exerciseIds, excludingWorkout: excludingWorkout))
    }
    static func saveExerciseOrder(workoutId: String, order: String?) -> Effect {
        .store(.saveExerciseOrder(workoutId: workoutId, order: order))
    }
    static func swapExercise(workoutId: String, from: String, to: String, order: WorkoutOrder) -> Effect {
        .store(.swapExercise(workoutId: workoutId, from: from, to: to, order: order))
    }
    static func saveLiveSession(_ record: LiveSessionRecord, previous: LiveSessionRecord?) -> Effect {
        .store(.saveLiveSession(record, previous: previous))
    }
    static func saveConsent(_ answer: ConsentAnswer, at: Date) -> Effect { .store(.saveConsent(answer, at: at)) }
    static func finishWorkout(workoutId: String) -> Effect { .store(.finishWorkout(workoutId: workoutId)) }
    static let readSettings = Effect.store(.readSettings)
    static let lookForChangesElsewhere = Effect.store(.lookForChangesElsewhere)
    static func savePreference(key: String, value: String, zone: Zone) -> Effect {
        .store(.savePreference(key: key, value: value, zone: zone))
    }
    static func loadDay(_ day: LocalDate) -> Effect { .store(.loadDay(day)) }
    static func loadWeek(_ week: ISOWeek) -> Effect { .store(.loadWeek(week)) }
    static func loadHistory(_ request: HistoryPageRequest) -> Effect { .store(.loadHistory(request)) }
    static func loadExercise(_ id: String) -> Effect { .store(.loadExercise(id)) }
    static func editPastSet(_ set: LoggedSet) -> Effect { .store(.editPastSet(set)) }
    static func deletePastSet(_ set: LoggedSet) -> Effect { .store(.deletePastSet(set)) }
    static func deleteWorkout(id: String) -> Effect { .store(.deleteWorkout(id: id)) }
    static func editWorkout(id: String, _ edit: WorkoutEdit) -> Effect { .store(.editWorkout(id: id, edit)) }
    static func addPastSet(_ set: LoggedSet, workoutId: String) -> Effect {
        .store(.addPastSet(set, workoutId: workoutId))
    }
    static func saveTemplate(_ template: WorkoutTemplate) -> Effect { .store(.saveTemplate(template)) }
    static func restoreWorkout(_ deleted: DeletedWorkout) -> Effect { .store(.restoreWorkout(deleted)) }
    static func addOverlay(_ overlay: SpotterCore.Overlay) -> Effect { .store(.addOverlay(overlay)) }
    static func clearOverlays(day: LocalDate) -> Effect { .store(.clearOverlays(day: day)) }
    static func saveTemplateRest(templateId: String, exerciseId: String, seconds: Int) -> Effect {
        .store(.saveTemplateRest(templateId: templateId, exerciseId: exerciseId, seconds: seconds))
    }
    static func saveNote(workoutId: String, exerciseId: String?, note: String?) -> Effect {
        .store(.saveNote(workoutId: workoutId, exerciseId: exerciseId, note: note))
    }
    static func renameExercise(id: String, name: String) -> Effect { .store(.renameExercise(id: id, name: name)) }
    static func mergeExercise(from: String, into: String) -> Effect { .store(.mergeExercise(from: from, into: into)) }
    static func createExercise(_ exercise: Exercise, for purpose: PickerPurpose) -> Effect {
        .store(.createExercise(exercise, for: purpose))
    }
    static let loadBodyWeights = Effect.store(.loadBodyWeights)
    static func weigh(kg: Double, day: LocalDate) -> Effect { .store(.weigh(kg: kg, day: day)) }
    static func editSchedule(_ edit: ScheduleEdit) -> Effect { .store(.editSchedule(edit)) }

    // The terminal
    static func applyTheme(_ name: String) -> Effect { .terminal(.applyTheme(name)) }
    static func alertInTerminal(bell: Bool) -> Effect { .terminal(.alertInTerminal(bell: bell)) }
    static func setTitle(_ title: String) -> Effect { .terminal(.setTitle(title)) }
    static let redraw = Effect.terminal(.redraw)
    static let quit = Effect.terminal(.quit)

    // Delivery
    static func requestDesktopAlert(_ n: PlannedNotification) -> Effect { .delivery(.requestDesktopAlert(n)) }
    static func scheduleNotification(_ n: PlannedNotification) -> Effect { .delivery(.scheduleNotification(n)) }
    static func cancelNotification(id: String) -> Effect { .delivery(.cancelNotification(id: id)) }
    static let replan = Effect.delivery(.replan)
    static let checkDelivery = Effect.delivery(.checkDelivery)
    static let sendTestAlert = Effect.delivery(.sendTestAlert)
}
