import FoundationEssentials
import SpotterCore
import SpotterSystem

/// The desktop reports a process showed, on one kept connection, so their Open clicks reach it.
///
/// ```swift
/// let clicks = ReportClicks(connect: { try FreedesktopNotificationServer(environment: env) })
/// // the pass pushes through DesktopPushChannel(clicks: clicks)
/// clicks.wait(upTo: 600) { route in opener.open(route) }
/// ```
/// dunst sends `ActionInvoked` only to the connection that sent `Notify`, so every report goes
/// out on the same connection and this process stays until each one is clicked, closed or
/// expired, or the wait's upper bound passes. Only the route from the fixed list is kept: nothing
/// that comes back from the server is used but the action's key.
public final class ReportClicks {
    /// The action keys that mean "open it": a click on the body, or a button labelled Open.
    public static let openKeys: Set<String> = ["default", "open"]

    /// How the one connection is made, on the first report.
    public let connect: () throws -> NotificationServer
    private var server: NotificationServer?
    /// Reports on screen, oldest first, with the route each one opens.
    public private(set) var pending: [(id: UInt32, route: Route)] = []

    public init(connect: @escaping () throws -> NotificationServer) { self.connect = connect }

    /// Shows `notification` on the kept connection and remembers its route.
    public func notify(_ notification: DesktopNotification, route: Route) throws -> UInt32 {
        let server = try self.server ?? connect()
        self.server = server
        let id = try server.notify(notification)
        pending.append((id, route))
        return id
    }

    /// Waits for each pending report's click, close or expiry, at most `seconds` in all, and calls
    /// `open` with the route of each one clicked; returns those routes. `shouldStop` is asked
    /// about once a second (SIGTERM ends the wait).
    @discardableResult
    public func wait(upTo seconds: Double, shouldStop: () -> Bool = { false }, open: (Route) -> Void) -> [Route] {
        guard let server, seconds > 0 else { return [] }
        let deadline = MonotonicClock.seconds() + seconds
        var opened: [Route] = []
        while let (id, route) = pending.first {
            let left = deadline - MonotonicClock.seconds()
            guard left > 0, !shouldStop() else { break }
            let event: NotificationEvent?
            do {
                event = try server.waitForEvent(id: id, timeout: min(1, left))
            } catch {
                // The bus went away: no click can come any more.
                break
            }
            switch event {
            case .actionInvoked(let key)?:
                pending.removeFirst()
                if Self.openKeys.contains(key) {
                    // Taken: not every server removes a report once its action is invoked (dunst keeps it).
                    try? server.close(id: id)
                    opened.append(route)
                    open(route)
                }
            case .closed?:
                pending.removeFirst()
            case nil:
                continue
            }
        }
        return opened
    }
}
