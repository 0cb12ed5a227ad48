import FoundationEssentials

/// A mistake on the command line found while running (a bad value): printed with the usage line,
/// exit status 2, nothing changed. Mistakes in the shape of the line are the parser's (`ArgumentError`).
struct UsageError: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// A failure that is not the user's typing (a broken database, a missing tool): exit status 1.
struct RuntimeFailure: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
