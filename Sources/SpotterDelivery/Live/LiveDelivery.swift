import FoundationEssentials
import SpotterCore
import SpotterStore
import SpotterSystem

/// The live session's notification effects, delivered: what the TUI's `LiveNotifier` does, on top
/// of `DeliveryService`.
///
/// ```swift
/// let live = LiveDelivery(delivery: service)
/// live.schedule(restAlert)   // outbox + systemd timer or agent
/// live.alertNow(restAlert)   // a `spotter fire` child on a desktop; the terminal's own alert over SSH
/// ```
/// Failures cannot be printed over the TUI's screen, so they go to the delivery log, where
/// `spotter doctor` shows them.
public struct LiveDelivery {
    /// Where an alert shown now goes: a desktop notification needs a session bus.
    public enum Route: Equatable, Sendable {
        case desktop, terminal
    }

    public let delivery: DeliveryService
    /// Writes the terminal's alert bytes; the controlling terminal unless a test gives its own.
    let writeTerminal: (String) throws -> Void

    public init(delivery: DeliveryService) {
        self.init(delivery: delivery, writeTerminal: Self.writeControllingTerminal)
    }

    init(delivery: DeliveryService, writeTerminal: @escaping (String) throws -> Void) {
        self.delivery = delivery
        self.writeTerminal = writeTerminal
    }

    /// The desktop when the environment names a session bus, else the terminal (over SSH).
    public static func route(environment: [String: String]) -> Route {
        (try? DBusAddress.session(environment: environment)) != nil ? .desktop : .terminal
    }

    /// On a desktop: a `spotter fire` child shows it and waits for its buttons. With no session bus:
    /// the terminal's own notification (OSC 9/777, tmux-wrapped), written to the tty; the TUI rings
    /// its own bell.
    public func alertNow(_ notification: PlannedNotification) {
        attempt(notification.id) {
            switch Self.route(environment: delivery.environment) {
            case .desktop: try delivery.alertNow(notification)
            case .terminal: try alertInTerminal(notification)
            }
        }
    }

    /// The terminal path: claim the scheduled copy, re-check it as at fire time, write it, log it.
    func alertInTerminal(_ notification: PlannedNotification) throws {
        let db = delivery.db
        // Claim the scheduled copy, so the agent does not try the desktop for it later; one that
        // someone else already took is theirs to deliver.
        if try db.claimOutbox(id: notification.id, now: delivery.clock()) == nil,
            try db.wasClaimed(id: notification.id, fireAt: notification.fireAt)
        {
            return
        }
        func log(_ outcome: String, _ detail: String = "") throws {
            try db.logDelivery(
                DeliveryRecord(
                    notificationId: notification.id, kind: notification.kind.rawValue, at: delivery.clock(),
                    channel: "terminal", outcome: outcome, detail: detail))
        }
        if let drop = FireCheck.check(notification, try delivery.dispatcher().context()) {
            try log("dropped", drop.detail)
            return
        }
        let bytes = TerminalAlert.bytes(
            for: notification, prefs: try db.preferences(), profile: TerminalProfile.detect(delivery.environment),
            bell: false)
        if !bytes.isEmpty { try writeTerminal(bytes) }
        try log(bytes.isEmpty ? "bell" : "shown")
    }

    public func schedule(_ notification: PlannedNotification) {
        attempt(notification.id) {
            try delivery.schedule(notification, group: .live)
            try startWorkoutNotification()
        }
    }

    public func cancel(id: String) {
        attempt(id) { try delivery.cancel(id: id) }
    }

    /// Re-plans in a `spotter sync` child: planning and arming timers (one `systemd-run` each) must
    /// not hold up the screen.
    public func replan() {
        attempt("replan") {
            try Subprocess.spawnDetached([delivery.spotterExecutable, "sync"], environment: delivery.environment)
        }
    }

    /// The ongoing workout notification runs in its own process (one per user), so its clock keeps
    /// going when the TUI closes.
    private func startWorkoutNotification() throws {
        guard try delivery.db.restAlertConsent()?.answer == .allowed,
            !AgentLock.isHeld(at: delivery.paths.runtimeDirectory + "/workout-notification.lock")
        else { return }
        try Subprocess.spawnDetached(
            [delivery.spotterExecutable, "workout-notification"], environment: delivery.environment)
    }

    private func attempt(_ id: String, _ body: () throws -> Void) {
        do {
            try body()
        } catch {
            try? delivery.db.logDelivery(
                DeliveryRecord(
                    notificationId: id, kind: "", at: delivery.clock(), channel: "scheduler", outcome: "failed",
                    detail: String(describing: error)))
        }
    }

    /// `/dev/tty`: the terminal the TUI draws on, even with stdout redirected. None (a daemon) is not an error.
    static func writeControllingTerminal(_ bytes: String) throws {
        guard let tty = try? FileDescriptor.open("/dev/tty", .writeOnly) else { return }
        defer { tty.close() }
        try tty.writeAll(bytes)
    }
}
