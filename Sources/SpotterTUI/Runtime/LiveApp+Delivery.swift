extension LiveApp {
    /// Performs one delivery effect through the notifier and the delivery check the app was given.
    ///
    /// ```swift
    /// app.performDelivery(.scheduleNotification(restAlert))   // nil: the outbox has it
    /// app.performDelivery(.checkDelivery)                     // nil: `.deliveryChecked` comes later
    /// ```
    func performDelivery(_ effect: DeliveryEffect) -> Action? {
        switch effect {
        case .requestDesktopAlert(let n):
            notifier.alertNow(n)
        case .scheduleNotification(let n):
            notifier.schedule(n)
        case .cancelNotification(let id):
            notifier.cancel(id: id)
        case .replan:
            notifier.replan()
        case .checkDelivery:
            // The check waits on D-Bus (up to its 3 s timeout): it answers later, off the loop.
            guard let checker = deliveryChecker else { return nil }
            errands.run { .deliveryChecked(checker.findings()) }
        case .sendTestAlert:
            deliveryChecker?.sendTestAlert()
        }
        return nil
    }
}
