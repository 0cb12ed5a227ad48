import Foundation
import Testing

@testable import SpotterTUI

/// Compares a whole frame with its golden file `__Snapshots__/NAME.txt`: its text, then the role
/// (style) of every cell.
///
/// A golden holds the screen's text first, each line closed by `|` so trailing spaces show, and
/// then, after a legend line, one letter per cell for its role, in the same grid:
///
/// ```text
///  REST  01:12 |
///  ↵ log set   |
/// roles: .=normal T=title B=border R=timer-running …
/// .RRRR.RRRRR..|
/// .KKKKKKKKK...|
/// ```
///
/// So the text stays readable on its own, and a cell that keeps its text but changes its meaning
/// (a selection bar lost, an error shown as normal) fails too.
/// `SPOTTER_RECORD=1 swift test --filter SpotterTUITests` re-records every golden; a missing or
/// re-recorded golden fails the run, so someone looks at the new file before it counts. A golden
/// of text only (the format before roles were recorded) fails with a message to re-record it.
func assertSnapshot(_ frame: ScreenBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent("\(name).txt")
    let actual = Golden(frame)
    let record = ProcessInfo.processInfo.environment["SPOTTER_RECORD"] == "1"
    guard !record, let stored = try? String(contentsOf: file, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? actual.file.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("recorded snapshot \(name).txt; check it and run again", sourceLocation: sourceLocation)
        return
    }
    let expected = Golden(file: stored)
    guard let expectedRoles = expected.roles else {
        Issue.record(
            """
            \(name).txt records no roles (a golden in the format before roles): re-record it with \
            SPOTTER_RECORD=1 swift test --filter SpotterTUITests, and read its diff before you keep it
            """,
            sourceLocation: sourceLocation)
        return
    }
    if expected.text != actual.text {
        Issue.record(
            "screen differs from \(name).txt:\n--- expected\n\(expected.text)--- actual\n\(actual.text)",
            sourceLocation: sourceLocation)
    } else if expectedRoles != actual.roles {
        Issue.record(
            """
            roles differ from \(name).txt (\(Golden.legend)):
            --- expected
            \(expectedRoles)--- actual
            \(actual.roles ?? "")
            """,
            sourceLocation: sourceLocation)
    }
}

/// A golden file's two parts: the screen's text and, when the file has them, its cells' roles.
struct Golden: Equatable {
    /// Lines closed by `|`, each ending in a line break.
    let text: String
    /// One letter a cell (``letter(_:)``), lines closed by `|`; nil for a golden of text only.
    let roles: String?

    /// The line between the parts: it says what each letter means.
    static let legend = "roles: " + Role.allCases.map { "\(letter($0))=\($0.rawValue)" }.joined(separator: " ")

    init(_ frame: ScreenBuffer) {
        text = frame.lines.map { $0 + "|\n" }.joined()
        roles = (0..<frame.height).map { y in
            String((0..<frame.width).map { x in Golden.letter(frame[x, y].role) }) + "|\n"
        }.joined()
    }

    /// Reads a stored golden: everything before the legend line is text, everything after it roles.
    init(file: String) {
        guard let split = file.range(of: "\n" + Golden.legendPrefix) else {
            (text, roles) = (file, nil)
            return
        }
        text = String(file[..<split.lowerBound]) + "\n"
        let afterLegend = file[split.upperBound...].drop { $0 != "\n" }.dropFirst()
        roles = String(afterLegend)
    }

    /// The file as written: the text, the legend, the roles.
    var file: String { text + Golden.legend + "\n" + (roles ?? "") }

    private static let legendPrefix = "roles: "

    /// The letter a role is recorded as: `.` for normal, so the roles of a plain screen read as a blank page.
    static func letter(_ role: Role) -> Character {
        switch role {
        case .normal: "."
        case .title: "T"
        case .border: "B"
        case .timerRunning: "R"
        case .timerDone: "D"
        case .work: "W"
        case .selection: "S"
        case .muted: "M"
        case .keyHint: "K"
        case .error: "E"
        case .saved: "V"
        case .pending: "P"
        case .modal: "O"
        case .button: "U"
        case .buttonFocused: "F"
        }
    }
}
