/// One `Notify` call to a desktop notification server, as plain data.
///
/// ```swift
/// var n = DesktopNotification(summary: "Rest over", body: "Bench press · set 3 of 5")
/// n.urgency = .critical
/// n.category = "x-spotter.rest"
/// n.actions = [.init(key: "plus30", label: "+30s"), .init(key: "next-set", label: "Next set")]
/// ```
/// Building one is pure; sending it is `NotificationServer.notify`.
public struct DesktopNotification: Sendable, Equatable {
    public enum Urgency: UInt8, Sendable, Equatable, CustomStringConvertible {
        case low = 0
        case normal = 1
        case critical = 2
        public var description: String {
            switch self {
            case .low: return "low"
            case .normal: return "normal"
            case .critical: return "critical"
            }
        }
    }

    /// A button: `key` comes back in `ActionInvoked`, `label` is what the user reads.
    public struct Action: Sendable, Equatable {
        public var key: String
        public var label: String
        public init(key: String, label: String) {
            self.key = key
            self.label = label
        }
    }

    public var appName = "Spotter"
    /// Non-zero replaces that notification in place (same id, no new banner on most servers).
    public var replacesId: UInt32 = 0
    public var icon = ""
    public var summary: String
    public var body: String
    public var actions: [Action] = []
    public var urgency: Urgency = .normal
    /// `x-spotter.rest`, `x-spotter.reminder`, `x-spotter.report`, `x-spotter.workout`.
    public var category: String?
    /// A freedesktop sound theme name, e.g. `complete`.
    public var soundName: String?
    /// Stays in the notification centre after an action instead of being removed.
    public var resident = false
    /// Not kept in the notification centre's history at all.
    public var transient = false
    public var desktopEntry: String?
    /// Milliseconds; -1 is the server's default, 0 never expires.
    public var expireTimeout: Int32 = -1

    public init(summary: String, body: String) {
        self.summary = summary
        self.body = body
    }

    /// The `Notify` arguments, signature `susssasa{sv}i`.
    public var arguments: [DBusValue] {
        var hints: [DBusValue.DictEntry] = [.init(.string("urgency"), .variant(.byte(urgency.rawValue)))]
        if let category { hints.append(.init(.string("category"), .variant(.string(category)))) }
        if let soundName { hints.append(.init(.string("sound-name"), .variant(.string(soundName)))) }
        if resident { hints.append(.init(.string("resident"), .variant(.bool(true)))) }
        if transient { hints.append(.init(.string("transient"), .variant(.bool(true)))) }
        if let desktopEntry { hints.append(.init(.string("desktop-entry"), .variant(.string(desktopEntry)))) }
        return [
            .string(appName), .uint32(replacesId), .string(icon), .string(summary), .string(body),
            .strings(actions.flatMap { [$0.key, $0.label] }),
            .dictionary(key: "s", value: "v", hints),
            .int32(expireTimeout),
        ]
    }
}

/// What the server told us about a notification after it was shown.
public enum NotificationEvent: Sendable, Equatable {
    /// The user pressed a button (`key` as sent) or clicked the body (`default`).
    case actionInvoked(key: String)
    /// 1 expired, 2 dismissed by the user, 3 closed by a `CloseNotification` call, 4 other.
    case closed(reason: UInt32)
}

/// `GetServerInformation` and `GetCapabilities` together: what the delivery check shows.
public struct NotificationServerInfo: Sendable, Equatable, Codable {
    public var name: String
    public var vendor: String
    public var version: String
    public var specVersion: String
    public var capabilities: [String]

    public init(name: String, vendor: String, version: String, specVersion: String, capabilities: [String]) {
        self.name = name
        self.vendor = vendor
        self.version = version
        self.specVersion = specVersion
        self.capabilities = capabilities
    }

    public var supportsActions: Bool { capabilities.contains("actions") }
    public var supportsSound: Bool { capabilities.contains("sound") }
    public var supportsBody: Bool { capabilities.contains("body") }
}
