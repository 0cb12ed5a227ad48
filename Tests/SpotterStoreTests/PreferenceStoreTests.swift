import Foundation
import SpotterCore
import Testing

@testable import SpotterStore

@Suite("Preferences: one key written at a time, read and written in one transaction")
struct PreferenceStoreTests {
    func rows(_ db: SpotterDatabase) throws -> [String: String] {
        let pairs = try db.connection.query("SELECT key, value FROM preferences") { ($0.string(0), $0.string(1)) }
        return Dictionary(pairs, uniquingKeysWith: { _, b in b })
    }

    @Test("setPreference writes its one key and leaves every other row as it was, even one in another spelling")
    func oneRow() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database, seedDemo: false)
        // Another version (or a hand edit) stored a choice in capitals: it reads as the same value.
        try db.connection.run("INSERT INTO preferences(key, value) VALUES ('lock-screen', 'Hidden')")
        let before = try rows(db)
        let saved = try db.setPreference("lead-minutes", to: "15", zone: .utc)
        #expect(saved.leadMinutes == 15)
        var expected = before
        expected["lead-minutes"] = "15"
        #expect(try rows(db) == expected)

        // A change of the pause writes paused-until alone; setting a value it already has writes nothing.
        try db.changePreferences { $0.pausedUntil = Date(timeIntervalSince1970: 1_780_000_000) }
        #expect(try rows(db).keys.sorted() == ["lead-minutes", "lock-screen", "paused-until"])
        try db.changePreferences { $0.leadMinutes = 15 }
        #expect(try rows(db)["lock-screen"] == "Hidden")
        // A bad value writes nothing.
        #expect(throws: PreferenceError.self) { try db.setPreference("lead-minutes", to: "17", zone: .utc) }
        #expect(try db.preferences().leadMinutes == 15)
    }

    @Test("threads on their own connections setting different keys at once: each key holds its last value")
    func racingConnections() async throws {
        let scratch = ScratchFolder()
        let path = scratch.database
        _ = try SpotterDatabase.open(path: path, seedDemo: false)
        let racers: [(key: String, value: @Sendable (Int) -> String)] = [
            ("lead-minutes", { ["15", "30", "60", "0"][$0 % 4] }), ("mail-from", { "racer\($0)@example.org" }),
            ("theme", { "t\($0)" }), ("weekly-goal", { "\($0 % 7 + 1)" }),
        ]
        let rounds = 300
        let lost = try await withThrowingTaskGroup(of: [String].self) { group in
            for racer in racers {
                group.addTask {
                    let db = try SpotterDatabase.open(path: path, seedDemo: false)
                    var lost: [String] = []
                    for i in 0..<rounds {
                        try db.setPreference(racer.key, to: racer.value(i), zone: .utc)
                        let got = try PreferenceCatalog.get(racer.key, from: try db.preferences(), zone: .utc)
                        if got != racer.value(i) { lost.append("\(racer.key): set \(racer.value(i)), read \(got)") }
                    }
                    return lost
                }
            }
            return try await group.reduce([], +)
        }
        #expect(lost == [])
        let db = try SpotterDatabase.open(path: path, seedDemo: false)
        for racer in racers {
            #expect(
                try PreferenceCatalog.get(racer.key, from: try db.preferences(), zone: .utc) == racer.value(rounds - 1))
        }
    }
}
