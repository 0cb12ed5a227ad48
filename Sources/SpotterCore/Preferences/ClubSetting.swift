import FoundationEssentials

/// The `club` setting: which club an athlete's own Spotter reports trained days to, as
/// `ATHLETE DSN`: the athlete's id in the club, a space, then a libpq connection string.
///
/// ```swift
/// let club = ClubSetting(text: "ana host=db.example.org dbname=club user=ana")!
/// club.athlete                 // "ana"
/// club.dsn                     // "host=db.example.org dbname=club user=ana"
/// ClubSetting.shown("ana host=db password=s3cret")   // "ana host=db password=***"
/// ```
/// `off` (the default) sends nothing, ever. The value may carry a password (better kept in
/// `~/.pgpass`); wherever Spotter shows the value it shows `shown(_:)`, never the password.
public struct ClubSetting: Hashable, Sendable {
    public var athlete: String
    public var dsn: String

    public init?(text: String) {
        let trimmed = text.trimmingWhitespace()
        guard let space = trimmed.firstIndex(of: " ") else { return nil }
        let athlete = String(trimmed[..<space])
        let dsn = trimmed[space...].trimmingWhitespace()
        guard Self.isAthleteId(athlete), Self.isConnectionString(dsn) else { return nil }
        self.athlete = athlete
        self.dsn = dsn
    }

    /// The text as stored: `ATHLETE DSN`.
    public var text: String { "\(athlete) \(dsn)" }

    /// `off`, or `ATHLETE DSN`.
    public static func isSetting(_ text: String) -> Bool { text == "off" || ClubSetting(text: text) != nil }

    /// The value as Spotter shows it: any password in the connection string replaced by `***`.
    public static func shown(_ text: String) -> String {
        if let club = ClubSetting(text: text) { return "\(club.athlete) \(ConnectionString.redacted(club.dsn))" }
        // A value refused is echoed in the error: its password is hidden all the same, and a
        // value without one is echoed exactly as typed.
        let space = text.firstIndex(of: " ")
        let rest = space.map { String(text[text.index(after: $0)...]) } ?? text
        let redacted = ConnectionString.redacted(rest)
        guard redacted != rest.trimmingWhitespace() else { return text }
        return (space.map { String(text[..<$0]) + " " } ?? "") + redacted
    }

    /// An athlete id in a club: letters, digits, `-`, `_` or `.`, at most 64 (the one rule the club database applies too).
    public static func isAthleteId(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 64
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }

    /// A libpq connection string in either form: a `postgresql://` (or `postgres://`) URI, or
    /// `key=value` pairs.
    static func isConnectionString(_ text: String) -> Bool {
        guard !text.isEmpty, text.allSatisfy({ !$0.isNewline }) else { return false }
        if text.hasPrefix("postgresql://") || text.hasPrefix("postgres://") { return true }
        guard let first = text.split(separator: " ").first, let eq = first.firstIndex(of: "=") else { return false }
        return eq != first.startIndex && first[..<eq].allSatisfy { $0.isASCII && ($0.isLetter || $0 == "_") }
    }
}
