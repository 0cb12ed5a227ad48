/// Which key rows the help overlay shows: all of them when they fit, else a window that j/k move.
///
/// One answer for the view (what to draw), the key table (whether j/k do anything now) and the
/// reducer (how far they may move), so a key help calls enabled always changes the screen.
struct HelpWindow {
    let count: Int
    /// Rows of keys the box has room for.
    let visible: Int
    /// The index of the first key shown.
    let first: Int

    init(_ state: AppState) {
        count = KeyTables.described(by: state).bindings.count
        let height = min(state.height - 2, count + 3)
        visible = max(1, height - 3)
        first = min(max(0, state.helpScroll), max(0, count - visible))
    }

    var scrolls: Bool { count > visible }
    var atTop: Bool { first == 0 }
    var atBottom: Bool { first + visible >= count }
}
