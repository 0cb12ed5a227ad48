/// The delivery check behind the panel's Delivery page: `spotter` wires in delivery's, the tests a fake.
///
/// ```swift
/// struct DoctorChecker: DeliveryChecker {
///     func findings() -> DeliveryFindings { … DeliveryFindings(checker.lines()) … }  // what `spotter doctor` prints
///     func sendTestAlert() { spawn "spotter notify-test" }                               // never blocks the screen
/// }
/// LiveApp(…, deliveryChecker: DoctorChecker())   // without one, the page shows consent and the plan
/// ```
/// The check runs off the UI loop (`Errands`), so a checker is `Sendable`: open what it needs at
/// each ask rather than share the screen's connection to the store.
public protocol DeliveryChecker: Sendable {
    /// The report, one fact per line, as `spotter doctor` prints it, without its consent line.
    func findings() -> DeliveryFindings
    /// Sends a test rest alert through the real path, in the background; the outcome goes to the delivery log.
    func sendTestAlert()
}
