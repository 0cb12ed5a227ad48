/// The help overlay's layout: each key's text wrapped inside the box, and the window of keys
/// that fits, which j/k move one key at a time.
///
/// One answer for the view (what to draw), the key table (whether j/k do anything now) and the
/// reducer (how far they may move), so a key help calls enabled always changes the screen.
struct HelpWindow {
    /// One key of the table as drawn: its label and its text broken into the box's lines.
    struct Entry {
        let label: String
        let lines: [String]
        let enabled: Bool
    }

    let entries: [Entry]
    /// The box's width and height on the screen.
    let width: Int
    let height: Int
    /// The width of the key column.
    let keyWidth: Int
    /// Rows of text the box has room for (between its title and its last line).
    let rows: Int
    /// The index of the first key shown.
    let first: Int
    /// How many keys, from `first`, are drawn whole.
    let visible: Int

    init(_ state: AppState) {
        let under = KeyTables.underHelp(state)
        let bindings = KeyTables.table(for: under).bindings
        let g = state.glyphs
        width = min(state.width - 2, 72)
        keyWidth = min(12, bindings.map { $0.keyLabel(g).count }.max() ?? 4)
        // Never cut a word: a long line goes on under the text, past the key column.
        let textWidth = max(1, width - keyWidth - 5)
        entries = bindings.map { binding in
            let reason = binding.disabledReason(under)
            let text = binding.help + (reason.map { " (now: \($0))" } ?? "")
            return Entry(label: binding.keyLabel(g), lines: wrap(text, width: textWidth), enabled: reason == nil)
        }
        let total = entries.reduce(0) { $0 + $1.lines.count }
        height = max(4, min(state.height - 2, total + 3))
        rows = max(1, height - 3)
        // The last place the window may start: from there every remaining key fits.
        var last = entries.count
        var used = 0
        while last > 0, used + entries[last - 1].lines.count <= rows {
            used += entries[last - 1].lines.count
            last -= 1
        }
        let lastFirst = min(max(0, entries.count - 1), last)
        first = min(max(0, state.helpScroll), lastFirst)
        var shown = 0
        var lines = 0
        for entry in entries.dropFirst(first) {
            // A key taller than the whole box is still drawn (cut), so the window never stalls.
            guard lines + entry.lines.count <= rows || shown == 0 else { break }
            lines += entry.lines.count
            shown += 1
        }
        visible = shown
    }

    var count: Int { entries.count }
    var scrolls: Bool { first > 0 || first + visible < count }
    var atTop: Bool { first == 0 }
    var atBottom: Bool { first + visible >= count }
}
