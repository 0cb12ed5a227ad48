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

    func findings() -> DeliveryFindings {
        do {
            return DeliveryFindings(
                lines: try open().check().lines(consent: false).map { .init($0.text, isProblem: $0.isProblem) })
        } catch {
            return DeliveryFindings(lines: [.init("PROBLEM: the delivery check failed: \(error)", isProblem: true)])
        }
    }

    func sendTestAlert() { DoctorDeliveryChecker(open: open).sendTestAlert() }

    private func open() throws -> DeliveryService {
        DeliveryService(
            db: try SpotterDatabase.open(path: paths.databaseFile), paths: paths, environment: environment, zone: zone)
    }
}
