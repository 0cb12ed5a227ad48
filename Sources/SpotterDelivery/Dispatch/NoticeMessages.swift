import FoundationEssentials
import SpotterCore

/// What one report of the daily pass becomes on each channel: the mail and the push, the same for
/// the single-user pass (`DispatchPass`) and the many-user one (`DispatchFleet`).
///
/// ```swift
/// let messages = NoticeMessages(notice, prefs: prefs, userId: "ana", date: now, zone: berlin)
/// messages.mail   // the mail to mail-to, or nil: the notice is push-only, or there is no mail-to
/// messages.push   // PushMessage(kind: .todaysWorkout, title: "Today: Push (strength)", …)
/// ```
public struct NoticeMessages: Sendable {
    /// `MailMessage.report` when the notice goes by mail and the user has a mail-to.
    public var mail: MailMessage?
    /// The same title, body and route for every push endpoint.
    public var push: PushMessage

    public init(_ notice: Notice, prefs: NotificationPreferences, userId: String, date: Date, zone: Zone) {
        mail =
            notice.byMail
            ? prefs.mailTo.map {
                MailMessage.report(notice, prefs: prefs, to: $0, userId: userId, date: date, zone: zone)
            } : nil
        push = PushMessage(kind: notice.occasion.kind, title: notice.title, body: notice.body, route: notice.route)
    }
}
