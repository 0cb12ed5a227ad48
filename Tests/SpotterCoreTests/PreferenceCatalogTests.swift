import Foundation
import Testing

@testable import SpotterCore

@Suite("Preference catalogue")
struct PreferenceCatalogTests {
    let utc = Zone.utc

    @Test("quiet hours round-trip through set and get")
    func quietHoursRoundTrip() throws {
        var prefs = NotificationPreferences()
        try PreferenceCatalog.set("quiet-hours", to: "23:00-06:30", in: &prefs, zone: utc)
        #expect(try PreferenceCatalog.get("quiet-hours", from: prefs, zone: utc) == "23:00-06:30")
        #expect(prefs.quietHours == QuietHours(start: LocalTime(hhmm: "23:00")!, end: LocalTime(hhmm: "06:30")!))
    }

    @Test("a lead time outside 0, 15, 30, 60 is refused with the allowed values and nothing changes")
    func badLeadTimeRefused() {
        var prefs = NotificationPreferences()
        prefs.leadMinutes = 30
        #expect(throws: PreferenceError.badValue(key: "lead-minutes", value: "17", allowed: "0, 15, 30, 60")) {
            try PreferenceCatalog.set("lead-minutes", to: "17", in: &prefs, zone: utc)
        }
        #expect(prefs.leadMinutes == 30)
    }

    @Test("an unknown key names the known ones")
    func unknownKey() {
        var prefs = NotificationPreferences()
        #expect(throws: PreferenceError.unknownKey("volume")) {
            try PreferenceCatalog.set("volume", to: "11", in: &prefs, zone: utc)
        }
        #expect(PreferenceError.unknownKey("volume").description.contains("quiet-hours"))
    }

    @Test("every key's default text reads back as the default value")
    func defaultsRoundTrip() throws {
        let defaults = NotificationPreferences()
        for key in PreferenceCatalog.all {
            #expect(key.get(defaults, utc) == key.defaultText, "\(key.name)")
            var prefs = defaults
            try key.set(&prefs, key.defaultText, utc)
            #expect(prefs == defaults, "\(key.name)")
        }
    }

    @Test("encode then decode gives back every changed preference")
    func encodeDecode() throws {
        var prefs = NotificationPreferences()
        prefs.accountability = .gentle
        prefs.quietHours = nil
        prefs.pausedUntil = Date(timeIntervalSince1970: 1_800_000_000)
        prefs.refreshSeconds = 60
        prefs.restRepeat = true
        let rows = Dictionary(uniqueKeysWithValues: PreferenceCatalog.encode(prefs, zone: utc))
        #expect(PreferenceCatalog.decode(rows, zone: utc) == prefs)
    }

    @Test("quiet hours wrap past midnight and exclude their end; equal ends mean none")
    func quietHoursWindow() {
        let night = QuietHours.default
        #expect(night.contains(minuteOfDay: 22 * 60))
        #expect(night.contains(minuteOfDay: 0))
        #expect(night.contains(minuteOfDay: 7 * 60 - 1))
        #expect(!night.contains(minuteOfDay: 7 * 60))
        #expect(!night.contains(minuteOfDay: 22 * 60 - 1))
        let lunch = QuietHours(start: LocalTime(hhmm: "12:00")!, end: LocalTime(hhmm: "13:00")!)
        #expect(lunch.contains(minuteOfDay: 12 * 60 + 30))
        #expect(!lunch.contains(minuteOfDay: 23 * 60))
        let none = QuietHours(start: LocalTime(hhmm: "08:00")!, end: LocalTime(hhmm: "08:00")!)
        #expect(!none.contains(minuteOfDay: 8 * 60))
    }

    @Test("times must be exactly HH:MM within a day")
    func localTimeParsing() {
        #expect(LocalTime(hhmm: "07:05")?.minuteOfDay == 425)
        #expect(LocalTime(hhmm: "25:00") == nil)
        #expect(LocalTime(hhmm: "7:05") == nil)
        #expect(LocalTime(hhmm: "07:60") == nil)
        #expect(LocalTime(hhmm: "0a:00") == nil)
    }

    @Test("on/off keys take on and off (any case) and nothing else: yes, true, no, false are refused")
    func onOffOnly() throws {
        var prefs = NotificationPreferences()
        try PreferenceCatalog.set("rest-bell", to: "OFF", in: &prefs, zone: utc)
        #expect(prefs.restBell == false)
        for word in ["yes", "true", "no", "false", "1", "0"] {
            #expect(throws: PreferenceError.badValue(key: "rest-bell", value: word, allowed: "on, off")) {
                try PreferenceCatalog.set("rest-bell", to: word, in: &prefs, zone: utc)
            }
        }
        #expect(prefs.restBell == false)
    }

    @Test("every setting's text is plain and bounded before its own check, naming the key")
    func textSettingsBounded() {
        var prefs = NotificationPreferences()
        #expect(
            throws: UserText.Invalid(
                field: "maildir", problem: "contains a control character (U+001B) at character 3; it must be plain text"
            )
        ) {
            try PreferenceCatalog.set("maildir", to: "/m\u{1B}[2J", in: &prefs, zone: utc)
        }
        #expect(throws: UserText.Invalid(field: "forecast-command", problem: "is 1002 characters long; at most 1000")) {
            try PreferenceCatalog.set(
                "forecast-command", to: "/" + String(repeating: "x", count: 1001), in: &prefs, zone: utc)
        }
        #expect(prefs == NotificationPreferences())
    }
}
