import FoundationEssentials
import Glibc
import SpotterCore
import SpotterStore

extension LiveApp {
    /// Performs one store effect: every read and write the screens make, each answered by the
    /// action that says how it went (a failure by `.storeFailed`, or `.setSaveFailed` for a set).
    ///
    /// ```swift
    /// app.performStore(.loadDay(day))                // .dayLoaded(summary)
    /// app.performStore(.deletePastSet(set))          // .historyChanged(.deletePastSet(set), page, snapshot)
    /// ```
    func performStore(_ effect: StoreEffect) -> Action? {
        let now = clock()
        let calendar = state.calendar
        /// A change to the past, durable: what the screens show, read again.
        func historyChanged() throws -> Action {
            .historyChanged(
                effect, try db.historyPage(Reducer.historyReload(state)), try db.snapshot(now: now, calendar: calendar))
        }
        do {
            switch effect {
            case .startWorkout(let templateId, let rotationId, let day):
                return .workoutStarted(
                    try db.startWorkout(templateId: templateId, rotationId: rotationId, day: day, at: now))
            case .saveSet(let set, let workoutId):
                do {
                    return .setSaved(try db.saveFormSet(set, in: workoutId))
                } catch {
                    return .setSaveFailed(set, StoreError.userMessage(for: error))
                }
            case .deleteSet(let set, let undo):
                try db.deleteSet(id: set.id)
                return .setDeleted(set, undo: undo)
            case .loadLastTime(let ids, let workoutId):
                return .lastTimeLoaded(try db.lastSessionSets(exerciseIds: ids, excludingWorkout: workoutId))
            case .saveExerciseOrder(let workoutId, let order):
                try db.saveExerciseOrder(workoutId: workoutId, order: order, at: now)
            case .swapExercise(let workoutId, let old, let new, let order):
                try db.swapExercise(workoutId: workoutId, from: old, to: new, order: order.text, at: now)
                return .exerciseSwapped(from: old, to: new, order: order)
            case .saveLiveSession(var record, let previous):
                record.viewerPid = Int(getpid())
                let stored = try db.mergeLiveSession(record, previous: previous, at: now)
                // Another process's change was kept: show it.
                if stored.restEndsAt != record.restEndsAt || stored.workEndsAt != record.workEndsAt {
                    return .liveSessionChangedElsewhere(stored)
                }
            case .saveConsent(let answer, let at):
                try db.setRestAlertConsent(answer, at: at)
            case .finishWorkout(let id):
                try db.finishWorkout(id: id, at: now)
                try db.clearLiveSession(workoutId: id)
                guard let finished = try db.workout(id: id) else { return .storeFailed("the finished workout is gone") }
                return .workoutFinished(finished, try db.snapshot(now: now, calendar: calendar))
            case .readSettings:
                return SettingsRunner.read(db, themesDirectory: themesDirectory)
            case .lookForChangesElsewhere:
                // One look at the wal-index header a wake; the pragma only after a commit.
                guard let version = try? db.dataVersion(), version != lastDataVersion else { return nil }
                lastDataVersion = version
                return .storeChangedElsewhere(try db.snapshot(now: now, calendar: calendar))
            case .savePreference(let key, let value, let zone):
                return try SettingsRunner.save(db, key: key, value: value, zone: zone)
            case .loadDay(let day):
                return .dayLoaded(try db.daySummary(day, now: now, calendar: calendar))
            case .loadWeek(let week):
                return .weekLoaded(try db.weekSummary(week, now: now, calendar: calendar))
            case .loadHistory(let request):
                return .historyLoaded(try db.historyPage(request))
            case .loadExercise(let id):
                return .exerciseLoaded(try db.exerciseProgress(id))
            case .editPastSet(let set):
                try db.editSet(set)
                return try historyChanged()
            case .deletePastSet(let set):
                try db.deletePastSet(id: set.id)
                return try historyChanged()
            case .deleteWorkout(let id):
                let deleted = try db.deleteWorkout(id: id)
                return .pastWorkoutDeleted(
                    deleted, try db.historyPage(Reducer.historyReload(state)),
                    try db.snapshot(now: now, calendar: calendar))
            case .editWorkout(let id, let edit):
                try db.editWorkout(id: id, edit)
                return try historyChanged()
            case .addPastSet(let set, let workoutId):
                try db.addSet(set, to: workoutId)
                return try historyChanged()
            case .saveTemplate(let template):
                let saved = try db.addTemplate(template)
                return .templateSaved(saved, try db.snapshot(now: now, calendar: calendar))
            case .updateTemplate(let id, let template):
                let saved = try db.updateTemplate(id: id, from: template)
                return .templateSaved(saved, try db.snapshot(now: now, calendar: calendar))
            case .restoreWorkout(let deleted):
                try db.restoreWorkout(deleted)
                return try historyChanged()
            case .addOverlay(let overlay):
                try db.addOverlay(overlay, now: now)
                return .overlaysChanged(effect, try db.snapshot(now: now, calendar: calendar))
            case .clearOverlays(let day):
                for (id, _) in try db.overlays(from: day, through: day) { try db.removeOverlay(id: id) }
                return .overlaysChanged(effect, try db.snapshot(now: now, calendar: calendar))
            case .saveTemplateRest(let templateId, let exerciseId, let seconds):
                try db.setTemplateRest(templateId: templateId, exerciseId: exerciseId, seconds: seconds)
                return .templateRestSaved(
                    exerciseId: exerciseId, seconds: seconds, try db.snapshot(now: now, calendar: calendar))
            case .saveNote(let workoutId, let exerciseId?, let note):
                try db.setExerciseNote(note, workoutId: workoutId, exerciseId: exerciseId)
                return try historyChanged()
            case .saveNote(let workoutId, nil, let note):
                try db.setWorkoutNote(note, workoutId: workoutId)
                return try historyChanged()
            case .renameExercise(let id, let name):
                try db.renameExercise(id: id, to: name)
                return try historyChanged()
            case .mergeExercise(let from, let into):
                try db.mergeExercise(from, into: into)
                return try historyChanged()
            case .createExercise(let exercise, let purpose):
                try db.savePlan(exercises: [exercise], templates: [], weekly: [], rotations: [])
                return .exerciseCreated(exercise, for: purpose, exercises: try db.exercises())
            case .loadBodyWeights:
                return .bodyWeightsLoaded(try db.bodyWeights(from: nil, through: nil))
            case .indexExercises(let exercises):
                errands.run { .exercisesIndexed(ExerciseSearch(exercises: exercises), from: exercises) }
                return nil
            case .weigh(let kg, let day):
                let replaced = try db.weigh(kg, on: day, at: now)
                return .weighed(
                    BodyWeight(day: day, kg: kg), replaced: replaced, try db.bodyWeights(from: nil, through: nil))
            case .editSchedule(let edit):
                do {
                    try db.editSchedule(edit)
                } catch let refusal as ScheduleFile.ParseError {
                    return .scheduleEditRefused(edit, refusal.message)
                } catch let refusal as ScheduleEdit.Refusal {
                    return .scheduleEditRefused(edit, refusal.message)
                }
                return .scheduleEdited(edit, try db.snapshot(now: now, calendar: calendar))
            }
        } catch {
            return .storeFailed(StoreError.userMessage(for: error))
        }
        return nil
    }
}
