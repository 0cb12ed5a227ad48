import SpotterCore

/// Where the live session's notification effects go: delivery's notifiers and outbox.
///
/// ```swift
/// LiveApp(…, notifier: DeliveryLiveNotifier(context: context))  // `spotter ui`: desktop or terminal, via the outbox
/// LiveApp(…, notifier: TerminalOnlyNotifier())                   // the default (and the fallback): nothing leaves the terminal
/// ```
/// `SpotterTUI` does not import delivery; the executable builds the real notifier and passes it in.
/// The contract with delivery: ids come from `NotificationID`, so an alert requested now and
/// one scheduled earlier for the same rest share an id and must reach the user at most once.
/// While a TUI shows the session, `live_session.viewer_pid` names it and `viewer_looking` says
/// whether its countdown is being looked at (then no banner is wanted).
public protocol LiveNotifier {
    /// Deliver now (the user is not looking at the countdown).
    func alertNow(_ notification: PlannedNotification)
    /// Put in the outbox, replacing the one with the same id.
    func schedule(_ notification: PlannedNotification)
    func cancel(id: String)
    /// Re-plan reminders and reports (a workout was finished).
    func replan()
}

/// The default: nothing leaves the terminal (the bell and the flash are the terminal's own effects).
public struct TerminalOnlyNotifier: LiveNotifier {
    public init() {}
    public func alertNow(_ notification: PlannedNotification) {}
    public func schedule(_ notification: PlannedNotification) {}
    public func cancel(id: String) {}
    public func replan() {}
}
