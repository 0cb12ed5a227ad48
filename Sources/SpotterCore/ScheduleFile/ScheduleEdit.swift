/// One change to the schedule, as the Plan › Templates screen makes it: a value the store applies
/// to the schedule it holds, then checks exactly as `spotter schedule import` checks a file.
///
/// ```swift
/// var file = try db.scheduleFile()
/// try ScheduleEdit.renameTemplate(id: "push", name: "Push A").apply(to: &file)
/// let stored = try file.checked(knownExercises: exercises)   // the import's own checks
/// try ScheduleEdit.removeItem(templateId: "push", index: 9).apply(to: &file)  // Refusal: "Push has no item 10"
/// ```
/// An edit names what it changes (a template by id, an item by place), never the whole schedule,
/// so a change made elsewhere meanwhile (an import, another edit) is kept: the store reads,
/// applies and writes in one transaction.
public enum ScheduleEdit: Hashable, Sendable {
    /// Adds the template, or replaces the one with its id (a new template's first item, a
    /// duplicate, a finished workout saved as a template).
    case putTemplate(WorkoutTemplate)
    case renameTemplate(id: String, name: String)
    /// Removes the template with its weekly days and its places in rotations (a rotation left
    /// with no template goes too); logged workouts keep their sets.
    case deleteTemplate(id: String)
    case addItem(templateId: String, WorkoutTemplate.Item)
    /// The item at `index` (0-based) in place of the one there.
    case replaceItem(templateId: String, index: Int, WorkoutTemplate.Item)
    /// Takes the item out, and its exercise out of its superset (a superset of two is split).
    case removeItem(templateId: String, index: Int)
    /// The exercise (its whole superset) one place up (-1) or down (+1), as the workout's `o`/`O`.
    case moveItem(templateId: String, exerciseId: String, by: Int)
    /// A superset of the exercise with the next one, or split them again: the workout's `S`.
    case toggleSuperset(templateId: String, exerciseId: String)
    /// What a weekday holds on the weekly schedule: one template at `time`, or nothing (`nil`:
    /// a rest day). Rotations are not touched.
    case setDay(Weekday, templateId: String?, time: LocalTime)
    /// Adds the rotation, or replaces the one with its id (with the same templates it keeps its
    /// place in the cycle, as an import does).
    case putRotation(Rotation)
    case deleteRotation(id: String)

    /// Why an edit does not apply to the schedule as it is now (it changed elsewhere meanwhile).
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// Applies the edit to `file`, or throws `Refusal` when what it names is not there. The result
    /// is not yet checked: `ScheduleFile.checked` is.
    public func apply(to file: inout ScheduleFile) throws {
        switch self {
        case .putTemplate(let template):
            if let t = file.templates.firstIndex(where: { $0.id == template.id }) {
                file.templates[t] = template
            } else {
                file.templates.append(template)
            }
        case .renameTemplate(let id, let name):
            try Self.change(id, in: &file) { $0.name = name }
        case .deleteTemplate(let id):
            guard file.templates.contains(where: { $0.id == id }) else { throw Self.gone(id) }
            file.templates.removeAll { $0.id == id }
            file.weekly.removeAll { $0.templateId == id }
            for r in file.rotations.indices { file.rotations[r].templateIds.removeAll { $0 == id } }
            file.rotations.removeAll { $0.templateIds.isEmpty }
        case .addItem(let id, let item):
            try Self.change(id, in: &file) { $0.items.append(item) }
        case .replaceItem(let id, let index, let item):
            try Self.change(id, in: &file) { t in
                guard t.items.indices.contains(index) else { throw Self.noItem(t, index) }
                let old = t.items[index].exerciseId
                t.items[index] = item
                // Another exercise in its place takes its place in the superset too.
                if old != item.exerciseId, !t.items.contains(where: { $0.exerciseId == old }) {
                    t.supersets = t.supersets.map { $0.map { $0 == old ? item.exerciseId : $0 } }
                }
            }
        case .removeItem(let id, let index):
            try Self.change(id, in: &file) { t in
                guard t.items.indices.contains(index) else { throw Self.noItem(t, index) }
                let gone = t.items.remove(at: index).exerciseId
                if !t.items.contains(where: { $0.exerciseId == gone }) {
                    var order = WorkoutOrder.of(t, added: [])
                    order.remove(gone)
                    t.reorder(order)
                }
            }
        case .moveItem(let id, let exerciseId, let delta):
            try Self.change(id, in: &file) { t in
                var order = WorkoutOrder.of(t, added: [])
                guard order.move(exerciseId, by: delta) else {
                    throw Refusal(message: "\(exerciseId) is already \(delta < 0 ? "first" : "last") in \(t.name)")
                }
                t.reorder(order)
            }
        case .toggleSuperset(let id, let exerciseId):
            try Self.change(id, in: &file) { t in
                var order = WorkoutOrder.of(t, added: [])
                guard order.joinOrSplit(after: exerciseId) != nil else {
                    throw Refusal(message: "\(exerciseId) is the last exercise of \(t.name): nothing to pair it with")
                }
                t.reorder(order)
            }
        case .setDay(let day, let templateId, let time):
            for w in file.weekly.indices { file.weekly[w].weekdays.removeAll { $0 == day } }
            file.weekly.removeAll { $0.weekdays.isEmpty }
            guard let templateId else { return }
            if let w = file.weekly.firstIndex(where: { $0.templateId == templateId && $0.time == time }) {
                file.weekly[w].weekdays.append(day)
                file.weekly[w].weekdays.sort { $0.rawValue < $1.rawValue }
            } else {
                file.weekly.append(WeeklySchedule(templateId: templateId, weekdays: [day], time: time))
            }
        case .putRotation(let rotation):
            if let r = file.rotations.firstIndex(where: { $0.id == rotation.id }) {
                file.rotations[r] = rotation
            } else {
                file.rotations.append(rotation)
            }
        case .deleteRotation(let id):
            guard file.rotations.contains(where: { $0.id == id }) else {
                throw Refusal(message: "rotation \(id) is no longer there (changed elsewhere?)")
            }
            file.rotations.removeAll { $0.id == id }
        }
    }

