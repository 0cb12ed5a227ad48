import CNcursesw
import CTerminalGuard
import FoundationEssentials
import Glibc
import SpotterCore
import SpotterSystem

/// The only code that talks to ncurses: starts and restores the terminal, paints frames, reads keys.
///
/// ```swift
/// let terminal = try NcursesTerminal.start(theme: theme)
/// defer { terminal.stop() }
/// terminal.draw(View.render(state))
/// let input = terminal.read(timeoutMilliseconds: 1000)
/// ```
/// Etiquette: `setlocale` before ncurses starts, Esc answers in 25 ms, focus reporting on
/// (`CSI ? 1004 h`), and the terminal is given back on every way out: `stop()`, a signal
/// (the loop sees the flag), or a crash (the shim's handler restores the tty, keypad mode
/// included, lets the backtrace print without waiting for a key, and dies of the signal).
final class NcursesTerminal: TerminalScreen {
    private var screen: OpaquePointer?
    private var theme: Theme
    private var previous: ScreenBuffer?
    private var decoder = KeyDecoder()
    private var pairs: [Role: Int16] = [:]
    /// The characters of one run of cells on their way to ncurses, kept to save an allocation a run.
    private var run: [wchar_t] = []
    private var stopped = false
    /// Bytes put into ncurses' output buffer (`buffer`) that no refresh has sent yet.
    private var unsent = false
    let glyphs: Glyphs

    private init(screen: OpaquePointer?, theme: Theme, glyphs: Glyphs) {
        self.screen = screen
        self.theme = theme
        self.glyphs = glyphs
    }

