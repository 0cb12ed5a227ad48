import Foundation
import Testing

/// The set form in the real binary: typed in the order it shows, read back by `spotter history --json`.
@Suite("The set form in tmux", .serialized)
struct SetFormE2ETests {
    /// `spotter ARGS…` in the session's home, as a user would run it in another terminal.
    static func spotter(_ tmux: TmuxSession, _ arguments: [String]) throws -> (status: Int32, stdout: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TmuxSession.binary)
        process.arguments = arguments
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": tmux.home, "SPOTTER_HOME": tmux.home, "TZ": "UTC", "LANG": "C.UTF-8",
            "SWIFT_BACKTRACE": "interactive=no",
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("weight, Tab, reps, Tab, RPE, Tab, type, Tab, note in the order on screen; history --json reads the set back")
    func typedInScreenOrder() throws {
        let tmux = try TmuxSession()
        // A Tuesday: the plan's Push day, which opens with Bench press.
        tmux.startSpotter(clockFrom: "2026-12-01 10:00:00")
        try tmux.waitFor("Start a workout")
        tmux.send("Enter")
        try tmux.waitFor("log set")
        tmux.send("Enter")
        // It opens on the weight, marked without colour; the fields top to bottom are Tab's order.
        let form = try tmux.waitFor("› Weight")
        let lines = form.components(separatedBy: "\n")
        let rows = ["Weight", "Reps", "RPE", "Type", "Note"].map { label in
            lines.firstIndex { $0.contains(" \(label) ") } ?? -1
        }
        #expect(!rows.contains(-1) && rows == rows.sorted(), "\(form)")
        tmux.send("62.5")
        tmux.send("Tab")
        try tmux.waitFor("› Reps")
        tmux.send("4")
        tmux.send("Tab")
        try tmux.waitFor("› RPE")
        tmux.send("8.5")
        tmux.send("Tab")
        try tmux.waitFor("› Type")
        tmux.send("Space", "Space")
        try tmux.waitFor("< drop")
        tmux.send("Tab")
        try tmux.waitFor("› Note")
        tmux.send("last rep slow")
        try tmux.waitFor("last rep slow_")
        tmux.send("Enter")
        try tmux.waitFor("Rest timer alerts?")
        tmux.send("n")
        try tmux.waitFor("D62.5×4")
        // One set of five: f asks first, Enter finishes.
        tmux.send("f")
        try tmux.waitFor("Finish with 10 sets left?")
        tmux.send("Enter")
        try tmux.waitFor("Workout saved")
        tmux.send("Enter")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()

        let result = try Self.spotter(tmux, ["history", "--json"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        let sets = (json?.last?["sets"] as? [[String: Any]]) ?? []
        #expect(sets.count == 1, "\(result.stdout)")
        let set = sets.first ?? [:]
        #expect(set["exercise"] as? String == "Bench press")
        #expect(set["weightKg"] as? Double == 62.5)
        #expect(set["reps"] as? Int == 4)
        #expect(set["rpe"] as? Double == 8.5)
        #expect(set["type"] as? String == "drop")
        #expect(set["note"] as? String == "last rep slow")
    }

    @Test("schedule export writes the demo plan's barbell lifts back with their equipment, and import reads it")
    func exportEquipment() throws {
        let tmux = try TmuxSession()
        let export = try Self.spotter(tmux, ["schedule", "export"])
        #expect(export.status == 0)
        #expect(export.stdout.contains("exercise bench \"Bench press\" barbell\n"), "\(export.stdout)")
        #expect(export.stdout.contains("exercise pullup \"Pull-up\"\n"))
        let file = tmux.home + "/my.schedule"
        try export.stdout.replacingOccurrences(of: "\"Pull-up\"\n", with: "\"Pull-up\" bodyweight\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try Self.spotter(tmux, ["schedule", "import", file]).status == 0)
        #expect(
            try Self.spotter(tmux, ["schedule", "export"]).stdout.contains("exercise pullup \"Pull-up\" bodyweight\n"))
    }
}