    /// A fresh template id from a name, unlike every id in `taken`: "Upper body" → `upper-body`,
    /// then `upper-body-2`; a name with no letters or digits → `template`.
    public static func newId(for name: String, taken: [String]) -> String {
        var base = ""
        for c in name.lowercased() {
            if c.isASCII && (c.isLetter || c.isNumber) {
                base.append(c)
            } else if !base.isEmpty, base.last != "-" {
                base.append("-")
            }
        }
        while base.last == "-" { base.removeLast() }
        base = String(base.prefix(40))
        if base.isEmpty { base = "template" }
        var id = base
        var n = 2
        while taken.contains(id) {
            id = "\(base)-\(n)"
            n += 1
        }
        return id
    }

    private static func change(
        _ id: String, in file: inout ScheduleFile, _ body: (inout WorkoutTemplate) throws -> Void
    ) throws {
        guard let t = file.templates.firstIndex(where: { $0.id == id }) else { throw gone(id) }
        try body(&file.templates[t])
    }

    private static func gone(_ id: String) -> Refusal {
        Refusal(message: "template \(id) is no longer there (changed elsewhere?)")
    }

    private static func noItem(_ t: WorkoutTemplate, _ index: Int) -> Refusal {
        Refusal(message: "\(t.name) has no item \(index + 1) (changed elsewhere?)")
    }
}

extension WorkoutTemplate {
    /// Puts the items in `order`'s order and takes its groups of two or more as the supersets.
    mutating func reorder(_ order: WorkoutOrder) {
        let ids = order.entries.map(\.exerciseId)
        items = ids.flatMap { id in items.filter { $0.exerciseId == id } }
        supersets = order.groups.filter { $0.count > 1 }.map { $0.map(\.exerciseId) }
    }
}

extension ScheduleFile {
    /// The schedule as `spotter schedule import` would store it, checked by the import's own code
    /// (written as the file, then read back by `parse`), or its first problem as a `ParseError`:
    ///
    /// ```swift
    /// try file.checked(knownExercises: stored)  // the same value, supersets in the items' order
    /// // a template with no items: ParseError "template legs has no sets"
    /// ```
    /// `knownExercises` are the stored ones, which the templates may use; the error's line is a
    /// line of the written file, so a screen shows only its message.
    public func checked(knownExercises: [Exercise]) throws -> ScheduleFile {
        try ScheduleFile.parse(ScheduleFile.render(self), knownExercises: knownExercises)
    }
}

extension WorkoutTemplate.Item {
    /// What a template asks of an exercise just added to it, until its line is edited: 3 × 10
    /// (a timed exercise 3 × 30 s), no weight, the default rest.
    ///
    /// ```swift
    /// WorkoutTemplate.Item.starting(bench)   // bench 3x10 rest 90
    /// WorkoutTemplate.Item.starting(plank)   // plank 3x30s rest 90
    /// ```
    public static func starting(_ exercise: Exercise) -> Self {
        exercise.kind == .timed
            ? Self(exerciseId: exercise.id, sets: 3, restSeconds: Countdown.defaultRestSeconds, durationSeconds: 30)
            : Self(exerciseId: exercise.id, sets: 3, reps: 10, restSeconds: Countdown.defaultRestSeconds)
    }
}
