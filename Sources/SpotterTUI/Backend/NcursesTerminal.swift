import CNcursesw
import CTerminalGuard
import FoundationEssentials
import Glibc
import SpotterCore
import SpotterSystem

/// The only code that talks to ncurses: starts and restores the terminal, paints frames, reads keys.
///
/// ncurses sets the terminal's modes, reads terminfo and keys, and handles Ctrl-Z and resizes; the
/// frames themselves are `FrameWriter`'s bytes from terminfo's strings, written here in one
/// `write` with the title. ncurses' own refresh chose each cursor move by pricing every way of
/// making it, a third of a rest-screen tick; the writer knows which cells changed.
///
/// ```swift
/// let terminal = try NcursesTerminal.start(environment: env)   // the alternate screen, cleared
/// defer { terminal.stop() }
/// terminal.apply(theme)                                          // once the store has said which
/// terminal.draw(View.render(state))
/// let input = terminal.read(timeoutMilliseconds: 1000)
/// ```
/// Etiquette: `setlocale` before ncurses starts (the character type and the numbers, not every
/// category), Esc answers in 25 ms, focus reporting on
/// (`CSI ? 1004 h`), and the terminal is given back on every way out: `stop()`, a signal
/// (the loop sees the flag), or a crash (the shim's handler restores the tty, keypad mode
/// included, lets the backtrace print without waiting for a key, and dies of the signal).
final class NcursesTerminal: TerminalScreen {
    private var screen: OpaquePointer?
    /// The window keys are read from: one cell no one draws in, so reading never makes ncurses
    /// refresh (frames are `FrameWriter`'s, never ncurses' own).
    private var input: UnsafeMutablePointer<WINDOW>?
    /// The looks the frames are drawn in: none until the first `apply`, so the terminal can be
    /// taken before the store says which theme (the first bytes need none).
    private var theme: Theme?
    private var codes: TerminalCodes?
    /// What the terminal shows, as far as this process knows; nil when it cannot know (Ctrl-L, a
    /// new theme), so the next frame sends every cell.
    private var previous: ScreenBuffer?
    private var decoder = KeyDecoder()
    /// Bytes on their way to the terminal: a title and a frame leave in one write.
    private var output: [UInt8] = []
    private var stopped = false
    /// `SPOTTER_TRACE_FRAMES=1`: each frame ends with the title "frame N" (N counts the frames
    /// drawn), so a test under tmux waits until `#{pane_title}` says a frame has arrived whole,
    /// instead of sleeping. tmux reads the bytes in order: the mark comes after the frame's cells.
    private let marksFrames: Bool
    private var framesDrawn = 0
    let glyphs: Glyphs

    private init(screen: OpaquePointer?, input: UnsafeMutablePointer<WINDOW>?, glyphs: Glyphs, marksFrames: Bool) {
        self.screen = screen
        self.input = input
        self.glyphs = glyphs
        self.marksFrames = marksFrames
    }

