import SpotterCore
import SpotterDelivery
import SpotterStore
import SpotterTUI

// The TUI's ports, filled by delivery: the executable only says which implements which.

extension LiveDelivery: LiveNotifier {}

/// The settings panel's Delivery page: `spotter doctor`'s check and `spotter notify-test`, each on
/// a delivery side of its own. The check runs off the UI loop, so it opens its own connection to
/// the store rather than share the screen's.
struct DeliveryPageChecker: DeliveryChecker {
    let paths: SpotterPaths
    let environment: [String: String]
    let zone: Zone

    func findings() -> DeliveryFindings { DeliveryFindings(DoctorDeliveryChecker(open: open).lines()) }

    func sendTestAlert() { DoctorDeliveryChecker(open: open).sendTestAlert() }

    private func open() throws -> DeliveryService {
        DeliveryService(
            db: try SpotterDatabase.open(path: paths.databaseFile), paths: paths, environment: environment, zone: zone)
    }
}

extension DeliveryFindings {
    /// The report's typed lines as the page lists them: the facts without the consent line (the
    /// page's first line says it), a blank line, then the verdict with each problem marked.
    init(_ lines: [DeliveryReport.Line]) {
        let facts = lines.compactMap { line -> Line? in
            guard case .fact(let label, _) = line, label != "consent" else { return nil }
            return Line(line.text)
        }
        let verdict = lines.compactMap { line -> Line? in
            switch line {
            case .fact: return nil
            case .allClear: return Line(line.text)
            case .problem: return Line(line.text, isProblem: true)
            }
        }
        self.init(lines: facts.isEmpty ? verdict : facts + [Line("")] + verdict)
    }
}
