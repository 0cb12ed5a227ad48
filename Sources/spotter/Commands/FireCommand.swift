import Foundation
import SpotterDelivery

/// `spotter fire ID [--at EPOCH] [--wait SECONDS]`: what a timer or the agent runs when a notification is due.
extension Command {
    static let fire = Command(
        name: "fire", summary: "deliver one planned notification now (what timers and the agent run)",
        help: """
        Usage: spotter fire ID [--at EPOCH] [--wait SECONDS]

        Takes the notification ID out of the outbox, checks it again (still planned? rest deadline
        unchanged? workout still open? quiet hours or pause?), shows it on the desktop and waits up
        to --wait seconds (default 600) for a button: +30s, Next set and Snooze 1h change the store.
        With --at, a timer set for another instant (an older plan) does nothing.
        Every outcome goes to the delivery log (spotter doctor shows it).

        Example:
          spotter fire rest-alert:3f2a… --at 1780329600
        """, run: FireCommand.run)
}

enum FireCommand {
    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let o = try DeliveryOptions(arguments, valued: ["--at", "--wait"], flags: [])
        guard o.positional.count == 1 else { throw UsageError("expected one notification id") }
        let at = try o.values["--at"].map { text -> Date in
            guard let epoch = Double(text) else { throw UsageError("--at takes Unix seconds") }
            return Date(timeIntervalSince1970: epoch)
        }
        let outcome = try context.deliveryService().dispatcher().fire(
            id: o.positional[0], plannedFor: at, waitForAction: try o.seconds("--wait", default: 600))
        context.out(describe(outcome))
        if case .failed = outcome { return 1 }
        return 0
    }

    static func describe(_ outcome: FireOutcome) -> String {
        switch outcome {
        case .notPlanned: return "not planned (cancelled, moved or already delivered)"
        case .dropped(let reason): return "dropped: \(reason.rawValue)"
        case .shown(let id): return "shown (server id \(id))"
        case .actionPressed(let action): return "shown; \(action.label) pressed"
        case .failed(let why): return "failed: \(why)"
        }
    }
}
