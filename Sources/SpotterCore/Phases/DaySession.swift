/// The kind of run a plan asks for; it decides the pace target and how heat bends it.
public enum RunType: String, Sendable, Hashable, CaseIterable, Codable {
    case easy, tempo, long, intervals, race

    /// How much slower (or faster) than race pace this run is meant to be: easy runs are 20 % slower.
    var paceFactor: Double {
        switch self {
        case .easy: return 1.20
        case .long: return 1.15
        case .tempo: return 1.05
        case .intervals: return 0.97
        case .race: return 1.0
        }
    }
}

/// What one day of a plan holds.
///
/// ```swift
/// DaySession.run(.tempo, km: 8).summary          // "Tempo run, 8 km"
/// DaySession.strength(templateId: "push").isTraining  // true: a log is expected
/// DaySession.crossTraining(activity: "cycling").isTraining  // false: silent, like rest
/// ```
public enum DaySession: Hashable, Sendable {
    case strength(templateId: String)
    case run(RunType, km: Double)
    case crossTraining(activity: String)
    case rest

    /// A session the reports talk about and a log is expected for. Cross-training and rest are
    /// silent for every report kind, for the same reason.
    public var isTraining: Bool {
        switch self {
        case .strength, .run: return true
        case .crossTraining, .rest: return false
        }
    }

    public var distanceKm: Double? {
        if case .run(_, let km) = self { return km }
        return nil
    }

    public var summary: String {
        switch self {
        case .strength(let id): return "Strength: \(id)"
        case .run(let type, let km):
            return "\(type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst()) run, \(Distance.text(km))"
        case .crossTraining(let activity): return "Cross-training: \(activity)"
        case .rest: return "Rest"
        }
    }
}

/// Kilometres as people write them: `8 km`, `21.1 km`.
public enum Distance {
    public static func text(_ km: Double) -> String {
        let tenths = Int((km * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10) km" : "\(tenths / 10).\(tenths % 10) km"
    }
}

/// A pace in seconds per kilometre, written `m:ss`.
public enum Pace {
    /// `"5:30"` → 330; `nil` for anything else.
    public static func parse(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let m = DecimalNumber.whole(parts[0]),
            let s = DecimalNumber.whole(parts[1]),
            (1...30).contains(m), (0...59).contains(s)
        else { return nil }
        return m * 60 + s
    }

    public static func text(_ seconds: Int) -> String {
        "\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)"
    }
}
