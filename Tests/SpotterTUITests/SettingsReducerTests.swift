import Dispatch
import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

@Suite("Settings panel: reducer")
struct SettingsReducerTests {
    /// Moves the cursor to a row the way a user would, with j.
    static func go(to row: SettingRow, _ store: inout SettingsStore, _ state: inout AppState) {
        let steps = SettingsStore.cursor(row) - state.settings.cursor
        store.press(Array(repeating: .char(steps < 0 ? "k" : "j"), count: abs(steps)), &state)
        #expect(state.settings.row == row)
    }

    @Test("every setting `spotter config` knows has a row in the panel, and no row edits an unknown key")
    func sameCatalogue() {
        let panel = Set(SettingRow.all.compactMap(\.key))
        #expect(panel == Set(PreferenceCatalog.all.map(\.name)))
    }

    @Test("s on Today opens the panel and reads the store again; q goes back to Today")
    func openAndBack() {
        var store = SettingsStore()
        store.prefs.leadMinutes = 30  // as if `spotter config set` ran after Spotter started
        var state = Fixture.state()
        let effects = store.press([.char("s")], &state)
        #expect(state.screen == .settings)
        #expect(effects.contains(.readSettings))
        #expect(state.prefs.leadMinutes == 30)
        #expect(SettingsText.value(.leadTime, state) == "30 min before")
        store.press([.char("q")], &state)
        #expect(state.screen == .today)
    }

    @Test("the open panel wakes each second, and so does Today, so a change made elsewhere shows within a second")
    func pacing() {
        var store = SettingsStore()
        var state = store.opened()
        state.now = Fixture.t0.addingTimeInterval(0.25)
        #expect(abs(Pacing.nextWake(state) - 0.752) < 0.0001)
        store.press([.char("q")], &state)
        #expect(abs(Pacing.nextWake(state) - 0.752) < 0.0001)
    }

    @Test("s during a workout opens the panel and Esc goes back to the workout")
    func fromWorkout() {
        var store = SettingsStore()
        var state = Fixture.inWorkout(consent: Fixture.declined)
        store.press([.char("s")], &state)
        #expect(state.screen == .settings)
        store.press([.escape], &state)
        #expect(state.screen == .workout)
    }

    @Test("Enter on a switch saves the flipped value through the store, shows it once saved, and re-plans")
    func toggleSavesAndReplans() {
        var store = SettingsStore()
        var state = store.opened()
        Self.go(to: .restBell, &store, &state)
        let effects = Reducer.reduce(&state, .keyPressed(.enter))
        #expect(effects == [.savePreference(key: "rest-bell", value: "off", zone: Fixture.zone)])
        #expect(state.prefs.restBell == true, "not shown as changed before the store has it")
        var stored = state.prefs
        stored.restBell = false
        #expect(Reducer.reduce(&state, .preferenceSaved(stored)) == [.replan])
        #expect(state.prefs.restBell == false)
        #expect(state.message == StatusMessage("Saved: terminal bell off"))
    }

    @Test("a save the store refuses leaves the old value and says why")
    func failedSave() {
        var store = SettingsStore()
        var state = store.opened()
        Self.go(to: .restRepeat, &store, &state)
        _ = Reducer.reduce(&state, .keyPressed(.char(" ")))
        _ = Reducer.reduce(&state, .storeFailed("disk I/O error"))
        #expect(state.prefs.restRepeat == false)
        #expect(state.message == StatusMessage("disk I/O error", isError: true))
    }

