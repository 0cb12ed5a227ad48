import FoundationEssentials

/// One line of the delivery log: what happened to a notification, and when. The store keeps
/// them; the Day screen and `spotter day` show a day's.
public struct DeliveryRecord: Hashable, Sendable {
    public var notificationId: String
    /// The kind's raw value (`workout-reminder`); empty for a scheduler line about no one kind.
    public var kind: String
    public var at: Date
    /// `desktop`, `terminal`, `mail`, `push`, `scheduler`.
    public var channel: String
    /// `shown`, `action:plus-30s`, `closed`, `dropped`, `failed`, `opened`.
    public var outcome: String
    public var detail: String

    public init(notificationId: String, kind: String, at: Date, channel: String, outcome: String, detail: String = "") {
        self.notificationId = notificationId
        self.kind = kind
        self.at = at
        self.channel = channel
        self.outcome = outcome
        self.detail = detail
    }
}
