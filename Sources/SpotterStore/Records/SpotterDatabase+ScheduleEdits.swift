import SpotterCore

extension SpotterDatabase {
    /// Applies one change to the stored schedule and stores the result as `spotter schedule import`
    /// would, all in one transaction; returns the schedule as stored.
    ///
    /// ```swift
    /// try db.editSchedule(.renameTemplate(id: "push", name: "Push A"))
    /// try db.editSchedule(.removeItem(templateId: "push", index: 0))  // the last one: ParseError "template push has no sets"
    /// ```
    /// The schedule is read, changed (`ScheduleEdit.apply`), checked by the import's own code
    /// (`ScheduleFile.checked`, against the stored exercises) and written (`replaceSchedule`'s
    /// writes) inside one `BEGIN IMMEDIATE` transaction: a change made meanwhile by another process
    /// is kept, and a refused edit (`ScheduleEdit.Refusal`, `ScheduleFile.ParseError`) changes
    /// nothing. Exercises are not written: an edit only uses stored ones.
    @discardableResult
    public func editSchedule(_ edit: ScheduleEdit) throws -> ScheduleFile {
        try connection.transaction {
            var file = try scheduleFile()
            file.exercises = []
            try edit.apply(to: &file)
            let checked = try file.checked(knownExercises: try exercises())
            // No exercise is written, so the catalogue links (a pass over every exercise) stand.
            try writeSchedule(checked, linking: false)
            return checked
        }
    }

    /// Adds one template, or replaces the one with its id, checked and stored as an edit is
    /// (`editSchedule(.putTemplate(…))`): the items' exercises must be stored already.
    ///
    /// ```swift
    /// try db.saveTemplate(WorkoutTemplate(id: "upper", name: "Upper", items: [
    ///     .init(exerciseId: "bench", sets: 3, reps: 8, weight: 60, restSeconds: 120)]))
    /// ```
    public func saveTemplate(_ template: WorkoutTemplate) throws {
        try editSchedule(.putTemplate(template))
    }
}
