/// May this text name an exercise: the one check of a new exercise's name and of a rename.
///
/// ```swift
/// ExerciseNaming.problem("Zercher carry", for: nil, among: mine)           // nil: free
/// ExerciseNaming.problem("Bench Press (Barbell)", for: nil, among: mine)   // .taken(your Bench press)
/// ExerciseNaming.problem("Paused bench", for: "bench", among: mine)       // nil: bench may take it
/// ```
/// A name is valid text (`UserText`, the name limit), not empty, and is no other exercise's:
/// not one of yours by `ExerciseCatalogue.lookUp` (its name, an alias, its catalogue entry's
/// names), and, for a new exercise, no catalogue entry's either (pick that one instead: an import
/// of the name would land on it).
public enum ExerciseNaming {
    public enum Problem: Equatable, Sendable {
        case empty
        /// What `UserText` finds wrong ("has a control character", "is longer than 80 characters").
        case text(String)
        /// One of your exercises has the name already.
        case taken(Exercise)
        /// A catalogue entry has the name (only asked for a new exercise).
        case inCatalogue(ExerciseCatalogue.Entry)

        /// The refusal in words, for a status line: "Bench press has it already".
        public var sentence: String {
            switch self {
            case .empty: "type the exercise's name"
            case .text(let problem): problem
            case .taken(let other): "\(other.name) has it already"
            case .inCatalogue(let entry): "\(entry.name) is in the catalogue: pick it from the list"
            }
        }
    }

    /// Why `name` (trimmed) cannot name exercise `id` (nil: a new one) among `exercises`, or nil.
    public static func problem(
        _ name: String, for id: String?, among exercises: [Exercise], catalogue: ExerciseCatalogue = .shared
    ) -> Problem? {
        let name = name.trimmingWhitespace()
        if name.isEmpty { return .empty }
        if let problem = UserText.problem(in: name, limit: UserText.Limit.name) { return .text(problem) }
        if let other = catalogue.lookUp(name, in: exercises).first(where: { $0.id != id }) { return .taken(other) }
        if id == nil, let entry = catalogue.entry(named: name) { return .inCatalogue(entry) }
        return nil
    }
}
