/// Which exercise a name from another app means: a catalogue exercise through its aliases, else
/// one of your own by name or alias, else a new custom exercise under the exact name.
///
/// ```swift
/// var matcher = ExerciseMatcher(exercises: plan.exercises)
/// matcher.resolve("Deadlift (Barbell)")   // ("deadlift", custom: false): the plan's Deadlift
/// matcher.resolve("Zercher Carry Thing")  // ("zercher-carry-thing", custom: true)
/// matcher.newExercises                     // the exercises the names needed, catalogue ones whole
/// matcher.links                            // ["deadlift": "deadlift"]: yours, now known as that entry
/// ```
/// A catalogue entry is one exercise of yours: the one that names it (`catalogueId`), else the
/// first of yours whose name or alias is one of the entry's names (then linked to it), else a new one with
/// the entry's name, kind and equipment (so an imported barbell lift gets the plate line).
/// Names compare through `ExerciseName.key`.
public struct ExerciseMatcher: Sendable {
    public let catalogue: ExerciseCatalogue
    private var byCatalogueId: [String: String] = [:]
    private var byKey: [String: String] = [:]
    /// The first of yours without an entry, by name key, with its place in the order given.
    private var unlinkedByKey: [String: (index: Int, id: String)] = [:]
    private var takenIds: Set<String>
    private var counters: [String: Int] = [:]
    private var resolved: [String: String] = [:]
    public private(set) var newExercises: [Exercise] = []
    /// Exercises of yours found to be a catalogue entry: exercise id → catalogue id.
    public private(set) var links: [String: String] = [:]

    public init(exercises: [Exercise], catalogue: ExerciseCatalogue = .shared) {
        self.catalogue = catalogue
        takenIds = Set(exercises.map(\.id))
        for (index, e) in exercises.enumerated() {
            if let c = e.catalogueId, byCatalogueId[c] == nil { byCatalogueId[c] = e.id }
            // Its name first, then its aliases (the names merged into it): a name is yours once.
            for name in [e.name] + e.aliases {
                let key = ExerciseName.key(name)
                if !key.isEmpty, byKey[key] == nil { byKey[key] = e.id }
                if e.catalogueId == nil, !key.isEmpty, unlinkedByKey[key] == nil { unlinkedByKey[key] = (index, e.id) }
            }
        }
    }

    /// The id of the exercise `name` means, adding or linking one where needed; `custom` is true
    /// when this call made a new exercise that is in no catalogue.
    public mutating func resolve(_ name: String) -> (id: String, custom: Bool) {
        let key = ExerciseName.key(name)
        // A name of no letters or digits (emoji alone) is only ever itself, case ignored.
        let seen = key.isEmpty ? "\u{0}" + name.lowercased() : key
        if let id = resolved[seen] { return (id, false) }
        if let entry = catalogue.entry(key: key) {
            let id = exercise(for: entry)
            resolved[seen] = id
            return (id, false)
        }
        if !key.isEmpty, let id = byKey[key] {
            resolved[seen] = id
            return (id, false)
        }
        let id = ImportBatch.uniqueId(for: name, taken: takenIds, counters: &counters)
        add(Exercise(id: id, name: name))
        resolved[seen] = id
        return (id, true)
    }

    /// Which of `exercises` each catalogue entry is, for those not yet linked: the first (in the
    /// order given) whose name is one of the entry's names, where no exercise names the entry yet.
    public static func links(for exercises: [Exercise], catalogue: ExerciseCatalogue = .shared) -> [String: String] {
        var taken = Set(exercises.compactMap(\.catalogueId))
        var links: [String: String] = [:]
        for e in exercises where e.catalogueId == nil {
            guard let entry = catalogue.entry(named: e.name), taken.insert(entry.id).inserted else { continue }
            links[e.id] = entry.id
        }
        return links
    }

    private mutating func exercise(for entry: ExerciseCatalogue.Entry) -> String {
        if let id = byCatalogueId[entry.id] { return id }
        let keys = Set(entry.names.map(ExerciseName.key))
        if let mine = keys.compactMap({ unlinkedByKey[$0] }).min(by: { $0.index < $1.index }) {
            links[mine.id] = entry.id
            byCatalogueId[entry.id] = mine.id
            unlinkedByKey = unlinkedByKey.filter { $0.value.id != mine.id }
            return mine.id
        }
        let id = ImportBatch.uniqueId(for: entry.id, taken: takenIds, counters: &counters)
        add(
            Exercise(
                id: id, name: entry.name, kind: entry.kind.exerciseKind, equipment: entry.equipment,
                catalogueId: entry.id))
        return id
    }

    private mutating func add(_ e: Exercise) {
        takenIds.insert(e.id)
        newExercises.append(e)
        // Its names need no key here: `resolved` has the name that made it, and every other name
        // of a catalogue entry finds it through `byCatalogueId`.
        if let c = e.catalogueId { byCatalogueId[c] = e.id }
    }
}
