/// Where an import comes from: the app that wrote the file, also stored with each imported workout.
public enum ImportSource: String, Sendable, Hashable, CaseIterable {
    case strong
    case hevy
    /// Spotter's own CSV export (`spotter export csv`), read back by `spotter import --from spotter`.
    case spotter

    /// The app's name as the summary says it.
    public var displayName: String {
        switch self {
        case .strong: "Strong"
        case .hevy: "Hevy"
        case .spotter: "Spotter"
        }
    }
}

/// The unit a file's weights are in; Spotter stores kilograms at full precision.
///
/// ```swift
/// WeightUnit.lb.kilograms(135)  // 61.23496995: shown in lb it is 135 again, never 134.99
/// ```
public enum WeightUnit: String, Sendable, Hashable, CaseIterable {
    case kg
    case lb

    /// The international pound, exactly.
    public static let kilogramsPerPound = 0.45359237

    public func kilograms(_ value: Double) -> Double {
        switch self {
        case .kg: value
        case .lb: value * Self.kilogramsPerPound
        }
    }
}