    @Test("→ and ← cycle the lead time through on time, 15, 30 and 60 minutes")
    func leadTimeCycles() {
        var store = SettingsStore()
        var state = store.opened()
        Self.go(to: .leadTime, &store, &state)
        let saved = store.press([.right, .right, .char("l"), .right, .left], &state).savedPreferences
        #expect(
            saved == ["lead-minutes=15", "lead-minutes=30", "lead-minutes=60", "lead-minutes=0", "lead-minutes=60"])
        #expect(store.prefs.leadMinutes == 60)
        #expect(SettingsText.value(.leadTime, state) == "60 min before")
    }

    @Test("the accountability style explains itself, and the bottom line shows its effect at once")
    func styleAndEffect() {
        var store = SettingsStore()
        var state = store.opened()
        #expect(state.settings.row == .units, "Appearance and units come first")
        store.press(Array(repeating: .down, count: SettingsStore.cursor(.accountability)), &state)
        #expect(state.settings.row == .accountability)
        #expect(SettingsOutlook.line(state) == "Next: Push reminder today 18:00")
        store.press([.enter], &state)
        #expect(store.prefs.accountability == .gentle)
        #expect(
            state.settings.row.explanation(state)
                == "Gentle: no daily reminders; only a nudge if this week's goal slips")
        // Monday, nothing trained, goal 3: Friday is the first day when 3 owed fill the 3 days left.
        #expect(SettingsOutlook.line(state) == "Next: Weekly-goal nudge Fri 09:00")
        Self.go(to: .weeklyGoalNudge, &store, &state)
        store.press([.enter], &state)
        #expect(SettingsOutlook.line(state) == "Gentle with the weekly-goal nudge off: nothing will be sent")
        Self.go(to: .accountability, &store, &state)
        store.press([.enter], &state)
        #expect(SettingsOutlook.line(state) == "Flexible: no reminders or nudges; Spotter just shows what's next")
        store.press([.char("h"), .char("h")], &state)
        #expect(store.prefs.accountability == .structured)
    }

    @Test("a lead time that puts today's reminder in the past moves Next to Wednesday")
    func leadTimeEffect() {
        var store = SettingsStore()
        var state = store.opened()
        Self.go(to: .leadTime, &store, &state)
        store.press([.left], &state)  // 60 min before: Push fires 17:00, before now (17:30)
        #expect(SettingsOutlook.line(state) == "Next: Pull reminder Wed 17:00")
    }

    @Test(
        "typing a quiet-hours start saves it digit by digit; a digit that cannot make a time is refused, old value kept"
    )
    func typeQuietStart() {
        var store = SettingsStore()
        var state = store.opened()
        Self.go(to: .quietStart, &store, &state)
        store.press([.char("2"), .char("7")], &state)
        #expect(state.settings.editing?.display == "2_:__")
        #expect(
            state.message == StatusMessage("27 is not a time: hours go from 00 to 23; 22:00 is kept", isError: true))
        store.press([.char("3"), .char("6")], &state)
        #expect(state.message?.text.hasPrefix("23:6 is not a time: minutes go from 00 to 59") == true)
        let effects = store.press([.char("3"), .char("0"), .enter], &state)
        #expect(effects.savedPreferences == ["quiet-hours=23:30-07:00"])
        #expect(state.settings.editing == nil)
        #expect(store.prefs.quietHours == QuietHours(text: "23:30-07:00"))
        #expect(SettingsText.value(.quietStart, state) == "23:30")
    }

    @Test("Enter on an unfinished time is refused, and Esc keeps the old time without saving")
    func unfinishedTime() {
        var store = SettingsStore()
        var state = store.opened()
        Self.go(to: .goalNudgeTime, &store, &state)
        var effects = store.press([.enter, .char("7"), .char(":"), .char("3"), .enter], &state)
        #expect(effects.savedPreferences.isEmpty)
        #expect(state.message?.isError == true)
        #expect(state.message?.text.contains("09:00 is kept") == true)
        effects = store.press([.escape], &state)
        #expect(effects.savedPreferences.isEmpty)
        #expect(state.settings.editing == nil)
        #expect(state.screen == .settings, "Esc cancels the typing, not the panel")
        #expect(store.prefs.goalNudgeTime.hhmm == "09:00")
        // "7:" pads the hour: 07:45.
        store.press([.char("7"), .char(":"), .char("4"), .char("5"), .enter], &state)
        #expect(store.prefs.goalNudgeTime.hhmm == "07:45")
    }

    @Test("a report's send time is typed like any time, and saved under its own key")
    func reportTime() {
        var store = SettingsStore()
        var state = store.opened()
        Self.go(to: .reportStillTimeAt, &store, &state)
        store.press([.char("2"), .char("0"), .char("1"), .char("5"), .enter], &state)
        #expect(store.prefs.stillTimeAt.hhmm == "20:15")
        #expect(state.message == StatusMessage("Saved: Still time to log it sent at 20:15"))
    }

    @Test(
        "a text row is typed from its value; every key is text, a bad value is refused and typing goes on, empty is off"
    )
    func typeText() {
        var store = SettingsStore()
        var state = store.opened()
        Self.go(to: .mailTo, &store, &state)
        store.press([.enter], &state)
        #expect(state.settings.typing?.text == "", "off starts empty")
        store.press("q j?".map { Key.char($0) }, &state)
        #expect(state.settings.typing?.text == "q j?", "q, j and Space are text here")
        #expect(state.screen == .settings)
        let refused = store.press([.enter], &state)
        #expect(refused.savedPreferences.isEmpty)
        #expect(state.message?.isError == true && state.message?.text.contains("mail-to") == true)
        #expect(state.settings.typing != nil, "still typing after a refusal")
        store.press([.ctrl("u")] + "ana@example.org".map { Key.char($0) } + [.enter], &state)
        #expect(store.prefs.mailTo == "ana@example.org")
        #expect(state.settings.typing == nil)
        store.press([.enter, .ctrl("u"), .enter], &state)
        #expect(store.prefs.mailTo == nil, "empty saves as off")
        // A required one starts from its value; Backspace erases, Esc keeps the old value.
        Self.go(to: .sendmailCommand, &store, &state)
        store.press([.enter, .backspace, .backspace, .backspace, .backspace], &state)
        #expect(state.settings.typing?.text == "/usr/sbin/sendmail -t")
        store.press([.escape], &state)
        #expect(store.prefs.sendmailCommand == "/usr/sbin/sendmail -t -oi")
        #expect(state.screen == .settings)
    }

    @Test("quiet hours off and on again brings back the window that was set")
    func quietToggleRestores() {
        var store = SettingsStore()
        store.prefs.quietHours = QuietHours(text: "21:00-06:00")
        var state = store.opened()
        Self.go(to: .quietHours, &store, &state)
        store.press([.enter], &state)
        #expect(store.prefs.quietHours == nil)
        #expect(SettingsText.value(.quietStart, state) == "off")
        store.press([.enter], &state)
        #expect(store.prefs.quietHours == QuietHours(text: "21:00-06:00"))
    }

    @Test("quiet hours over the reminder's time hold it back, and the bottom line moves to the next one")
    func quietEffect() {
        var store = SettingsStore()
        var state = store.opened()
        Self.go(to: .quietStart, &store, &state)
        store.press([.char("1"), .char("7"), .char("4"), .char("5"), .enter], &state)
        #expect(store.prefs.quietHours == QuietHours(text: "17:45-07:00"))
        #expect(SettingsOutlook.line(state) == "Next: Full body A reminder Sat 10:00")
        Self.go(to: .quietEnd, &store, &state)
        store.press([.char("1"), .char("0"), .char("3"), .char("0"), .enter], &state)
        #expect(SettingsOutlook.line(state) == "Nothing in the next 14 days: inside quiet hours")
    }

    @Test("pause steps 3 days, 1 week, resume; the bottom line says until when")
    func pause() {
        var store = SettingsStore()
        var state = store.opened()
        Self.go(to: .pause, &store, &state)
        store.press([.enter], &state)
        #expect(store.prefs.pausedUntil == Fixture.t0.addingTimeInterval(3 * 86400))
        #expect(SettingsText.value(.pause, state) == "until Thu 17:30")
        #expect(SettingsOutlook.line(state) == "Paused until Thu 17:30; then Legs reminder Fri 18:00")
        store.press([.right], &state)
        #expect(store.prefs.pausedUntil == Fixture.t0.addingTimeInterval(7 * 86400))
        #expect(SettingsText.value(.pause, state) == "until Mon 7 Dec 17:30")
        store.press([.enter], &state)
        #expect(store.prefs.pausedUntil == nil)
        #expect(SettingsText.value(.pause, state) == "off")
        store.press([.left], &state)
        #expect(store.prefs.pausedUntil == Fixture.t0.addingTimeInterval(7 * 86400), "← from off is a week")
    }

    @Test("muting reminders and reports never silences the rest alert")
    func muteRemindersKeepsRest() {
        var store = SettingsStore()
        var state = store.opened()
        for row in [SettingRow.workoutReminders, .weeklyGoalNudge, .forgotToFinish, .reportTodaysWorkout] {
            Self.go(to: row, &store, &state)
            store.press([.enter], &state)
        }
        Self.go(to: .pause, &store, &state)
        store.press([.enter], &state)
        #expect(store.prefs.workoutReminders == false && store.prefs.forgotToFinish == false)
        #expect(store.prefs.restAlert == true)
        #expect(SettingsText.value(.restAlert, state) == "on")
        // Then a workout: rest still ends with an alert, paused and muted as everything else is.
        store.press([.char("q")], &state)
        _ = Reducer.reduce(&state, .workoutStarted(Fixture.pushWorkout))
        Fixture.press([.enter, .enter], &state)
        #expect(state.live.rest != nil)
        let effects = Fixture.tick(121, &state)
        #expect(effects.terminalAlerts == [true])
    }

    @Test("the theme cycles through the themes on disk, and an unknown current one stays reachable")
    func theme() {
        var store = SettingsStore()
        store.prefs.theme = "gone"
        var state = store.opened()
        Self.go(to: .theme, &store, &state)
        #expect(SettingRow.theme.choices(state) == ["default", "high-contrast", "light", "mine", "gone"])
        let effects = store.press([.right], &state)
        #expect(store.prefs.theme == "default")
        #expect(effects.contains(.applyTheme("default")), "the new theme is shown at once")
        store.press([.right, .right, .right], &state)
        #expect(store.prefs.theme == "mine")
        #expect(
            !store.press([.char("k"), .enter], &state).contains {
                if case .terminal(.applyTheme) = $0 { true } else { false }
            },
            "another setting does not repaint the theme")
    }

    @Test("the consent toggle is the way back after Not now, stored with its time")
    func consent() {
        var store = SettingsStore()
        var state = store.opened(consent: Fixture.declined)
        Self.go(to: .outsideAlerts, &store, &state)
        #expect(SettingsText.value(.outsideAlerts, state) == "not now")
        let effects = store.press([.enter], &state)
        #expect(effects.contains(.saveConsent(.allowed, at: Fixture.t0)))
        #expect(state.consent == .allowed(at: Fixture.t0))
    }

    @Test(
        "the Delivery entry runs the delivery check; t sends a test alert, r checks again; q goes back to the list, then to Today"
    )
    func deliveryPage() {
        var store = SettingsStore()
        store.report = DeliveryFindings(lines: [
            .init("session bus     NOT reachable"), .init("PROBLEM: no bus", isProblem: true),
        ])
        var state = store.opened()
        Self.go(to: .delivery, &store, &state)
        #expect(store.press([.enter], &state).contains(.checkDelivery))
        #expect(state.settings.page == .delivery)
        #expect(state.settings.deliveryReport == store.report)
        #expect(store.press([.char("t")], &state) == [.sendTestAlert])
        #expect(store.press([.char("r")], &state).contains(.checkDelivery))
        store.press([.char("j")], &state)
        #expect(
            state.settings.deliveryScroll == 0 && state.settings.row == .delivery, "j scrolls the page, not the list")
        #expect(state.message?.text == "down: the end is in view", "a two-line report fits: nothing to scroll")
        #expect(KeyTables.table(for: state).name == "Delivery")
        store.press([.char("q")], &state)
        #expect(state.settings.page == .list && state.screen == .settings)
        store.press([.char("q")], &state)
        #expect(state.screen == .today)
    }

    @Test("keys are handled while the delivery check still runs; its report shows once it answers")
    func keysDuringCheck() {
        var store = SettingsStore()
        let check = HeldDeliveryChecker(DeliveryFindings(lines: [.init("session bus     NOT reachable")]))
        store.rig.checker = check
        store.rig.settles = false
        var state = store.opened()
        Self.go(to: .delivery, &store, &state)
        #expect(store.press([.enter], &state).contains(.checkDelivery))
        #expect(check.started.wait(timeout: .now() + 120) == .success, "the check never began")
        // The check is held: the keys still go through at once.
        #expect(state.settings.page == .delivery && state.settings.deliveryReport == nil)
        store.press([.char("q")], &state)
        #expect(state.settings.page == .list && state.screen == .settings)
        store.press([.char("k")], &state)
        #expect(state.settings.cursor == SettingsStore.cursor(.delivery) - 1)
        #expect(store.rig.app.errands.isBusy, "the check answered before it was let go")
        check.answer()
        store.rig.settle(&state)
        #expect(state.settings.deliveryReport == check.report)
    }

    @Test("the footer and ? come from the panel's tables: s is listed on Today, typing a time swaps the keys")
    func keysAreData() {
        var store = SettingsStore()
        var state = Fixture.state()
        #expect(KeyTables.table(for: state).binding(for: .char("s"))?.command == .settings(.open))
        state = store.opened()
        #expect(KeyTables.table(for: state).name == "Settings")
        Self.go(to: .quietEnd, &store, &state)
        store.press([.char("0")], &state)
        #expect(KeyTables.table(for: state).name == "Type a time")
        #expect(View.render(state).line(23).contains("save"))
    }
}
