import Foundation
import SpotterCore
import SpotterTestSupport
import Testing

/// A sample of the generated malformed settings, scenarios and routes through the real binary:
/// refused with exit 2 and a message naming the key or field (routes open Today), no crash, and
/// the database exactly as it was. The core fuzz tests run thousands through the pure readers.
@Suite("spotter: generated malformed settings, scenarios and routes")
struct InputFuzzTests {
    @Test(
        "two wrong values for each setting through config set: exit 2, the key and what is allowed named, nothing changed"
    )
    func configValues() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["config", "list"]).status == 0)
        let before = try home.dump()
        let kinds = MalformedSettings.kinds(
            accountability: AccountabilityStyle.allCases.map(\.rawValue),
            lockScreen: LockScreenPrivacy.allCases.map(\.rawValue),
            leadMinutes: NotificationPreferences.allowedLeadMinutes,
            refreshSeconds: NotificationPreferences.allowedRefreshSeconds)
        for (n, key) in PreferenceCatalog.all.enumerated() {
            let kind = try #require(kinds[key.name], "\(key.name)")
            for value in MalformedSettings.values(for: kind, count: 2, seed: 0xC0F1_0000 + UInt64(n), argument: true) {
                let result = try home.run(["config", "set", key.name, value])
                let what = "config set \(key.name) \(value.debugDescription.prefix(60))"
                expectRefused(result, what)
                #expect(result.stderr.contains(key.name), "\(what): \(result.stderr)")
                #expect(
                    result.stderr.contains("allowed: \(key.allowed)") || result.stderr.contains("it must be plain text")
                        || result.stderr.contains("characters long; at most"), "\(what): \(result.stderr)")
                #expect(!result.stderr.hasControlBytes, "\(what): \(result.stderr.debugDescription)")
            }
        }
        #expect(try home.dump() == before)
    }

    @Test(
        "40 malformed scenarios through plan --scenario, from a file and from stdin: exit 2, the field named, nothing changed"
    )
    func scenarios() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["schedule", "show"]).status == 0)
        let before = try home.dump()
        for (n, s) in MalformedScenarios.generate(count: 40, seed: 0xC0F1_0100).enumerated() {
            let result: ProcessResult
            let source: String
            if n % 2 == 0, let text = String(data: s.data, encoding: .utf8) {
                result = try home.run(["plan", "--scenario", "-"], stdin: text)
                source = "(standard input)"
            } else {
                source = home.path + "/scenario-\(n).json"
                try s.data.write(to: URL(fileURLWithPath: source))
                result = try home.run(["plan", "--json", "--scenario", source])
            }
            expectRefused(result, "case \(n) \(s.what)")
            let named = s.fields.contains { field in
                result.stderr.contains(
                    "scenario \(source): " + (field.isEmpty ? "the scenario is not valid JSON" : "\(field): "))
            }
            #expect(named, "case \(n) \(s.what): \(result.stderr)")
            #expect(result.stdout.isEmpty, "case \(n)")
        }
        #expect(try home.dump() == before)
    }

    @Test("30 junk routes through open, with no terminal: each opens Today, exit 0, no crash, nothing changed")
    func routes() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["schedule", "show"]).status == 0)
        let before = try home.dump()
        // `open` starts the TUI only when stdin and stdout are terminals; these are pipes, and
        // `timeout` ends it should that ever change, so the test cannot hang.
        for (n, route) in MalformedRoutes.generate(count: 30, seed: 0xC0F1_0200, argument: true).enumerated() {
            let result = try home.run(["10", SpotterBinary.path, "open", route], executable: "/usr/bin/timeout")
            let what = "case \(n) \(route.debugDescription.prefix(60))"
            #expect(result.status == 0, "\(what): \(result.status) \(result.stderr)")
            #expect(result.stdout == "today: Spotter opens there when it next starts\n", "\(what): \(result.stdout)")
            #expect(
                try String(contentsOfFile: home.path + "/run/open-request", encoding: .utf8) == "today\n", "\(what)")
        }
        let known = try home.run(["10", SpotterBinary.path, "open", "week/2026-W53"], executable: "/usr/bin/timeout")
        #expect(known.stdout == "week/2026-W53: Spotter opens there when it next starts\n", "\(known.stderr)")
        #expect(try home.dump() == before)
    }
}
