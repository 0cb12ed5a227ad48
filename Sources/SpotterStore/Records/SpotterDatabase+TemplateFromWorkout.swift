import FoundationEssentials
import SpotterCore

/// A template that cannot be saved: what `spotter schedule import` would refuse in it.
public struct TemplateWriteError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

extension SpotterDatabase {
    /// Adds `template` to the schedule, under a new id made from its name, in one transaction,
    /// checked as `spotter schedule import` checks a file: the schedule with it is written out and
    /// read back by `ScheduleFile.parse`, and only what that reads is stored (`replaceSchedule`).
    ///
    /// ```swift
    /// try db.addTemplate(WorkoutTemplate(id: "", name: "Push (hotel)", items: items))  // id "push-hotel"
    /// ```
    /// Throws `TemplateWriteError` (nothing changes) for what the file would refuse.
    @discardableResult
    public func addTemplate(_ template: WorkoutTemplate) throws -> WorkoutTemplate {
        try connection.transaction {
            var file = try scheduleFile()
            var added = template
            added.id = Self.templateId(for: template.name, taken: Set(file.templates.map(\.id)))
            file.templates.append(added)
            return try writeChecked(file, template: added.id)
        }
    }

    /// Gives the stored template `id` the items and supersets of `template` (what a workout of it
    /// did), keeping its name and an item's progression rule where its exercise stays; checked and
    /// stored as `addTemplate`. Throws `notFound` for an unknown id.
    @discardableResult
    public func updateTemplate(id: String, from template: WorkoutTemplate) throws -> WorkoutTemplate {
        try connection.transaction {
            var file = try scheduleFile()
            guard let i = file.templates.firstIndex(where: { $0.id == id }) else {
                throw StoreError.notFound("template \(id)")
            }
            let old = file.templates[i]
            file.templates[i].items = template.items.map { item in
                var kept = item
                kept.progression = old.items.first { $0.exerciseId == item.exerciseId }?.progression
                return kept
            }
            file.templates[i].supersets = template.supersets
            return try writeChecked(file, template: id)
        }
    }

    /// The schedule written out and read back as `spotter schedule import` reads a file, then
    /// stored; the template `id` as stored. Inside the caller's transaction.
    private func writeChecked(_ file: ScheduleFile, template id: String) throws -> WorkoutTemplate {
        let checked: ScheduleFile
        do {
            checked = try ScheduleFile.parse(ScheduleFile.render(file), knownExercises: try plan().exercises)
        } catch let error as ScheduleFile.ParseError {
            throw TemplateWriteError(message: "the template cannot be saved: \(error.message)")
        }
        try replaceSchedule(with: checked)
        guard let stored = checked.templates.first(where: { $0.id == id }) else {
            throw StoreError.notFound("template \(id)")
        }
        return stored
    }

    /// `push-hotel` for "Push (hotel)": lower case letters and digits joined by `-`, then `-2`,
    /// `-3`… when taken; `template` when the name has neither.
    static func templateId(for name: String, taken: Set<String>) -> String {
        var words: [String] = []
        var word = ""
        for c in name.lowercased() {
            if c.isASCII && (c.isLetter || c.isNumber) {
                word.append(c)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        let base = words.isEmpty ? "template" : String(words.joined(separator: "-").prefix(40))
        guard taken.contains(base) else { return base }
        var n = 2
        while taken.contains("\(base)-\(n)") { n += 1 }
        return "\(base)-\(n)"
    }
}
