import Foundation
import Testing

/// `Sources/spotter/Linking/hot-text.order` names the functions the linker lays side by side; a
/// name the binary no longer has is skipped without a word. At the merge that split the TUI's state
/// a tenth of them were gone and the rest screen's peak memory grew by megabytes, so the release
/// build is checked against it here (`hot-text-order.sh --check`, under a second on `nm`'s output).
@Suite(
    "Release binary: its hot-text order names functions it has",
    .enabled(if: ReleaseBinary.path != nil, "SPOTTER_RELEASE_BIN is not set (Tests/Scripts/run-tests.sh sets it)"))
struct HotTextOrderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let script = root + "/Tests/Scripts/hot-text-order.sh"
    static let order = root + "/Sources/spotter/Linking/hot-text.order"

    /// `hot-text-order.sh --check` on `order` against the release binary.
    private func check(order: String) throws -> SpotterResult {
        let home = try ClubHome(
            extraEnvironment: ["SPOTTER_BIN": try #require(ReleaseBinary.path), "HOT_TEXT_ORDER": order])
        return try home.run(["/bin/bash", Self.script, "--check"], raw: true)
    }

    @Test("nine in ten of the file's names at least are functions of the release binary")
    func theOrderDescribesTheBinary() throws {
        let result = try check(order: Self.order)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(" names are functions of "), "\(result.stdout)")
    }

    @Test("an order with a fifth of its names renamed away fails, naming the script that regenerates it")
    func aStaleOrderFails() throws {
        let lines = try String(contentsOfFile: Self.order, encoding: .utf8).split(separator: "\n")
        let stale = lines.enumerated().map { i, line in i % 5 == 0 ? line + "Renamed" : line }
        let path = NSTemporaryDirectory() + "hot-text-\(UUID().uuidString.prefix(8)).order"
        try (stale.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try check(order: path)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("regenerate it: bash Tests/Scripts/hot-text-order.sh"), "\(result.stderr)")
    }
}
