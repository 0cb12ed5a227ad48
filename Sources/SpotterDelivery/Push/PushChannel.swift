import SpotterCore

/// What a push carries: the same title and body as the mail, and a route from the fixed list.
public struct PushMessage: Hashable, Sendable {
    public var kind: NotificationKind
    public var title: String
    public var body: String
    public var route: Route

    public init(kind: NotificationKind, title: String, body: String, route: Route) {
        self.kind = kind
        self.title = title
        self.body = body
        self.route = route
    }
}

/// One place a push can go: an ntfy topic, or this machine's desktop (through the delivery
/// work's notifier). Push is additive: it only ever rides on a pass that decided to send.
///
/// ```swift
/// let channel: PushChannel = NtfyChannel(url: URL(string: "https://ntfy.sh/ana-runs")!)
/// channel.push(PushMessage(kind: .todaysWorkout, title: "Today: Easy run, 5 km", body: "…", route: .today))
/// // .delivered("HTTP 200"), .dead("HTTP 410"), .transient("HTTP 503"), …
/// ```
public protocol PushChannel {
    func push(_ message: PushMessage) -> SendOutcome
}
