import FoundationEssentials

/// One one-off notification to deliver at an instant: what the planner returns and the outbox stores.
///
/// Its `id` is derived from what it is about (`NotificationID`), so planning twice gives the
/// same ids and replacing the outbox by id is idempotent.
public struct PlannedNotification: Hashable, Sendable, Codable, Identifiable {
    public var id: String
    public var kind: NotificationKind
    public var fireAt: Date
    /// After this instant the notification is stale and is dropped rather than delivered late.
    public var validUntil: Date?
    public var title: String
    public var body: String
    public var route: Route
    public var actions: [NotificationAction]
    public var templateId: String?
    /// The local day the notification is about (a workout's day), when it is about one.
    public var day: LocalDate?

    public init(
        id: String, kind: NotificationKind, fireAt: Date, validUntil: Date? = nil, title: String, body: String,
        route: Route? = nil, actions: [NotificationAction] = [], templateId: String? = nil, day: LocalDate? = nil
    ) {
        self.id = id
        self.kind = kind
        self.fireAt = fireAt
        self.validUntil = validUntil
        self.title = title
        self.body = body
        self.route = route ?? kind.defaultRoute
        self.actions = actions
        self.templateId = templateId
        self.day = day
    }
}
