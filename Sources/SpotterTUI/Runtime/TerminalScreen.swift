/// What the terminal reported while the loop waited.
enum TerminalInput: Equatable {
    case keys([Key])
    case resized(width: Int, height: Int)
    case nothing
    /// The terminal is gone (its window closed, its connection dropped): reading it only ever
    /// answers end-of-file now, with or without a hang-up signal.
    case hungUp
}

/// The terminal as the effect runner sees it: `NcursesTerminal` in the app, a buffer in memory in tests.
///
/// ```swift
/// terminal.draw(View.render(state))
/// terminal.setTitle("Rest 01:12 · Bench press, set 3")
/// let input = terminal.read(timeoutMilliseconds: 1000)   // .keys([.enter]), .resized(…), .nothing
/// ```
protocol TerminalScreen: AnyObject {
    /// The characters the terminal can show (UTF-8 or ASCII).
    var glyphs: Glyphs { get }
    var size: (width: Int, height: Int) { get }
    /// The quit signal caught since the start (SIGTERM, SIGHUP, SIGINT), or 0.
    var pendingSignal: Int32 { get }
    /// Paints a frame; only what changed since the last one reaches the terminal.
    func draw(_ frame: ScreenBuffer)
    /// The visual alert: the frame in reverse video for a moment, then back.
    func flash(_ frame: ScreenBuffer)
    func bell()
    /// Sets the window title; it may wait for the next `draw` (or `read`) to leave with the frame.
    func setTitle(_ title: String)
    /// Forgets what is on screen, so the next draw paints everything (Ctrl-L).
    func forceRedraw()
    func apply(_ theme: Theme)
    /// Waits up to `timeoutMilliseconds` for keys or a resize.
    func read(timeoutMilliseconds: Int) -> TerminalInput
    /// Gives the terminal back.
    func stop()
}
