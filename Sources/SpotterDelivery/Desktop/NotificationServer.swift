import SpotterSystem

/// The seam between Spotter and a desktop notification server: the real one speaks D-Bus,
/// tests can use a fake that records what it was given.
///
/// ```swift
/// let server: NotificationServer = try FreedesktopNotificationServer(environment: env)
/// let id = try server.notify(alert)
/// switch try server.waitForEvent(id: id, timeout: 120) {
/// case .actionInvoked(let key)?: print("pressed", key)
/// case .closed?, nil: break
/// }
/// ```
/// The connection that sent a notification is the only one that hears its `ActionInvoked`
/// (dunst sends signals to the sender alone), so one server value sends and waits.
public protocol NotificationServer: AnyObject {
    func information() throws -> NotificationServerInfo
    /// Shows (or replaces, with `replacesId`) a notification; returns its id.
    func notify(_ notification: DesktopNotification) throws -> UInt32
    func close(id: UInt32) throws
    /// The next action or close for `id`, waiting up to `timeout` seconds (nil: forever).
    func waitForEvent(id: UInt32, timeout: Double?) throws -> NotificationEvent?
}

/// `org.freedesktop.Notifications` on the session bus, over Spotter's own D-Bus client.
public final class FreedesktopNotificationServer: NotificationServer {
    public static let busName = "org.freedesktop.Notifications"
    static let objectPath = "/org/freedesktop/Notifications"

    public let connection: DBusConnection
    /// Events for other ids that arrived while waiting for one.
    private var stash: [(UInt32, NotificationEvent)] = []

    public init(connection: DBusConnection) throws {
        self.connection = connection
        try connection.addMatch("type='signal',interface='\(Self.busName)',path='\(Self.objectPath)'")
    }

    public convenience init(environment: [String: String], timeout: Double = 5) throws {
        try self.init(connection: DBusConnection.session(environment: environment, timeout: timeout))
    }

    private func call(_ member: String, _ body: [DBusValue] = []) throws -> DBusMessage {
        try connection.call(
            .methodCall(
                destination: Self.busName, path: Self.objectPath, interface: Self.busName, member: member, body: body))
    }

    public func information() throws -> NotificationServerInfo {
        let info = try call("GetServerInformation").body.map { $0.string ?? "" }
        let caps = try call("GetCapabilities").body.first?.elements?.compactMap(\.string) ?? []
        guard info.count == 4 else { throw DBusError.malformed("GetServerInformation returned \(info.count) values") }
        return NotificationServerInfo(
            name: info[0], vendor: info[1], version: info[2], specVersion: info[3], capabilities: caps)
    }

    public func notify(_ notification: DesktopNotification) throws -> UInt32 {
        guard let id = try call("Notify", notification.arguments).body.first?.uint32 else {
            throw DBusError.malformed("Notify returned no id")
        }
        return id
    }

    public func close(id: UInt32) throws {
        _ = try call("CloseNotification", [.uint32(id)])
    }

    public func waitForEvent(id: UInt32, timeout: Double?) throws -> NotificationEvent? {
        if let i = stash.firstIndex(where: { $0.0 == id }) { return stash.remove(at: i).1 }
        let deadline = timeout.map { MonotonicClock.seconds() + $0 }
        while true {
            let left = deadline.map { max(0, $0 - MonotonicClock.seconds()) }
            guard let signal = try connection.nextSignal(timeout: left) else { return nil }
            guard let (eventId, event) = Self.event(from: signal) else { continue }
            if eventId == id { return event }
            stash.append((eventId, event))
        }
    }

    /// `ActionInvoked(u id, s key)` and `NotificationClosed(u id, u reason)`.
    static func event(from signal: DBusMessage) -> (UInt32, NotificationEvent)? {
        guard signal.interface == busName, signal.body.count == 2, let id = signal.body[0].uint32 else { return nil }
        switch signal.member {
        case "ActionInvoked": return signal.body[1].string.map { (id, .actionInvoked(key: $0)) }
        case "NotificationClosed": return signal.body[1].uint32.map { (id, .closed(reason: $0)) }
        default: return nil
        }
    }
}
