import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterDelivery

@Suite("Terminal alerts")
struct TerminalAlertTests {
    let alert = PlannedNotification(
        id: "rest-alert:w1", kind: .restAlert, fireAt: Date(timeIntervalSince1970: 0), title: "Rest over",
        body: "Next: Bench press · set 3 of 5", actions: [.addThirtySeconds, .nextSet])

    @Test("OSC 9 carries title and body, then the bell")
    func osc9() {
        let b = TerminalAlert.bytes(
            for: alert, prefs: NotificationPreferences(), profile: .init(proto: .osc9, inTmux: false))
        #expect(b == "\u{1B}]9;Rest over: Next: Bench press · set 3 of 5\u{07}\u{07}")
    }

    @Test("OSC 777 separates title and body with semicolons, so their own become commas")
    func osc777() {
        var n = alert
        n.body = "a;b"
        let b = TerminalAlert.bytes(
            for: n, prefs: NotificationPreferences(), profile: .init(proto: .osc777, inTmux: false))
        #expect(b == "\u{1B}]777;notify;Rest over;a,b\u{07}\u{07}")
    }

    @Test("inside tmux the sequence is wrapped for passthrough with every ESC doubled; the bell stays outside")
    func tmux() {
        let b = TerminalAlert.bytes(
            for: alert, prefs: NotificationPreferences(), profile: .init(proto: .osc9, inTmux: true))
        #expect(b.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}]9;Rest over"))
        #expect(b.hasSuffix("\u{07}\u{1B}\\\u{07}"))
    }

    @Test("OSC 99 sends title and body as one notification")
    func osc99() {
        let b = TerminalAlert.bytes(
            for: alert, prefs: NotificationPreferences(), profile: .init(proto: .osc99, inTmux: false))
        #expect(
            b
                == "\u{1B}]99;i=restalertw1:d=0:p=title;Rest over\u{1B}\\\u{1B}]99;i=restalertw1:d=1:p=body;Next: Bench press · set 3 of 5\u{1B}\\\u{07}"
        )
        #expect(TerminalAlert.answersOSC99("\u{1B}]99;i=spotter:p=?;a=focus\u{1B}\\\u{1B}[?62c"))
        #expect(!TerminalAlert.answersOSC99("\u{1B}[?62c"))
    }

    @Test("an unknown terminal gets only the bell")
    func bellOnly() {
        let profile = TerminalProfile.detect(["TERM": "xterm-256color"])
        #expect(profile.proto == .bellOnly)
        #expect(TerminalAlert.bytes(for: alert, prefs: NotificationPreferences(), profile: profile) == "\u{07}")
    }

    @Test("lock-screen privacy applies, and escape sequences in the text are removed")
    func privacyAndInjection() {
        var prefs = NotificationPreferences()
        prefs.lockScreen = .hidden
        let hidden = TerminalAlert.bytes(for: alert, prefs: prefs, profile: .init(proto: .osc9, inTmux: false))
        #expect(!hidden.contains("Bench"))
        #expect(hidden.contains("Workout in progress"))
        var evil = alert
        evil.body = "x\u{1B}]2;pwned\u{07}y"
        let b = TerminalAlert.bytes(
            for: evil, prefs: NotificationPreferences(), profile: .init(proto: .osc9, inTmux: false))
        #expect(b == "\u{1B}]9;Rest over: x]2;pwnedy\u{07}\u{07}")
    }

    @Test("the terminal is recognised from its environment")
    func detect() {
        #expect(TerminalProfile.detect(["TERM_PROGRAM": "WezTerm"]).proto == .osc9)
        #expect(TerminalProfile.detect(["TERM": "foot"]).proto == .osc777)
        #expect(TerminalProfile.detect(["TERM": "xterm-kitty"], answersOSC99: true).proto == .osc99)
        #expect(TerminalProfile.detect(["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]).inTmux)
    }
}

@Suite("The delivery check")
struct DeliveryCheckTests {
    @Test("with no bus it says exactly that, cannot deliver, and names the way out")
    func noBus() throws {
        let db = try SpotterDatabase.open(
            path: NSTemporaryDirectory() + "spotter-check-\(UUID())/s.sqlite", seedDemo: false)
        let report = DeliveryCheck.run(
            db: db, environment: [:], zone: .utc, now: Date(), scheduler: .agent, agentRunning: false)
        #expect(!report.canDeliver)
        #expect(!report.bus.reachable)
        #expect(report.bus.error?.contains("neither DBUS_SESSION_BUS_ADDRESS nor XDG_RUNTIME_DIR is set") == true)
        #expect(report.problems.contains { $0.contains("without a session bus") })
        #expect(report.text.contains("session bus     NOT reachable"))
    }
}
