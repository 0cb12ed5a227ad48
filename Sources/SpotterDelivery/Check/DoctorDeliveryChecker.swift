import FoundationEssentials
import SpotterSystem

/// The settings panel's Delivery page, filled by delivery: the report `spotter doctor` prints, and
/// `spotter notify-test` in a child so the screen never waits for the alert's buttons.
///
/// ```swift
/// LiveApp(…, deliveryChecker: DoctorDeliveryChecker(open: context.deliveryService))
/// ```
/// It opens the delivery side at each ask, so a panel left open sees the store as it is now.
public struct DoctorDeliveryChecker {
    let open: () throws -> DeliveryService

    public init(open: @escaping () throws -> DeliveryService) { self.open = open }

    public func report() -> [String] {
        do {
            return try open().check().text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        } catch {
            return ["PROBLEM: the delivery check failed: \(error)"]
        }
    }

    public func sendTestAlert() {
        guard let service = try? open() else { return }
        try? Subprocess.spawnDetached([service.spotterExecutable, "notify-test"], environment: service.environment)
    }
}
