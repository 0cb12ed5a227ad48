import SpotterDelivery
import SpotterTUI

// The TUI's ports, filled by delivery: the executable only says which implements which.

extension LiveDelivery: LiveNotifier {}

extension DoctorDeliveryChecker: DeliveryChecker {}
