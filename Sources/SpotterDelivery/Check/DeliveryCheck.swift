import FoundationEssentials
import SpotterCore
import SpotterStore

/// Runs the delivery check: "permission granted" and "it will arrive" are not the same thing.
///
/// ```swift
/// let report = DeliveryCheck.run(db: db, environment: env, zone: .current, now: Date(),
///                                scheduler: .agent, agentRunning: true)
/// print(report.text)   // consent, bus, server, DND, scheduler, next planned, recent deliveries
/// ```
public enum DeliveryCheck {
    public static func run(
        db: SpotterDatabase, environment: [String: String], zone: Zone, now: Date, scheduler: SchedulerKind,
        agentRunning: Bool
    ) -> DeliveryReport {
        var problems: [String] = []
        let stamp = { (d: Date) in ISOInstant.format(d, in: zone) }

        let consentRecord = try? db.restAlertConsent()
        let consent = DeliveryReport.Consent(
            state: consentRecord?.answer.rawValue ?? "not-asked", answeredAt: consentRecord.map { stamp($0.answeredAt) }
        )
        if consentRecord?.answer == .declined {
            problems.append(
                "rest alerts stay in the terminal: you chose \"Not now\"; turn them on in Settings → Delivery.")
        }

        var bus = DeliveryReport.Bus(reachable: false)
        var server = DeliveryReport.Server(reachable: false)
        var dnd: String?
        do {
            let connection = try DBusConnection.session(environment: environment, timeout: 3)
            bus = .init(reachable: true, address: connection.address.description)
            do {
                let notifications = try FreedesktopNotificationServer(connection: connection)
                let info = try notifications.information()
                server = .init(reachable: true, info: info)
                dnd = DoNotDisturb.read(connection: connection, server: info, environment: environment)
                if !info.supportsActions {
                    problems.append("\(info.name) shows no buttons: +30s and Next set work only in the terminal.")
                }
            } catch let error as DBusError where error.isServiceUnknown {
                server.error =
                    "no notification server is running on the session bus (org.freedesktop.Notifications has no owner)"
                problems.append(
                    "start a notification daemon (dunst, mako, or your desktop's own) so alerts can be shown.")
            } catch {
                server.error = String(describing: error)
                problems.append("the notification server did not answer: \(error)")
            }
        } catch {
            bus.error = String(describing: error)
            server.error = "no session bus, so no notification server"
            problems.append(
                "desktop notifications cannot be shown without a session bus. Run Spotter inside your desktop session; over SSH the terminal's own alerts (OSC 9/777, the bell) are the path."
            )
        }
        if dnd == "on" { problems.append("Do Not Disturb is on: only critical alerts (the rest alert) may show.") }

        let firesWhileClosed: Bool
        let detail: String
        switch scheduler {
        case .systemd:
            firesWhileClosed = SystemdUserScheduler.isAvailable(environment: environment)
            detail =
                firesWhileClosed
                ? "one systemd user timer per notification (AccuracySec=1s); re-synced at every start"
                : "systemd --user is not reachable (no $XDG_RUNTIME_DIR/systemd/private)"
        case .agent:
            firesWhileClosed = agentRunning
            detail =
                agentRunning
                ? "spotter agent is running" : "spotter agent is not running (start it: spotter agent install)"
        }
        if !firesWhileClosed { problems.append("nothing fires while Spotter is closed: \(detail).") }

        // Notifications and the daily pass's next run, soonest first.
        let notifications = ((try? db.outbox()) ?? []).map {
            (
                $0.notification.fireAt,
                DeliveryReport.Planned(
                    id: $0.id, kind: $0.notification.kind.rawValue, fireAt: stamp($0.notification.fireAt),
                    scheduledWith: $0.scheduledWith)
            )
        }
        let passes = ((try? db.pendingPassWakeups()) ?? []).prefix(1).map {
            (
                $0.wakeup.at,
                DeliveryReport.Planned(
                    id: $0.id, kind: "daily-pass", fireAt: stamp($0.wakeup.at), scheduledWith: $0.scheduledWith)
            )
        }
        let next = (notifications + passes).sorted { $0.0 < $1.0 }.prefix(5).map(\.1)
        let recent = ((try? db.recentDeliveries(limit: 5)) ?? []).map {
            DeliveryReport.Delivery(
                id: $0.notificationId, at: stamp($0.at), channel: $0.channel, outcome: $0.outcome, detail: $0.detail)
        }
        return DeliveryReport(
            consent: consent, bus: bus, server: server, doNotDisturb: dnd,
            scheduler: .init(active: scheduler, firesWhileClosed: firesWhileClosed, detail: detail), next: Array(next),
            recent: recent, settings: SystemSettings.hint(server: server.info?.name, environment: environment).text,
            problems: problems)
    }
}
