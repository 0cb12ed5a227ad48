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

    /// The delivery check as a value: the same `DeliveryReport` `spotter doctor` prints, or why it
    /// could not run.
    public func check() -> Result<DeliveryReport, any Error> {
        Result { try open().check() }
    }

    /// The report's lines, typed: a check that could not run is one `.problem` saying why.
    public func lines() -> [DeliveryReport.Line] {
        switch check() {
        case .success(let report): return report.lines
        case .failure(let error): return [.problem("the delivery check failed: \(error)")]
        }
    }

    public func sendTestAlert() {
        guard let service = try? open() else { return }
        try? Subprocess.spawnDetached([service.spotterExecutable, "notify-test"], environment: service.environment)
    }
}
