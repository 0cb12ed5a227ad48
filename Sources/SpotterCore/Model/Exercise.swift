/// Something you do in a workout: lifted for reps, or held for a duration.
public struct Exercise: Hashable, Sendable, Codable, Identifiable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// Sets of weight × reps (bench press, squat).
        case reps
        /// Sets that last a duration (plank, intervals): they run a work countdown before rest.
        case timed
    }

    public var id: String
    public var name: String
    public var kind: Kind

    public init(id: String, name: String, kind: Kind = .reps) {
        self.id = id
        self.name = name
        self.kind = kind
    }
}
