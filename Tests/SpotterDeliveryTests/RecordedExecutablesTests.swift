import Foundation
import Testing

@testable import SpotterDelivery

/// What `spotter doctor` reads for the binary the agent's unit, its autostart entry and the systemd
/// timers run, from real files laid out as `agent install` and systemd write them.
@Suite("The binary each unit, entry and timer records")
struct RecordedExecutablesTests {
    let root = NSTemporaryDirectory() + "spotter-recorded-" + UUID().uuidString

    func write(_ text: String, _ relative: String) throws -> String {
        let file = root + "/" + relative
        try FileManager.default.createDirectory(
            atPath: String(file[..<file.lastIndex(of: "/")!]), withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test(
        "a unit and an entry from a build folder, two of three timers too: one problem each for the files, one for the timers, with the README's install line"
    )
    func buildFolderPathsFound() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let unit = try write(
            "[Service]\nExecStart=/src/spotter/.build/debug/spotter --home /h agent run\nRestart=on-failure\n",
            "config/systemd/user/spotter-agent.service")
        let entry = try write(
            "[Desktop Entry]\nExec=\"/my src/.build/release/spotter\" agent run\n",
            "config/autostart/spotter-agent.desktop")
        // What systemd-run leaves in the user manager's transient folder: an empty ExecStart= first, then quoted words.
        for (name, program) in [
            ("spotter-rest-alert-w1-1780000000", "/src/spotter/.build/debug/spotter"),
            ("spotter-daily-pass-1780000060", "/src/spotter/.build/debug/spotter"),
            ("spotter-week-in-review-1780000120", "/home/ana/.local/bin/spotter"),
        ] {
            _ = try write(
                "[Unit]\nDescription=x\n\n[Service]\nExecStart=\nExecStart=\"\(program)\" \"fire\" \"x\" \"--at\" \"1\"\n",
                "run/systemd/transient/\(name).service")
        }
        _ = try write("[Service]\nExecStart=\"/src/.build/debug/other\"\n", "run/systemd/transient/other-1.service")

        let found = RecordedExecutables.find(
            files: [unit, entry, root + "/config/missing.service"], environment: ["XDG_RUNTIME_DIR": root + "/run"])
        #expect(
            found.map(\.path) == [
                "/src/spotter/.build/debug/spotter", "/my src/.build/release/spotter",
                "/src/spotter/.build/debug/spotter",
                "/src/spotter/.build/debug/spotter", "/home/ana/.local/bin/spotter",
            ])
        #expect(found.map(\.isTimer) == [false, false, true, true, true])

        let problems = RecordedExecutables.problems(found)
        #expect(problems.count == 3, "\(problems)")
        #expect(problems[0].hasPrefix("\(unit) runs /src/spotter/.build/debug/spotter, inside a build folder"))
        #expect(problems[1].hasPrefix("\(entry) runs /my src/.build/release/spotter, inside a build folder"))
        #expect(problems[2].hasPrefix("2 systemd timers run /src/spotter/.build/debug/spotter, inside a build folder"))
        #expect(problems.allSatisfy { $0.contains(InstalledExecutable.installLine) })
        #expect(problems[2].contains("systemctl --user stop 'spotter-*.timer'"))
    }

    @Test("everything runs the installed binary: no problem")
    func installedPathsAreFine() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let unit = try write(
            "[Service]\nExecStart=/home/ana/.local/bin/spotter agent run\n", "config/systemd/user/spotter-agent.service"
        )
        let found = RecordedExecutables.find(files: [unit], environment: [:])
        #expect(found == [RecordedExecutable(file: unit, path: "/home/ana/.local/bin/spotter")])
        #expect(RecordedExecutables.problems(found).isEmpty)
    }
}
