import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

/// Thousands of generated wrong values through the preference catalogue's own validation: each is
/// refused naming its key and what is allowed, and the preferences stay as they were.
@Suite("Fuzz: wrong values for every setting")
struct SettingsFuzzTests {
    /// The kind of value each catalogue key takes; a key missing here fails `everyKeyHasAKind`.
    static let kinds = MalformedSettings.kinds(
        accountability: AccountabilityStyle.allCases.map(\.rawValue),
        lockScreen: LockScreenPrivacy.allCases.map(\.rawValue),
        leadMinutes: NotificationPreferences.allowedLeadMinutes,
        refreshSeconds: NotificationPreferences.allowedRefreshSeconds)

    @Test("every key in the catalogue has a kind of value to generate wrong ones for")
    func everyKeyHasAKind() {
        #expect(Set(PreferenceCatalog.all.map(\.name)) == Set(Self.kinds.keys))
    }

    @Test("150 wrong values for each of the catalogue's keys are refused, naming the key and what is allowed")
    func wrongValues() throws {
        let zone = Zone.named("Europe/Berlin")
        for (n, key) in PreferenceCatalog.all.enumerated() {
            let kind = try #require(Self.kinds[key.name], "\(key.name)")
            for value in MalformedSettings.values(for: kind, count: 150, seed: 0x5E77_0000 + UInt64(n)) {
                Self.expectRefused(key, value, zone: zone)
            }
        }
    }

    @Test("the values the generator breaks are valid as they stand, so each refusal is the breakage's")
    func validBeforeBreaking() throws {
        for key in PreferenceCatalog.all {
            var prefs = NotificationPreferences()
            let kind = try #require(Self.kinds[key.name])
            #expect(throws: Never.self, "\(key.name)") {
                try key.set(&prefs, MalformedSettings.validSample(kind), .utc)
            }
        }
    }

    @Test("random setting-like text is refused or read as a value that reads back the same; nothing traps")
    func noise() throws {
        let zone = Zone.named("America/New_York")
        var g = SplitMix64(state: 0x5E77_1000)
        let alphabet = Array("0123456789:-T+ ./@onfyesabcdhmuxW_\u{1B}\u{200B}é")
        for key in PreferenceCatalog.all {
            for _ in 0..<150 {
                let text = String(
                    (0..<Int.random(in: 0...18, using: &g)).map { _ in alphabet.randomElement(using: &g) ?? "0" })
                var prefs = NotificationPreferences()
                guard (try? key.set(&prefs, text, zone)) != nil else {
                    #expect(prefs == NotificationPreferences(), "\(key.name) \(text.debugDescription)")
                    continue
                }
                // What `config get` shows must be accepted again and mean the same.
                var again = NotificationPreferences()
                #expect(throws: Never.self, "\(key.name) \(text.debugDescription)") {
                    try key.set(&again, key.get(prefs, zone), zone)
                }
                #expect(again == prefs, "\(key.name) \(text.debugDescription) read back as \(key.get(prefs, zone))")
            }
        }
    }

    @Test("a signed number is refused for every number setting, as everywhere else Spotter reads numbers")
    func signedNumbers() throws {
        for (name, value) in [
            ("lead-minutes", "+15"), ("lead-minutes", "-0"), ("refresh-seconds", "+5"), ("weekly-goal", "+3"),
        ] {
            Self.expectRefused(try #require(PreferenceCatalog.key(name)), value, zone: .utc)
        }
    }

    @Test("a mailto: link is refused as a mail address: it is not one")
    func mailtoLink() throws {
        for name in ["mail-to", "mail-from"] {
            Self.expectRefused(try #require(PreferenceCatalog.key(name)), "mailto:you@example.org", zone: .utc)
        }
    }

    /// Refused with a `PreferenceError` naming key and allowed values (or a `UserText.Invalid`
    /// naming the key, for control characters and length), and `prefs` untouched.
    static func expectRefused(
        _ key: PreferenceKey, _ value: String, zone: Zone, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var prefs = NotificationPreferences()
        do {
            try PreferenceCatalog.set(key.name, to: value, in: &prefs, zone: zone)
            Issue.record("\(key.name) accepted \(value.debugDescription)", sourceLocation: sourceLocation)
        } catch let error as PreferenceError {
            #expect(
                error == .badValue(key: key.name, value: value, allowed: key.allowed), "\(error)",
                sourceLocation: sourceLocation)
            #expect(
                "\(error)".contains(key.name) && "\(error)".contains("allowed: \(key.allowed)"),
                sourceLocation: sourceLocation)
        } catch let error as UserText.Invalid {
            #expect(error.field == key.name, "\(error)", sourceLocation: sourceLocation)
        } catch {
            Issue.record(
                "\(key.name) \(value.debugDescription): not a PreferenceError: \(error)", sourceLocation: sourceLocation
            )
        }
        #expect(
            prefs == NotificationPreferences(), "\(key.name) \(value.debugDescription)", sourceLocation: sourceLocation)
    }
}
