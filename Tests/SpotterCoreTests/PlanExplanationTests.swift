import Foundation
import Testing

@testable import SpotterCore

@Suite("spotter plan's text, as a person reads it")
struct PlanExplanationTests {
    func input(_ prefs: NotificationPreferences, history: PlannerHistory = PlannerHistory()) -> PlannerInput {
        PlannerInput(
            now: at("2026-06-09T07:30:00+02:00"), timeZone: Zone.berlin,
            weekly: [weekly("push", [.tue, .thu], "07:00")], rotations: [], prefs: prefs, history: history,
            templateNames: ["push": "Push"])
    }

    @Test("--explain lists what will be sent, then each refusal with its rule, then the rules themselves")
    func explainWhole() {
        var p = prefs(lead: 15, quiet: .default, pausedUntil: at("2026-06-12T12:00:00+02:00"))
        p.weeklyGoal = 2
        let i = input(p)
        let text = PlanExplanation.render(planNotifications(i), input: i, explain: true)
        #expect(
            text.hasPrefix(
                """
                Notifications planned for the next 14 days (Tue 2026-06-09 … Mon 2026-06-22), Europe/Berlin
                Now:      Tue 2026-06-09 07:30 (+02:00)
                Settings: structured: a reminder on each planned day, 15 min early · quiet hours 22:00–07:00 · paused until Fri 2026-06-12 12:00 · forgot-to-finish on

                Nothing will be sent.

                Not sent (6), with the reason:
                """))
        #expect(
            text.contains(
                """
                  Sat 2026-06-13 09:00 … Sat 2026-06-20 09:00  weekly goal ×2
                      style: your accountability style is structured: the weekly-goal nudge belongs to the gentle style
                """))
        #expect(
            text.contains(
                """
                  Tue 2026-06-09 06:45  workout reminder   Push, for Tue 2026-06-09
                      past: would have fired Tue 2026-06-09 06:45, which is not after now (Tue 2026-06-09 07:30)
                  Thu 2026-06-11 06:45  workout reminder   Push, for Thu 2026-06-11
                      paused: would fire Thu 2026-06-11 06:45, before the pause ends Fri 2026-06-12 12:00
                  Tue 2026-06-16 06:45  workout reminder   Push, for Tue 2026-06-16
                      quiet: would fire Tue 2026-06-16 06:45, inside quiet hours 22:00–07:00
                """))
        #expect(text.contains("  trained-today  already trained today"))
    }

    @Test("without --explain it lists only what will be sent, and points to --explain for the rest")
    func plainList() {
        let i = input(prefs())
        let text = PlanExplanation.render(planNotifications(i), input: i, explain: false)
        #expect(
            text.contains("Will be sent (3):\n  Thu 2026-06-11 07:00  workout reminder   Push at 07:00  [Snooze 1h]"))
        #expect(text.hasSuffix("more not sent; `spotter plan --explain` says why."))
        #expect(!text.contains("past:"))
    }
}
