import SpotterTestSupport

/// A `tmux capture-pane -e` screen as what each cell shows: its character and its look.
///
/// tmux writes a look's SGR where it serializes one, which depends on how the cells were written
/// (a cell cleared and one overwritten with a plain space look alike, but are told apart), so two
/// captures are compared cell by cell, never as text.
///
/// ```swift
/// SGRCells.rows("\u{1B}[1mab\u{1B}[0m ")  // [["a bold", "b bold"]]: the plain space is trimmed
/// ```
enum SGRCells {
    /// Each row's cells as "character look", trailing cells that look cleared left out.
    static func rows(_ capture: String) -> [[String]] {
        var look = SGRRendition()
        return capture.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var cells: [(Character, SGRRendition)] = []
            var rest = line[...]
            while let character = rest.first {
                rest = rest.dropFirst()
                guard character == "\u{1B}", rest.first == "[" else {
                    cells.append((character, look))
                    continue
                }
                rest = rest.dropFirst()
                let end = rest.firstIndex(where: { $0.isLetter }) ?? rest.endIndex
                if end < rest.endIndex, rest[end] == "m" {
                    look.select(
                        rest[..<end].split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
                }
                rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[end...]
            }
            while let last = cells.last, last.0 == " ", last.1.isBlankAsCleared { cells.removeLast() }
            return cells.map { "\($0.0) \($0.1)" }
        }
    }
}
