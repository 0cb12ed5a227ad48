import FoundationEssentials
import SpotterCore

extension MailMessage {
    /// The mail for one report, the same for the single-user pass and the many-user one: the
    /// notice's text, a `spotter open` line and the route header, and an id from the occasion so
    /// a resend after a crash threads with the first.
    ///
    /// ```swift
    /// MailMessage.report(notice, prefs: prefs, to: "ana@example.org", userId: "ana", date: now, zone: berlin)
    /// ```
    public static func report(
        _ notice: Notice, prefs: NotificationPreferences, to: String, userId: String, date: Date, zone: Zone
    ) -> MailMessage {
        MailMessage(
            from: prefs.mailFrom, to: to, subject: notice.title,
            body: notice.body + "\n\nOpen it in Spotter: spotter open \(notice.route.path)\n", date: date, zone: zone,
            messageID: messageID(for: notice.occasion, userId: userId, from: prefs.mailFrom),
            extraHeaders: [("X-Spotter-Route", notice.route.path)])
    }
}
