/// What a club command reports to the user; the CLI prints it and exits 2 (bad input) or 1.
public enum ClubError: Error, CustomStringConvertible, Equatable {
    /// The database was set up by a newer Spotter; it is left exactly as it is.
    case newerSchema(found: Int, known: Int)
    /// The database predates this Spotter's schema: `spotter club init` migrates it.
    case olderSchema(found: Int, known: Int)
    case notInitialised
    /// Bad input, named by file and line or by field.
    case invalid(String)
    case unknownAthlete(String)

    public var description: String {
        switch self {
        case .newerSchema(let found, let known):
            return
                "the club database has schema version \(found), newer than this Spotter knows (\(known)); nothing was changed. Upgrade Spotter."
        case .olderSchema(let found, let known):
            return "the club database has schema version \(found); this Spotter needs \(known): run spotter club init"
        case .notInitialised: return "the database has no club schema: run spotter club init first"
        case .invalid(let text): return text
        case .unknownAthlete(let id): return "no athlete \"\(id)\" (spotter club athlete list shows them)"
        }
    }

    /// Bad input (exit 2) rather than a failure of the database (exit 1).
    public var isUsage: Bool {
        switch self {
        case .invalid, .unknownAthlete: return true
        default: return false
        }
    }
}
