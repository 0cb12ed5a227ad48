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

/// A notifier made when it is first used: for `spotter`, at the start's re-plan, after the first
/// frame. Making the delivery side reads the scheduler's choice from the store and this program's
/// path (and, for a binary in a build folder, looks along `PATH` for an installed one), none of
/// which the first frame needs.
///
/// ```swift
/// let notifier = DeferredNotifier { LiveDelivery(delivery: makeService()) }   // nothing made yet
/// notifier.replan()   // makes it, then re-plans; later calls use the same one
/// ```
public final class DeferredNotifier: LiveNotifier {
    private var make: (() -> LiveNotifier)?
    private var made: LiveNotifier?

    public init(_ make: @escaping () -> LiveNotifier) { self.make = make }

    /// The notifier, made at the first call.
    private var notifier: LiveNotifier {
        if let made { return made }
        let notifier = make?() ?? TerminalOnlyNotifier()
        made = notifier
        make = nil
        return notifier
    }

    public func alertNow(_ notification: PlannedNotification) { notifier.alertNow(notification) }
    public func schedule(_ notification: PlannedNotification) { notifier.schedule(notification) }
    public func cancel(id: String) { notifier.cancel(id: id) }
    public func replan() { notifier.replan() }
}
