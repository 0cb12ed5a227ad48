import FoundationEssentials
import SpotterDelivery

extension CommandContext {
    /// The delivery side (outbox, scheduler, notifiers) on this command's database and clock.
    func deliveryService() throws -> DeliveryService {
        DeliveryService(
            db: try openDatabase(), paths: paths, environment: environment, zone: zone, clock: { [self] in now })
    }
}
