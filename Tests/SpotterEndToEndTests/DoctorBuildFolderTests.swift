import Foundation
import Testing

/// `spotter doctor` against a real `systemd --user`: what recorded a binary inside a build folder
/// (the agent's unit, the systemd timers) is named with the fix, and the fix it gives works.
@Suite("spotter doctor: a recorded binary inside a build folder")
struct DoctorBuildFolderTests {
    @Test(
        "timers and the agent's unit armed from the build folder: a problem each with the README's install line; after the fixes it names, none"
    )
    func warnsAndTheFixWorks() throws {
        let place = try AgentInstallTests.Place(runtime: "sd/runtime")
        let manager = try UserManager(place)
        defer { manager.stop() }
        let installLine =
            "swift build -c release --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie --product spotter && install -Dm755 .build/release/spotter ~/.local/bin/spotter"
        #expect(try ReadmeExamplesTests.readme.contains(installLine), "the fix names the README's own line")
        func buildFolderProblems() throws -> [String] {
            try place.run(["doctor"]).stdout.split(separator: "\n").map(String.init).filter {
                $0.hasPrefix("PROBLEM:") && $0.contains("inside a build folder")
            }
        }

        // Nothing installed on PATH: the timers record the build's own binary.
        #expect(try place.run(["sync"]).status == 0)
        let timers = try buildFolderProblems()
        #expect(timers.count == 1, "\(timers)")
        #expect(timers.first?.contains(" systemd timer") == true && timers.first?.contains(installLine) == true)
        #expect(timers.first?.contains(SpotterBinary.resolvedPath) == true, "\(timers)")

        // The fix: install, stop the timers, sync again with the installed binary.
        try FileManager.default.createSymbolicLink(
            atPath: place.bin + "/spotter", withDestinationPath: SpotterBinary.resolvedPath)
        _ = try manager.systemctl(["stop", "spotter-*.timer"])
        #expect(try place.run(["sync"]).status == 0)
        let afterSync = try buildFolderProblems()
        #expect(afterSync.isEmpty, "\(afterSync)")

        // The agent's unit, written from the build folder with nothing installed (install warns).
        try FileManager.default.removeItem(atPath: place.bin + "/spotter")
        #expect(try place.run(["agent", "install"]).stderr.contains("inside a build folder"))
        let unit = try buildFolderProblems()
        #expect(unit.count == 1 && unit.first?.contains("spotter-agent.service runs ") == true, "\(unit)")
        #expect(unit.first?.contains("agent install") == true && unit.first?.contains(installLine) == true)

        // The fix: install, then agent install again.
        try FileManager.default.createSymbolicLink(
            atPath: place.bin + "/spotter", withDestinationPath: SpotterBinary.resolvedPath)
        #expect(try place.run(["agent", "install"]).status == 0)
        let afterInstall = try buildFolderProblems()
        #expect(afterInstall.isEmpty, "\(afterInstall)")
        #expect(try place.run(["agent", "uninstall"]).status == 0)
    }
}
