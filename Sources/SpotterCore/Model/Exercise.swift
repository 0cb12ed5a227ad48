/// Something you do in a workout: lifted for reps, or held for a duration.
public struct Exercise: Hashable, Sendable, Codable, Identifiable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// Sets of weight × reps (bench press, squat).
        case reps
        /// Sets that last a duration (plank, intervals): they run a work countdown before rest.
        case timed
    }

    /// What it is lifted with, where said: a barbell gets the plate calculator and warm-ups.
    public enum Equipment: String, Sendable, Codable, CaseIterable {
        case barbell, dumbbell, machine, bodyweight
        case cable, kettlebell, band
        /// A Smith machine: a bar on rails, loaded with plates but not a free barbell.
        case smith

        /// How a person says it: `smith machine`, `body weight`.
        public var label: String {
            switch self {
            case .smith: "smith machine"
            case .bodyweight: "body weight"
            default: rawValue
            }
        }
    }

    public var id: String
    public var name: String
    public var kind: Kind
    /// `nil` when the plan does not say.
    public var equipment: Equipment?
    /// The `ExerciseCatalogue` entry this exercise is (`bench-press`); `nil` for a custom one.
    public var catalogueId: String?
    /// What a set of a custom exercise records, as the picker's new-exercise form chose it (reps
    /// only, distance and time, …); nil for a catalogue exercise (its entry says) and for one made
    /// before it was asked (`kind` says as much as it knows).
    public var measure: ExerciseCatalogue.Kind?
    /// Other names that mean this exercise: those of exercises merged into it, its names before a
    /// rename. An import of one of them lands here.
    public var aliases: [String] = []

    public init(
        id: String, name: String, kind: Kind = .reps, equipment: Equipment? = nil, catalogueId: String? = nil,
        measure: ExerciseCatalogue.Kind? = nil
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.equipment = equipment
        self.catalogueId = catalogueId
        self.measure = measure
    }

    public var isBarbell: Bool { equipment == .barbell }
}
