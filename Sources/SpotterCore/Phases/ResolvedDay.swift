/// Why a day expects no training: the same reason silences every report kind.
public enum DaySilence: Hashable, Sendable {
    case restDay
    case vacation
    case crossTraining
    case skipped
    /// "Not today": the session moved to this day.
    case moved(to: LocalDate)
    case nothingPlanned

    public var text: String {
        switch self {
        case .restDay: return "rest day"
        case .vacation: return "vacation"
        case .crossTraining: return "cross-training day"
        case .skipped: return "session skipped"
        case .moved(let to): return "moved to \(to.weekday.displayName) \(to.iso)"
        case .nothingPlanned: return "nothing planned"
        }
    }
}

/// What a day holds once overlays are read over the plan.
public struct ResolvedDay: Hashable, Sendable {
    public var day: LocalDate
    /// What the plan said before overlays.
    public var planned: [DaySession]
    /// What the day holds now: training sessions (possibly moved here), or cross-training.
    public var sessions: [DaySession]
    /// Why nothing is expected, when nothing is.
    public var silence: DaySilence?
    /// The day a "not today" session came from, when one moved here.
    public var movedFrom: LocalDate?

    /// The training sessions a log is expected for; empty on every silent day.
    public var training: [DaySession] { sessions.filter(\.isTraining) }
    public var expectsTraining: Bool { !training.isEmpty }
}
