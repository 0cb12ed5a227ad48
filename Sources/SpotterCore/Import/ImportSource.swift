/// Where an import comes from: the app that wrote the file, also stored with each imported workout.
public enum ImportSource: String, Sendable, Hashable, CaseIterable {
    case strong
    case hevy
    case fitnotes
    case liftosaur
    /// Spotter's own CSV export (`spotter export csv`), read back by `spotter import --from spotter`.
    case spotter

    /// The app's name as the summary says it.
    public var displayName: String {
        switch self {
        case .strong: "Strong"
        case .hevy: "Hevy"
        case .fitnotes: "FitNotes"
        case .liftosaur: "Liftosaur"
        case .spotter: "Spotter"
        }
    }
}
