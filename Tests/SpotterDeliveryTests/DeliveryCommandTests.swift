import Foundation
import SpotterCore
import SpotterStore
import SpotterSystem
import Testing

@testable import SpotterDelivery

/// The delivery commands of the real binary, with no desktop at all.
@Suite("Delivery commands")
struct DeliveryCommandTests {
    let home = NSTemporaryDirectory() + "spotter-cmd-\(UUID().uuidString.prefix(8))"

    /// Only what a bare SSH login has: no bus, no runtime directory.
    var bareEnvironment: [String: String] {
        ["PATH": "/usr/bin:/bin", "HOME": home, "SPOTTER_HOME": home, "TZ": "UTC"]
    }

    @Test("spotter doctor with no bus says so, names the way out and exits 1")
    func doctorWithoutBus() throws {
        let r = try Subprocess.run([AgentEndToEndTests.spotter, "doctor"], environment: bareEnvironment)
        #expect(r.status == 1)
        #expect(
            r.stdout.contains(
                "session bus     NOT reachable: no session bus: neither DBUS_SESSION_BUS_ADDRESS nor XDG_RUNTIME_DIR is set"
            ))
        #expect(r.stdout.contains("PROBLEM: desktop notifications cannot be shown without a session bus"))
        let json = try Subprocess.run([AgentEndToEndTests.spotter, "doctor", "--json"], environment: bareEnvironment)
        #expect(json.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["bus"] as? [String: Any])?["reachable"] as? Bool == false)
    }

    @Test("spotter status prints the open workout and its rest countdown in one line, and JSON for bars")
    func status() throws {
        let db = try SpotterDatabase.open(path: SpotterPaths(environment: bareEnvironment)!.databaseFile)
        let now = Date()
        let w = try db.startWorkout(
            templateId: "push", day: LocalDate(iso: "2026-06-01")!, at: now.addingTimeInterval(-75))
        try db.saveLiveSession(LiveSessionRecord(workoutId: w.id, restEndsAt: now.addingTimeInterval(90)), at: now)
        let plain = try Subprocess.run([AgentEndToEndTests.spotter, "status"], environment: bareEnvironment)
        #expect(plain.stdout.hasPrefix("Push · Bench press · set 1 of 5 · 01:1"))
        #expect(plain.stdout.contains("· rest 01:2") || plain.stdout.contains("· rest 01:3"))
        let json = try Subprocess.run(
            [AgentEndToEndTests.spotter, "status", "--format", "json"], environment: bareEnvironment)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["class"] as? String == "resting")
        try db.setPreference("lock-screen", to: "hidden", zone: .utc)
        let hidden = try Subprocess.run([AgentEndToEndTests.spotter, "status"], environment: bareEnvironment)
        #expect(hidden.stdout.hasPrefix("Workout in progress · rest "))
        #expect(!hidden.stdout.contains("Push"))
    }
}
