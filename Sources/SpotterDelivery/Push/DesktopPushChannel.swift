import FoundationEssentials
import SpotterCore

/// Push to this machine's desktop through the session bus notification server, with the same
/// presentation rules (category, urgency) as every other Spotter notification.
///
/// ```swift
/// let desktop = DesktopPushChannel(environment: ProcessInfo.processInfo.environment)
/// desktop.push(message)   // .delivered("desktop id 7"), or .transient("no session bus: …")
/// ```
/// No reachable bus or notification server is transient (the user may log in to a desktop later
/// in the window); a server that answers with another error is permanent for that report. The
/// click ("default" action, labelled Open) opens the report's route when the channel has `clicks`:
/// then every report goes out on that one connection, which waits for the click afterwards.
public struct DesktopPushChannel: PushChannel {
    public var connect: () throws -> NotificationServer
    public var prefs: NotificationPreferences
    /// Where shown reports wait for their Open click; nil shows them and forgets them.
    public var clicks: ReportClicks?

    public init(environment: [String: String], prefs: NotificationPreferences = NotificationPreferences()) {
        self.connect = { try FreedesktopNotificationServer(environment: environment, timeout: 5) }
        self.prefs = prefs
    }

    public init(
        server: @escaping () throws -> NotificationServer, prefs: NotificationPreferences = NotificationPreferences()
    ) {
        self.connect = server
        self.prefs = prefs
    }

    /// Reports shown through `clicks`, on its kept connection, so the Open click comes back to us.
    public init(clicks: ReportClicks, prefs: NotificationPreferences = NotificationPreferences()) {
        self.connect = clicks.connect
        self.prefs = prefs
        self.clicks = clicks
    }

    public func push(_ message: PushMessage) -> SendOutcome {
        let planned = PlannedNotification(
            id: "report:\(message.kind.rawValue)", kind: message.kind, fireAt: Date(timeIntervalSince1970: 0),
            title: message.title, body: message.body, route: message.route)
        var notification = DesktopPresenter.notification(for: planned, prefs: prefs)
        notification.actions = [.init(key: "default", label: "Open")]
        do {
            let id = try clicks?.notify(notification, route: message.route) ?? connect().notify(notification)
            return .delivered("desktop id \(id)")
        } catch let error as DBusError {
            switch error {
            case .remote where !error.isServiceUnknown: return .permanent(error.description)
            default: return .transient(error.description)
            }
        } catch {
            return .transient("\(error)")
        }
    }
}
