import Foundation
import Testing

@testable import SpotterTUI

/// Compares a whole frame with its golden text in `__Snapshots__/NAME.txt`.
///
/// `SPOTTER_RECORD=1 swift test --filter SpotterTUITests` re-records every snapshot; a missing
/// or re-recorded snapshot fails the run, so someone looks at the new text before it counts.
func assertSnapshot(_ frame: ScreenBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent("\(name).txt")
    // Trailing `|` marks each line's end, so trailing spaces are visible and kept.
    let text = frame.lines.map { $0 + "|" }.joined(separator: "\n") + "\n"
    let record = ProcessInfo.processInfo.environment["SPOTTER_RECORD"] == "1"
    guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("recorded snapshot \(name).txt; check it and run again", sourceLocation: sourceLocation)
        return
    }
    if expected != text {
        Issue.record(
            "screen differs from \(name).txt:\n--- expected\n\(expected)--- actual\n\(text)",
            sourceLocation: sourceLocation)
    }
}
