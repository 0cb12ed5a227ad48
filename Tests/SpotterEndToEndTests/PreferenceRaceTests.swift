import Foundation
import Testing

/// Settings changed by processes racing on one real database file, through the real binary.
@Suite("Settings under racing processes")
struct PreferenceRaceTests {
    /// One racing process: the command that sets its value for round `i`, and what `config get`
    /// of its key must then print.
    struct Racer: Sendable {
        let key: String
        let set: @Sendable (Int) -> [String]
        let holds: @Sendable (Int, String) -> Bool
    }

    /// What each racer saw go wrong, and the round of its last successful set.
    final class Outcome: @unchecked Sendable {
        let lock = NSLock()
        var problems: [String] = []
        var lastSet: [String: Int] = [:]
        func problem(_ s: String) { lock.withLock { problems.append(s) } }
        func succeeded(_ key: String, _ round: Int) { lock.withLock { lastSet[key] = round } }
    }

    static let leadMinutes = ["15", "30", "60", "0"]

    static let racers: [Racer] = [
        Racer(
            key: "lead-minutes", set: { ["config", "set", "lead-minutes", leadMinutes[$0 % 4]] },
            holds: { $1 == leadMinutes[$0 % 4] }),
        Racer(
            key: "mail-from", set: { ["config", "set", "mail-from", "racer\($0)@example.org"] },
            holds: { $1 == "racer\($0)@example.org" }),
        Racer(key: "theme", set: { ["config", "set", "theme", "t\($0)"] }, holds: { $1 == "t\($0)" }),
        Racer(
            key: "paused-until", set: { ["pause", $0 % 2 == 0 ? "3d" : "off"] },
            holds: { ($1 == "off") == ($0 % 2 == 1) }),
    ]

    @Test(
        "config set and pause racing on different keys: after each set, and at the end, every key holds its last successful value"
    )
    func racingSets() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["config", "set", "rest-bell", "on"]).status == 0)
        let rounds = 100
        let outcome = Outcome()
        DispatchQueue.concurrentPerform(iterations: Self.racers.count) { r in
            let racer = Self.racers[r]
            for i in 0..<rounds {
                guard let set = try? home.run(racer.set(i)) else { return outcome.problem("\(racer.key): no process") }
                // A set that fails (a lock held too long on a loaded machine) changes nothing: the
                // key must then still hold the last value that was set.
                if set.status == 0 { outcome.succeeded(racer.key, i) }
                guard let last = outcome.lock.withLock({ outcome.lastSet[racer.key] }) else { continue }
                let got = (try? home.run(["config", "get", racer.key]))?.stdout ?? ""
                guard racer.holds(last, String(got.dropLast())) else {
                    return outcome.problem("\(racer.key): round \(last) was set, then it read \(got.debugDescription)")
                }
            }
        }
        try #require(outcome.problems == [])
        for racer in Self.racers {
            let last = try #require(outcome.lastSet[racer.key], "\(racer.key): no set succeeded")
            #expect(last > rounds / 2, "\(racer.key): most sets succeed")
            let got = try home.run(["config", "get", racer.key]).stdout
            #expect(racer.holds(last, String(got.dropLast())), "\(racer.key): \(got)")
        }
        #expect(try home.run(["config", "get", "rest-bell"]).stdout == "on\n")
    }
}