    /// Takes the terminal: the alternate screen, cleared, is its first output. Frames wait for a
    /// theme (`apply`). `environment` is the process's (`TERM`, `SWIFT_BACKTRACE`).
    static func start(environment: [String: String]) throws -> NcursesTerminal {
        // ncurses and the frames need the character type (UTF-8 or not, each character's width);
        // printf's decimal point (`FixedPoint`) is the numbers'. Loading every category
        // (`LC_ALL`) opened eleven more files that nothing here reads.
        setlocale(LC_CTYPE, "")
        setlocale(LC_NUMERIC, "")
        let glyphs = Glyphs.forLocale(
            codeset: String(cString: spotter_codeset()), term: environment["TERM"])
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw TerminalError("the terminal UI needs a terminal (stdin and stdout are not one)")
        }
        spotter_save_termios()
        spotter_expect_resizes()
        // TERM=dumb describes no cursor movement at all, so no full screen could be drawn; it is
        // taken as "keep it plain" and drawn as a VT100: no colour, bold and reverse only.
        let term = environment["TERM"] == "dumb" ? "vt100" : nil
        guard let screen = newterm(term, spotter_stdout(), spotter_stdin()) else {
            throw TerminalError(
                "cannot start the terminal UI for TERM=\(environment["TERM"] ?? "")")
        }
        set_term(screen)
        // The first refresh enters the alternate screen and clears it: the frames, Spotter's own
        // writes, start on a blank screen. (Leaving once first, as when ncurses drew the frames,
        // keeps ncurses 6.4 from flushing at each of its own cursor moves.)
        endwin()
        doupdate()
        rememberKeypadOff(environment)
        spotter_install_signal_handlers()
        spotter_wrap_suspend()
        cbreak()
        noecho()
        nonl()
        let input = newwin(1, 1, 0, 0)
        keypad(input, true)
        set_escdelay(25)
        curs_set(0)
        let terminal = NcursesTerminal(
            screen: screen, input: input, glyphs: glyphs, marksFrames: environment["SPOTTER_TRACE_FRAMES"] == "1")
        terminal.writeRaw("\u{1B}[22;0t\u{1B}[?1004h")  // save the title; focus reports on
        return terminal
    }

    /// The cleared screen as a frame, where the plain look is `.normal`'s: the first frame then
    /// sends only the cells that are not blank.
    private func blankScreen() -> ScreenBuffer? {
        guard let codes, codes.look(.normal, inverted: false) == nil else { return nil }
        return ScreenBuffer(width: size.width, height: size.height)
    }

    /// Hands the crash handler this terminal's "keypad mode off" (terminfo `rmkx`): `endwin` sends
    /// it on every other way out, a crash cannot call ncurses.
    private static func rememberKeypadOff(_ environment: [String: String]) {
        let answer: Int32 = wantsInteractiveBacktrace(environment) ? 0 : 1
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
        if let input { delwin(input) }
        input = nil
        if let screen { delscreen(screen) }
        screen = nil
        spotter_uninstall_signal_handlers()
        spotter_restore_tty()
    }

    var size: (width: Int, height: Int) { (Int(getmaxx(spotter_stdscr())), Int(getmaxy(spotter_stdscr()))) }

    /// The quit signal that arrived (SIGINT, SIGTERM, SIGHUP), or 0.
    var pendingSignal: Int32 { spotter_quit_signal() }

    // MARK: Drawing

    /// Sets the looks: the first theme, before the first frame, or a switch at once (the settings
    /// panel's Theme row), after which the next draw repaints every cell in the new looks.
    func apply(_ theme: Theme) {
        guard theme != self.theme else { return }
        let first = self.theme == nil
        self.theme = theme
        codes = TerminfoCodes.read(theme: theme, utf8: glyphs != .ascii)
        // Before the first frame the screen is the cleared one, so that frame sends only the cells
        // that are not blank.
        previous = first ? blankScreen() : nil
    }

    /// Paints the cells that changed since the last frame (nothing before a theme is applied).
    func draw(_ frame: ScreenBuffer) {
        guard let codes else { return }
        FrameWriter.write(frame, over: previous, codes: codes, into: &output)
        previous = frame
        if marksFrames {
            framesDrawn += 1
            output += "\u{1B}]2;frame \(framesDrawn)\u{07}".utf8
        }
        send()
    }

    /// Ctrl-L: forget what is on screen and paint everything again.
    func forceRedraw() {
        previous = nil
    }

    /// The visual alert: the frame in reverse video for a moment, then back.
    func flash(_ frame: ScreenBuffer) {
        guard let codes else { return }
        FrameWriter.write(frame, over: nil, inverted: true, codes: codes, into: &output)
        send()
        napms(150)
        FrameWriter.write(frame, over: nil, codes: codes, into: &output)
        previous = frame
        send()
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
        output += "\u{1B}]2;".utf8
        output += clean.utf8
        output.append(0x07)
    }

    private func writeRaw(_ text: String) {
        output += text.utf8
        send()
    }

    /// Writes what is waiting in `output`, all of it: a terminal that is gone takes nothing more.
    private func send() {
        var sent = 0
        output.withUnsafeBytes { bytes in
            while sent < bytes.count {
                let n = Glibc.write(STDOUT_FILENO, bytes.baseAddress! + sent, bytes.count - sent)
                if n > 0 {
                    sent += n
                } else if n < 0, errno == EINTR {
                    continue
                } else if n < 0, errno == EAGAIN {
                    var fd = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&fd, 1, 100)
                } else {
                    break
                }
            }
        }
        output.removeAll(keepingCapacity: true)
    }

    // MARK: Input

    /// Waits up to `timeoutMilliseconds` for keys; returns everything already queued after the first.
    func read(timeoutMilliseconds: Int) -> TerminalInput {
        if !output.isEmpty { send() }
        let window = input
        // A window someone touched would be refreshed by ncurses before it reads, over the frame.
        untouchwin(window)
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
                repaintAfterWake()
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
    /// After SIGWINCH: a resize, a `spotter open`, or `fg` after Ctrl-Z (the shim raises it then,
    /// since the shell has drawn over the screen). After `fg` at the same size the last frame goes
    /// out whole again, as the loop may have no new one to draw; at another size the next frame
    /// paints everything; a `spotter open` repaints nothing it need not.
    private func repaintAfterWake() {
        let resumed = spotter_take_resumed() != 0
        guard let shown = previous else { return }
        guard shown.width == size.width, shown.height == size.height else {
            previous = nil
            return
        }
        if resumed {
            previous = nil
            draw(shown)
        }
    }

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
