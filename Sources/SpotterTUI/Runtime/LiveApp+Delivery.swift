extension LiveApp {
    /// Performs one delivery effect through the notifier and the delivery check the app was given.
    ///
    /// ```swift
    /// app.performDelivery(.scheduleNotification(restAlert))   // nil: the outbox has it
    /// app.performDelivery(.checkDelivery)                     // .deliveryChecked(report)
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
            return deliveryChecker.map { .deliveryChecked($0.report()) }
        case .sendTestAlert:
            deliveryChecker?.sendTestAlert()
        }
        return nil
    }
}
