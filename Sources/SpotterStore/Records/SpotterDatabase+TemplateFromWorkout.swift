import FoundationEssentials
import SpotterCore

/// A template that cannot be saved: what `spotter schedule import` would refuse in it.
public struct TemplateWriteError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

extension SpotterDatabase {
    /// Adds `template` to the schedule under a new id made from its name (`ScheduleEdit.newId`),
    /// checked and stored as every schedule edit is (`editSchedule(.putTemplate(…))`).
    ///
    /// ```swift
    /// try db.addTemplate(WorkoutTemplate(id: "", name: "Push (hotel)", items: items))  // id "push-hotel"
    /// ```
    /// Throws `TemplateWriteError` (nothing changes) for what the file would refuse.
    @discardableResult
    public func addTemplate(_ template: WorkoutTemplate) throws -> WorkoutTemplate {
        try connection.transaction {
            var added = template
            added.id = ScheduleEdit.newId(for: template.name, taken: try scheduleFile().templates.map(\.id))
            return try putTemplate(added)
        }
    }

    /// Gives the stored template `id` the items and supersets of `template` (what a workout of it
    /// did), keeping its name and an item's progression rule where its exercise stays; checked and
    /// stored as `addTemplate`. Throws `notFound` for an unknown id.
    @discardableResult
    public func updateTemplate(id: String, from template: WorkoutTemplate) throws -> WorkoutTemplate {
        try connection.transaction {
            guard var updated = try scheduleFile().templates.first(where: { $0.id == id }) else {
                throw StoreError.notFound("template \(id)")
            }
            let old = updated.items
            updated.items = template.items.map { item in
                var kept = item
                kept.progression = old.first { $0.exerciseId == item.exerciseId }?.progression
                return kept
            }
            updated.supersets = template.supersets
            return try putTemplate(updated)
        }
    }

    /// `template` stored by the one schedule edit path, its refusal in the words the summary shows;
    /// the template as stored (the import's reading of it).
    private func putTemplate(_ template: WorkoutTemplate) throws -> WorkoutTemplate {
        let stored: ScheduleFile
        do {
            stored = try editSchedule(.putTemplate(template))
        } catch let error as ScheduleFile.ParseError {
            throw TemplateWriteError(message: "the template cannot be saved: \(error.message)")
        } catch let refusal as ScheduleEdit.Refusal {
            throw TemplateWriteError(message: "the template cannot be saved: \(refusal.message)")
        }
        guard let saved = stored.templates.first(where: { $0.id == template.id }) else {
            throw StoreError.notFound("template \(template.id)")
        }
        return saved
    }
}
