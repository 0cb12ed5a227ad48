import FoundationEssentials

/// A PostgreSQL failure: what the server or libpq said, with the SQLSTATE when there is one.
///
/// ```swift
/// catch let e as PGError where e.sqlState == "23505" { … }   // unique_violation
/// ```
/// The message never holds a password: connection failures name the DSN through `ConnectionString.redacted`.
public struct PGError: Error, CustomStringConvertible, Sendable {
    public var message: String
    /// The five-character SQLSTATE (`23505`, `40001`, …); nil for a client-side failure.
    public var sqlState: String?

    public init(_ message: String, sqlState: String? = nil) {
        self.message = message
        self.sqlState = sqlState
    }

    public var description: String { sqlState.map { "\(message) (SQLSTATE \($0))" } ?? message }
}
