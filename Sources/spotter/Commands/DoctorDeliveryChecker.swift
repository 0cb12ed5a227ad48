import Foundation
import SpotterDelivery
import SpotterTUI

/// The settings panel's Delivery page, filled by delivery: the report `spotter doctor` prints, and
/// `spotter notify-test` in a child so the screen never waits for the alert's buttons.
///
/// ```swift
/// LiveApp(…, deliveryChecker: DoctorDeliveryChecker(context: context))
/// ```
struct DoctorDeliveryChecker: DeliveryChecker {
    let context: CommandContext

    func report() -> [String] {
        do {
            return try context.deliveryService().check().text.components(separatedBy: "\n")
        } catch {
            return ["PROBLEM: the delivery check failed: \(error)"]
        }
    }

    func sendTestAlert() {
        guard let service = try? context.deliveryService() else { return }
        try? Subprocess.spawnDetached([service.spotterExecutable, "notify-test"], environment: context.environment)
    }
}
