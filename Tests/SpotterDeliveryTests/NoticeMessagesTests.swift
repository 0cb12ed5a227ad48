import Foundation
import Testing

@testable import SpotterCore
@testable import SpotterDelivery

@Suite("A report's messages: the same mail and push for one user or many")
struct NoticeMessagesTests {
    static let day = LocalDate(year: 2026, month: 12, day: 1)!
    static let now = ISOInstant.parse("2026-12-01T07:00:00+01:00")!

    func notice(byMail: Bool) -> Notice {
        Notice(
            occasion: .day(.todaysWorkout, Self.day), title: "Today: Push (strength)", body: "Bench 5x5",
            route: .day(Self.day), validUntil: Self.now.addingTimeInterval(3600), byMail: byMail)
    }

    @Test("a notice by mail to a user with mail-to gives the report mail and the push, with one title and route")
    func both() {
        var prefs = NotificationPreferences()
        prefs.mailTo = "ana@example.org"
        let messages = NoticeMessages(notice(byMail: true), prefs: prefs, userId: "ana", date: Self.now, zone: .utc)
        #expect(messages.mail?.to == "ana@example.org")
        #expect(messages.mail?.subject == "Today: Push (strength)")
        #expect(messages.mail?.body.contains("spotter open day/2026-12-01") == true)
        #expect(
            messages.push
                == PushMessage(
                    kind: .todaysWorkout, title: "Today: Push (strength)", body: "Bench 5x5", route: .day(Self.day)))
    }

    @Test("a push-only notice, or a user with no mail-to, gives no mail")
    func noMail() {
        var prefs = NotificationPreferences()
        prefs.mailTo = "ana@example.org"
        #expect(
            NoticeMessages(notice(byMail: false), prefs: prefs, userId: "ana", date: Self.now, zone: .utc).mail == nil)
        prefs.mailTo = nil
        #expect(
            NoticeMessages(notice(byMail: true), prefs: prefs, userId: "ana", date: Self.now, zone: .utc).mail == nil)
    }
}
