import Foundation
import Testing

@testable import SpotterCore

@Suite("Preference catalogue")
struct PreferenceCatalogTests {
    let utc = TimeZone(identifier: "UTC")!

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
}
