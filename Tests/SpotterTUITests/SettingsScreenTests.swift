import Foundation
import SpotterCore
import Testing

@testable import SpotterTUI

/// The settings panel as whole screens at 80×24 and 40×12, from fixed states on `Fixture.t0`.
@Suite("Settings panel: golden screens")
struct SettingsScreenTests {
    static let sizes = [(80, 24), (40, 12)]

    static func at(_ row: SettingRow, width: Int, height: Int, _ store: inout SettingsStore) -> AppState {
        var state = store.opened(width: width, height: height)
        store.press(Array(repeating: .down, count: SettingsStore.cursor(row)), &state)
        return state
    }

    @Test("the panel as it opens: sections, values, what the style means, and what comes next", arguments: sizes)
    func opened(_ w: Int, _ h: Int) {
        var store = SettingsStore()
        let state = store.opened(width: w, height: h)
        assertSnapshot(View.render(state), named: "settings-\(w)x\(h)")
    }

    @Test("typing a quiet-hours start: the refused digit is explained and the old value kept", arguments: sizes)
    func typing(_ w: Int, _ h: Int) {
        var store = SettingsStore()
        var state = Self.at(.quietStart, width: w, height: h, &store)
        store.press([.char("2"), .char("7")], &state)
        assertSnapshot(View.render(state), named: "settings-typing-\(w)x\(h)")
    }

    @Test("typing a text row: the end of the line with a cursor, the keys to save or cancel", arguments: sizes)
    func typingText(_ w: Int, _ h: Int) {
        var store = SettingsStore()
        var state = Self.at(.maildir, width: w, height: h, &store)
        store.press([.enter] + "/home/ana/Mail/spotter".map { Key.char($0) }, &state)
        assertSnapshot(View.render(state), named: "settings-typing-text-\(w)x\(h)")
    }

    @Test("paused for 3 days: the row and the bottom line say until when", arguments: sizes)
    func paused(_ w: Int, _ h: Int) {
        var store = SettingsStore()
        var state = Self.at(.pause, width: w, height: h, &store)
        store.press([.enter], &state)
        assertSnapshot(View.render(state), named: "settings-paused-\(w)x\(h)")
    }

    @Test("the channels: the rest alert apart from reminders and reports", arguments: [(80, 24)])
    func channels(_ w: Int, _ h: Int) {
        var store = SettingsStore()
        var state = Self.at(.restBell, width: w, height: h, &store)
        store.press([.enter], &state)
        assertSnapshot(View.render(state), named: "settings-channels-\(w)x\(h)")
    }

    @Test("the Delivery page: consent and what is planned", arguments: sizes)
    func delivery(_ w: Int, _ h: Int) {
        var store = SettingsStore()
        var state = Self.at(.delivery, width: w, height: h, &store)
        store.press([.enter], &state)
        assertSnapshot(View.render(state), named: "settings-delivery-\(w)x\(h)")
    }

    @Test("the Delivery page filled by the delivery check, as `spotter doctor` reports it", arguments: sizes)
    func deliveryCheck(_ w: Int, _ h: Int) {
        var store = SettingsStore()
        store.report = Self.doctor
        var state = Self.at(.delivery, width: w, height: h, &store)
        store.press([.enter], &state)
        assertSnapshot(View.render(state), named: "settings-delivery-check-\(w)x\(h)")
    }

    /// A report as `DeliveryFindings(_:)` gives it, for a machine with no desktop session.
    static let doctor = DeliveryFindings(lines: [
        .init("session bus     NOT reachable: no session bus"),
        .init("server          NOT reachable: no session bus, so no notification server"),
        .init("do not disturb  cannot be read from this server"),
        .init("scheduler       agent: spotter agent is not running (start it: spotter agent install)"),
        .init("while closed    notifications do NOT fire"),
        .init("next planned    2026-11-30T18:00:00Z  workout-reminder:push:2026-11-30"),
        .init("recent          no deliveries yet"),
        .init(""),
        .init(
            "PROBLEM: nothing fires while Spotter is closed: spotter agent is not running (start it: spotter agent install).",
            isProblem: true),
    ])

    @Test("the ? overlay lists the panel's keys from its table")
    func help() {
        var store = SettingsStore()
        var state = store.opened()
        store.press([.char("?")], &state)
        assertSnapshot(View.render(state), named: "settings-help-80x24")
    }
}
