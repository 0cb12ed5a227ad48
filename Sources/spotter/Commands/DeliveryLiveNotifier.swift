import Foundation
import SpotterCore
import SpotterDelivery
import SpotterStore
import SpotterTUI

/// The live session's notification effects, delivered: the TUI's `LiveNotifier` on top of
/// `DeliveryService`. Wire it in with `LiveApp(…, notifier: DeliveryLiveNotifier(context: context))`.
///
/// ```swift
/// let notifier = try DeliveryLiveNotifier(context: context)
/// notifier.schedule(restAlert)   // outbox + systemd timer or agent
/// notifier.alertNow(restAlert)   // shown now by a `spotter fire` child that waits for +30s / Next set
/// ```
/// Failures cannot be printed over the TUI's screen, so they go to the delivery log, where
/// `spotter doctor` shows them.
struct DeliveryLiveNotifier: LiveNotifier {
    let delivery: DeliveryService
    let context: CommandContext

    init(context: CommandContext) throws {
        self.context = context
        delivery = try context.deliveryService()
    }

    /// On a desktop: a `spotter fire` child shows it and waits for its buttons. With no session bus
    /// (over SSH): the terminal's own notification (OSC 9/777, tmux-wrapped), written to the tty;
    /// the TUI rings its own bell.
    func alertNow(_ notification: PlannedNotification) {
        attempt(notification.id) {
            if (try? DBusAddress.session(environment: context.environment)) != nil {
                try delivery.alertNow(notification)
                return
            }
            // Claim the scheduled copy, so the agent does not try the desktop for it later; one
            // that someone else already took is theirs to deliver.
            if try delivery.db.claimOutbox(id: notification.id, now: context.now) == nil,
                try delivery.db.wasClaimed(id: notification.id, fireAt: notification.fireAt)
            {
                return
            }
            if let reason = FireCheck.decide(notification, try delivery.dispatcher().context()) {
                try delivery.db.logDelivery(
                    DeliveryRecord(
                        notificationId: notification.id, kind: notification.kind.rawValue, at: context.now,
                        channel: "terminal", outcome: "dropped", detail: reason.rawValue))
                return
            }
            let bytes = TerminalAlert.bytes(
                for: notification, prefs: try delivery.db.preferences(), profile: TerminalProfile.detect(context.environment),
                bell: false)
            if !bytes.isEmpty, let tty = FileHandle(forWritingAtPath: "/dev/tty") {
                tty.write(Data(bytes.utf8))
                try tty.close()
            }
            try delivery.db.logDelivery(
                DeliveryRecord(
                    notificationId: notification.id, kind: notification.kind.rawValue, at: context.now, channel: "terminal",
                    outcome: bytes.isEmpty ? "bell" : "shown"))
        }
    }

    func schedule(_ notification: PlannedNotification) {
        attempt(notification.id) {
            try delivery.schedule(notification, group: .live)
            try startWorkoutNotification()
        }
    }

    func cancel(id: String) {
        attempt(id) { try delivery.cancel(id: id) }
    }

    /// Re-plans in a `spotter sync` child: planning and arming timers (one `systemd-run` each) must
    /// not hold up the screen.
    func replan() {
        attempt("replan") {
            try Subprocess.spawnDetached([delivery.spotterExecutable, "sync"], environment: context.environment)
        }
    }

    /// The ongoing workout notification runs in its own process (one per user), so its clock keeps
    /// going when the TUI closes.
    private func startWorkoutNotification() throws {
        guard try delivery.db.restAlertConsent()?.answer == .allowed,
            !AgentLock.isHeld(at: context.paths.runtimeDirectory + "/workout-notification.lock")
        else { return }
        try Subprocess.spawnDetached([delivery.spotterExecutable, "workout-notification"], environment: context.environment)
    }

    private func attempt(_ id: String, _ body: () throws -> Void) {
        do {
            try body()
        } catch {
            try? delivery.db.logDelivery(
                DeliveryRecord(
                    notificationId: id, kind: "", at: context.now, channel: "scheduler", outcome: "failed",
                    detail: String(describing: error)))
        }
    }
}
