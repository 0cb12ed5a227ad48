import Foundation
import Testing

/// The option and argument values the commands read as types (`ArgumentValue`), through the real
/// binary: a value that names nothing is exit 2, naming the option and what it takes.
@Suite("Typed values on the command line: a refusal names the option and what it takes", .serialized)
struct TypedValueTests {
    /// A line, and the first line of what it prints on stderr.
    static let refusals: [([String], String)] = [
        (["status", "--format", "xml"], "spotter status: --format takes plain or json"),
        (
            ["endpoint", "remove", "x"],
            "spotter endpoint remove: ID takes an endpoint's id, a whole number (spotter endpoint list shows them)"
        ),
        (
            ["overlay", "remove", "0"],
            "spotter overlay remove: ID takes an overlay's id, a whole number (spotter overlay list shows them)"
        ),
        (["plan", "--scenario", ""], "spotter plan: --scenario takes a file, or - for standard input"),
        (["pause", "2d"], "spotter pause: LENGTH takes 3d, 1w or off"),
        (["day", "2026-13-01"], "spotter day: DATE takes a date YYYY-MM-DD, or today"),
        (["history", "--since", "yesterday"], "spotter history: --since takes a date YYYY-MM-DD, or today"),
        (["weigh", "82.4", "--at", "monday"], "spotter weigh: --at takes a date YYYY-MM-DD, or today"),
        (
            ["fire", "rest-alert:x", "--at", "nan"],
            "spotter fire: --at takes Unix seconds of the years 1 to 9999, such as 1796119200"
        ),
        (["fire", "rest-alert:x", "--wait", "-1"], "spotter fire: --wait takes seconds, 0 or more, e.g. 30"),
    ]

    @Test("each value that names nothing its option takes is exit 2 with the usage; nothing is stored")
    func refused() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["schedule", "show"]).status == 0)
        let before = try home.dump()
        for (line, message) in Self.refusals {
            let result = try home.run(line)
            #expect(result.status == 2, "\(line)")
            #expect(result.stderr.hasPrefix(message + "\n"), "\(line): \(result.stderr)")
            #expect(result.stderr.contains("Usage: spotter \(line[0])"), "\(line): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(line)")
        }
        #expect(try home.dump() == before)
    }

    @Test("status refuses a bad --format before it opens anything: a home with no database stays empty")
    func statusBeforeOpening() throws {
        let home = try TemporaryHome()
        let result = try home.run(["status", "--format", "JSON"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("spotter status: --format takes plain or json\n"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.databaseFile))
    }

    @Test("the choices are in --help, from the same type the value is read as")
    func help() throws {
        let home = try TemporaryHome()
        let status = try home.run(["status", "--help"])
        #expect(status.stdout.contains("[--format plain|json]"), "\(status.stdout)")
    }

    @Test("the values each command takes still run: pause 1w then off, an overlay removed by its id")
    func accepted() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["pause", "1w"]).stdout.hasPrefix("Reminders and reports are paused until"))
        #expect(try home.run(["pause", "resume"]).stdout == "Reminders and reports are on.\n")
        let added = try home.run(["overlay", "rest", "today"])
        #expect(added.status == 0, "\(added.stderr)")
        let id = added.stdout.dropFirst("overlay ".count).prefix { $0.isNumber }
        #expect(try home.run(["overlay", "remove", String(id)]).stdout == "overlay \(id) removed\n")
        let gone = try home.run(["overlay", "remove", String(id)])
        #expect(gone.status == 2 && gone.stderr.hasPrefix("spotter overlay remove: no overlay \(id) "))
        #expect(try home.run(["status", "--format", "plain"]).status == 0)
    }
}
