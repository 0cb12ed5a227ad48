import FoundationEssentials
import SpotterStore

/// What `spotter doctor` adds about the daily pass: reports that kept their claim because of a
/// configuration error (they are not retried until fixed), and endpoints disabled as dead.
public enum DispatchProblems {
    public static func lines(_ db: SpotterDatabase) throws -> [String] {
        let claims = try db.dispatchConfigurationProblems().suffix(5).map {
            "report \($0.key) was not sent and will not be retried: \($0.outcome ?? "") (fix it, then the next report goes out)"
        }
        let dead = try db.endpoints().filter { $0.state == .disabled }.map {
            "push endpoint \($0.id) (\($0.address)) is disabled: \($0.lastOutcome ?? "reported dead"); add it again to re-enable it"
        }
        return claims + dead
    }
}