    static func start(theme: Theme) throws -> NcursesTerminal {
        setlocale(LC_ALL, "")
        let glyphs = Glyphs.forLocale(
            codeset: String(cString: spotter_codeset()), term: ProcessInfo.processInfo.environment["TERM"])
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw TerminalError("the terminal UI needs a terminal (stdin and stdout are not one)")
        }
        spotter_save_termios()
        spotter_expect_resizes()
        // TERM=dumb describes no cursor movement at all, so no full screen could be drawn; it is
        // taken as "keep it plain" and drawn as a VT100: no colour, bold and reverse only.
        let term = ProcessInfo.processInfo.environment["TERM"] == "dumb" ? "vt100" : nil
        guard let screen = newterm(term, spotter_stdout(), spotter_stdin()) else {
            throw TerminalError(
                "cannot start the terminal UI for TERM=\(ProcessInfo.processInfo.environment["TERM"] ?? "")")
        }
        set_term(screen)
        // ncurses 6.4 flushes its output at every cursor move until the screen has once been left
        // and come back to (`_endwin` stays `ewInitial`): each frame left in one write per changed
        // line, a write and a wake-up of the terminal for each. Leaving and coming back before
        // anything is drawn sets it running: a frame then leaves in one write.
        endwin()
        doupdate()
        rememberKeypadOff()
        spotter_install_signal_handlers()
        spotter_wrap_suspend()
        cbreak()
        noecho()
        nonl()
        keypad(spotter_stdscr(), true)
        set_escdelay(25)
        // No typeahead checks mid-refresh, which would also cut a frame into pieces.
        typeahead(-1)
        curs_set(0)
        let terminal = NcursesTerminal(screen: screen, theme: theme, glyphs: glyphs)
        terminal.setUpColours()
        terminal.writeRaw("\u{1B}[22;0t\u{1B}[?1004h")  // save the title; focus reports on
        return terminal
    }

    /// Hands the crash handler this terminal's "keypad mode off" (terminfo `rmkx`): `endwin` sends
    /// it on every other way out, a crash cannot call ncurses.
    private static func rememberKeypadOff() {
        let answer: Int32 = wantsInteractiveBacktrace(ProcessInfo.processInfo.environment) ? 0 : 1
        guard let rmkx = tigetstr("rmkx"), Int(bitPattern: rmkx) != -1 else {
            spotter_remember_keypad_off(nil, answer)
            return
        }
        spotter_remember_keypad_off(rmkx, answer)
    }

    /// Whether the user asked for Swift's interactive crash prompt (`SWIFT_BACKTRACE=interactive=yes`);
    /// otherwise a crash never leaves the terminal waiting for a key.
    static func wantsInteractiveBacktrace(_ environment: [String: String]) -> Bool {
        guard let settings = environment["SWIFT_BACKTRACE"] else { return false }
        return settings.split(separator: ",").contains { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.lowercased() }
            return parts.count == 2 && parts[0] == "interactive" && ["yes", "on", "true"].contains(parts[1])
        }
    }

    /// Gives the terminal back exactly as it was. Safe to call twice.
    func stop() {
        guard !stopped else { return }
        stopped = true
        writeRaw("\u{1B}[?1004l\u{1B}[23;0t")  // focus reports off; the old title back
        spotter_unwrap_suspend()
        endwin()
        if let screen { delscreen(screen) }
        screen = nil
        spotter_uninstall_signal_handlers()
        spotter_restore_tty()
    }

    var size: (width: Int, height: Int) { (Int(getmaxx(spotter_stdscr())), Int(getmaxy(spotter_stdscr()))) }

    /// The quit signal that arrived (SIGINT, SIGTERM, SIGHUP), or 0.
    var pendingSignal: Int32 { spotter_quit_signal() }

    // MARK: Drawing

    private func setUpColours() {
        guard has_colors(), theme != .monochrome else { return }
        start_color()
        use_default_colors()
        let colours = Int(spotter_colors())
        func fit(_ c: Int) -> Int32 {
            if c < 0 { return -1 }
            if c < colours { return Int32(c) }
            return c >= 8 && c < 16 ? Int32(c - 8) : -1
        }
        for (i, role) in Role.allCases.enumerated() {
            let style = theme.style(role)
            guard style.foreground >= 0 || style.background >= 0 else { continue }
            let pair = Int16(i + 1)
            init_pair(pair, Int16(fit(style.foreground)), Int16(fit(style.background)))
            pairs[role] = pair
        }
    }

    private func attributes(_ role: Role) -> attr_t {
        let style = theme.style(role)
        var a = spotter_a_normal()
        if style.bold { a |= spotter_a_bold() }
        if style.reverse { a |= spotter_a_reverse() }
        if style.underline { a |= spotter_a_underline() }
        if style.dim { a |= spotter_a_dim() }
        return a
    }

    /// Switches theme at once (the settings panel's Theme row): new colour pairs, and the next
    /// draw repaints every row so no cell keeps the old colours.
    func apply(_ theme: Theme) {
        guard theme != self.theme else { return }
        self.theme = theme
        pairs = [:]
        setUpColours()
        previous = nil
    }

    /// Paints the cells that changed since the last frame; ncurses sends only the difference.
    func draw(_ frame: ScreenBuffer) { draw(frame, inverted: false) }

    private func draw(_ frame: ScreenBuffer, inverted: Bool) {
        let window = spotter_stdscr()
        // A running rest changes a few cells a second; handing ncurses only those keeps its
        // per-cell work (and ours) to them, not to every cell of each row they sit in.
        let shown = inverted ? nil : previous
        for y in 0..<frame.height {
            let columns = shown.map { frame.changedColumns(ofRow: y, since: $0) } ?? 0..<frame.width
            guard let columns else { continue }
            paint(frame, row: y, columns: columns, inverted: inverted, into: window)
        }
        wattr_set(window, spotter_a_normal(), 0, nil)
        wrefresh(window)
        unsent = false
        previous = inverted ? nil : frame
    }

    /// Puts one span of a row into ncurses' window, one call per run of cells of one role.
    private func paint(
        _ frame: ScreenBuffer, row y: Int, columns: Range<Int>, inverted: Bool,
        into window: UnsafeMutablePointer<WINDOW>?
    ) {
        var x = columns.lowerBound
        while x < columns.upperBound {
            let role = frame[x, y].role
            run.removeAll(keepingCapacity: true)
            var end = x
            while end < columns.upperBound, frame[end, y].role == role {
                run.append(wchar_t(bitPattern: frame[end, y].scalar.value))
                end += 1
            }
            var attrs = attributes(role)
            if inverted { attrs ^= spotter_a_reverse() }
            wattr_set(window, attrs, pairs[role] ?? 0, nil)
            run.withUnsafeBufferPointer { buffer in
                _ = mvwaddnwstr(window, Int32(y), Int32(x), buffer.baseAddress, Int32(buffer.count))
            }
            x = end
        }
    }

    /// Ctrl-L: forget what is on screen and paint everything again.
    func forceRedraw() {
        clearok(spotter_curscr(), true)
        previous = nil
    }

    /// The visual alert: the frame in reverse video for a moment, then back.
    func flash(_ frame: ScreenBuffer) {
        draw(frame, inverted: true)
        napms(150)
        draw(frame)
    }

    func bell() { beep() }

    /// Sets the window title (OSC 2); tmux passes it on with `set-titles on`.
    ///
    /// The title leaves with the next frame, in the same write: a running rest changes both
    /// every second. With no frame to draw it leaves before the loop waits (`read`).
    func setTitle(_ title: String) {
        // Outside UTF-8 the title keeps to ASCII too, like the screen.
        let ascii = glyphs == .ascii
        let text = ascii ? title.replacing("·", with: "-") : title
        func kept(_ scalar: Unicode.Scalar) -> Bool {
            !UserText.isControl(scalar) && (!ascii || scalar.isASCII)
        }
        let clean =
            text.unicodeScalars.allSatisfy(kept)
            ? text : String(String.UnicodeScalarView(text.unicodeScalars.filter(kept)))
        buffer("\u{1B}]2;\(clean)\u{07}")
    }

    /// Puts bytes into ncurses' output buffer, where the next refresh sends them with the frame.
    private func buffer(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { spotter_buffer_output($0.baseAddress, $0.count) }
        }
        unsent = true
    }

    /// Sends what `buffer` left for a frame that did not come.
    private func sendUnsent() {
        guard unsent else { return }
        unsent = false
        doupdate()
    }

    private func writeRaw(_ text: String) {
        sendUnsent()
        fflush(spotter_stdout())
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { _ = Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    // MARK: Input

    /// Waits up to `timeoutMilliseconds` for keys; returns everything already queued after the first.
    func read(timeoutMilliseconds: Int) -> TerminalInput {
        sendUnsent()
        let window = spotter_stdscr()
        wtimeout(window, Int32(max(0, timeoutMilliseconds)))
        var keys: [Key] = []
        var first = true
        let asked = MonotonicClock.seconds()
        while true {
            var code: wint_t = 0
            let rc = wget_wch(window, &code)
            if rc == spotter_err() {
                // Nothing to read comes back after the wait; back long before it, the terminal may
                // have gone: ncurses answers end-of-file as it answers a timeout, at once, forever.
                let early = (MonotonicClock.seconds() - asked) * 2000 < Double(timeoutMilliseconds)
                if first, early, Self.terminalHungUp() { return .hungUp }
                break
            }
            if rc == KEY_CODE_YES && Int32(bitPattern: code) == spotter_key_resize() {
                return .resized(width: size.width, height: size.height)
            }
            keys += decoder.decode(isFunctionKey: rc == KEY_CODE_YES, code: code)
            if first {
                first = false
                wtimeout(window, 0)
            }
        }
        keys += decoder.flush()
        return keys.isEmpty ? .nothing : .keys(keys)
    }
}

extension NcursesTerminal {
    /// Whether the terminal on standard input has hung up (or is no longer open).
    static func terminalHungUp() -> Bool {
        var fd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&fd, 1, 0) == 1 else { return false }
        return fd.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }
}

/// The terminal could not be used; the message says why.
struct TerminalError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
