/// How one send on one channel ended, and so what happens to its claim.
///
/// | outcome | claim | endpoint |
/// |---|---|---|
/// | delivered | kept (sent) | last outcome noted |
/// | transient (refused, timeout, HTTP 5xx/429, sendmail exit 75, shutdown) | handed back | unchanged |
/// | dead (HTTP 404/410) | kept (failed) | disabled, not deleted |
/// | permanent (a rejected message) | kept (failed) | unchanged |
/// | configuration (HTTP 401/403, no sendmail) | kept (failed), shown by `spotter doctor` | unchanged |
public enum SendOutcome: Hashable, Sendable {
    case delivered(String)
    case transient(String)
    case dead(String)
    case permanent(String)
    case configuration(String)

    /// `delivered: HTTP 200`, `transient: connection refused`: the text logs and `--json` show.
    public var text: String {
        switch self {
        case .delivered(let d): return "delivered: \(d)"
        case .transient(let d): return "transient: \(d)"
        case .dead(let d): return "dead: \(d)"
        case .permanent(let d): return "permanent: \(d)"
        case .configuration(let d): return "configuration: \(d)"
        }
    }

    /// `delivered`, `transient`, …
    public var name: String { String(text.prefix { $0 != ":" }) }
}
