import SpotterTestSupport
import Testing

@testable import SpotterTUI

@Suite("Frame writer: the bytes that take the terminal from one frame to the next")
struct FrameWriterTests {
    /// A look for every role but `.normal`: attributes, colours, or both, as `TerminalModel` reads them.
    static var codes: TerminalCodes {
        var looks: [Role: Look] = [:]
        var inverted: [Role: Look] = [:]
        for (n, role) in Role.allCases.enumerated() where role != .normal {
            var look = Look(attributes: [[], Array("\u{1B}[1m".utf8), Array("\u{1B}[7m".utf8)][n % 3])
            if n % 4 != 0 || look.attributes.isEmpty { look.foreground = Array("\u{1B}[3\(n % 8)m".utf8) }
            if n % 5 == 0 { look.background = Array("\u{1B}[4\(n % 8)m".utf8) }
            looks[role] = look
        }
        for role in Role.allCases { inverted[role] = Look(attributes: Array("\u{1B}[7m".utf8)) }
        return TerminalCodes.ansi(looks: looks, invertedLooks: inverted)
    }

    private func frame(_ rows: [String], width: Int = 16, roles: [(x: Int, y: Int, width: Int, role: Role)] = [])
        -> ScreenBuffer
    {
        var screen = ScreenBuffer(width: width, height: rows.count)
        for (y, text) in rows.enumerated() { screen.put(text, x: 0, y: y) }
        for span in roles { screen.paint(y: span.y, from: span.x, width: span.width, role: span.role) }
        return screen
    }

    private func bytes(_ frame: ScreenBuffer, over shown: ScreenBuffer?, codes: TerminalCodes = Self.codes) -> String {
        var out: [UInt8] = []
        FrameWriter.write(frame, over: shown, codes: codes, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test("a rest that ticks sends one move and one digit; an unchanged frame sends nothing")
    func tickSendsTheDigit() {
        let shown = frame(["Pull · 36:14", "Rest 01:12"])
        #expect(bytes(frame(["Pull · 36:14", "Rest 01:11"]), over: shown) == "\u{1B}[2;10H1")
        #expect(bytes(shown, over: shown) == "")
    }

    @Test("an unchanged run inside a span is moved over when that is shorter, sent again when not")
    func unchangedRunsAreSkippedWhenCheaper() {
        let shown = frame(["0123456789abcdef"])
        // Eight unchanged bytes between: a move ("\e[8C", 4 bytes) is shorter.
        #expect(bytes(frame(["x12345678xabcdef"]), over: shown) == "\u{1B}[1;1Hx\u{1B}[8Cx")
        // Two between: sent again.
        #expect(bytes(frame(["x12x456789abcdef"]), over: shown) == "\u{1B}[1;1Hx12x")
    }

    @Test("a look goes out as attributes and colours, only the colour when only it changes; a frame ends plain")
    func looksAndTheClosingReset() {
        var codes = TerminalCodes.ansi()
        codes.looks[.timerDone] = Look(attributes: Array("\u{1B}[1m".utf8), foreground: Array("\u{1B}[32m".utf8))
        codes.looks[.title] = Look(attributes: Array("\u{1B}[1m".utf8), foreground: Array("\u{1B}[36m".utf8))
        codes.looks[.muted] = Look(foreground: Array("\u{1B}[90m".utf8))
        let shown = frame(["Pull · Rest 0:12"])
        let next = frame(
            ["Pull · Rest 0:11"],
            roles: [
                (x: 0, y: 0, width: 4, role: .title), (x: 7, y: 0, width: 4, role: .timerDone),
                (x: 12, y: 0, width: 4, role: .muted),
            ])
        // Bold cyan from the plain look; bold green is one colour away; the plain space between is
        // moved over, not sent in a look of its own; grey has no bold: reset first.
        #expect(
            bytes(next, over: shown, codes: codes)
                == "\u{1B}[1;1H\u{1B}[1m\u{1B}[36mPull\u{1B}[8G\u{1B}[32mRest\u{1B}[1C\u{1B}[0m\u{1B}[90m0:11\u{1B}[0m")
        // Back to plain: the frame starts with attributes off, so no look is sent at all.
        #expect(
            bytes(frame(["Rest"]), over: frame(["Rest"], roles: [(x: 0, y: 0, width: 4, role: .title)]), codes: codes)
                == "\u{1B}[1;1HRest")
    }

    @Test("every frame and every change of it played on a terminal shows exactly that frame")
    func playedBackItIsTheFrame() {
        var generator = SplitMix64(seed: 20_261_202)
        let alphabet: [Unicode.Scalar] = [" ", " ", " ", "a", "Z", "0", "9", "█", "─", "·", "×"]
        let roles: [Role] = [.normal, .normal, .title, .timerRunning, .muted, .selection]
        func randomFrame(like base: ScreenBuffer?) -> ScreenBuffer {
            var screen = base ?? ScreenBuffer(width: 20, height: 6)
            let changes = base == nil ? 120 : Int.random(in: 0...12, using: &generator)
            for _ in 0..<changes {
                let x = Int.random(in: 0..<20, using: &generator)
                let y = Int.random(in: 0..<6, using: &generator)
                screen.set(
                    x, y, Cell(alphabet.randomElement(using: &generator)!, roles.randomElement(using: &generator)!))
            }
            return screen
        }
        // Every fourth terminal scrolls when its corner is written (am without xenl) and has
        // insert mode: that cell is pushed into place.
        var scrolling = Self.codes
        scrolling.writesLastCell = false
        scrolling.insertCharacter = (Array("\u{1B}[4h".utf8), Array("\u{1B}[4l".utf8))
        for run in 0..<40 {
            let codes = run % 4 == 3 ? scrolling : Self.codes
            var terminal = TerminalModel(width: 20, height: 6, scrollsAtLastCell: !codes.writesLastCell)
            var shown = randomFrame(like: nil)
            terminal.play(bytes(shown, over: nil, codes: codes))
            #expect(terminal.shows(shown, codes: codes))
            for _ in 0..<25 {
                let next = randomFrame(like: shown)
                terminal.play(bytes(next, over: shown, codes: codes))
                #expect(terminal.shows(next, codes: codes))
                #expect(
                    terminal.rendition == TerminalModel.Rendition(), "a frame ended in a look other than the plain one")
                shown = next
            }
        }
    }

    @Test("where writing the last cell of the last row scrolls, it is pushed into place by an insert, or left out")
    func lastCellWhereWritingItScrolls() {
        var codes = Self.codes
        codes.writesLastCell = false
        let full = frame(["abcd", "efgh"], width: 4)
        // After a row's last column the cursor's place is the terminal's choice: each row moves first.
        #expect(bytes(full, over: nil) == "\u{1B}[1;1Habcd\u{1B}[2;1Hefgh")
        // No way to insert (TERM=pcansi): the corner is never written.
        #expect(bytes(full, over: nil, codes: codes) == "\u{1B}[1;1Habcd\u{1B}[2;1Hefg")
        // Insert mode (smir, rmir): h goes where g is, then g is inserted in front of it.
        codes.insertCharacter = (Array("\u{1B}[4h".utf8), Array("\u{1B}[4l".utf8))
        #expect(
            bytes(full, over: nil, codes: codes)
                == "\u{1B}[1;1Habcd\u{1B}[2;1Hefg\u{1B}[3Gh\u{1B}[3G\u{1B}[4hg\u{1B}[4l")
        // ich1 (TERM=cons25): a blank inserted, g written in it. A tick that changes only the corner
        // sends the cell before it again.
        codes.insertCharacter = (Array("\u{1B}[@".utf8), [])
        #expect(bytes(frame(["abcd", "efgX"], width: 4), over: full, codes: codes) == "\u{1B}[2;3HX\u{1B}[3G\u{1B}[@g")
        var terminal = TerminalModel(width: 4, height: 2, scrollsAtLastCell: true)
        terminal.play(bytes(full, over: nil, codes: codes))
        terminal.play(bytes(frame(["abcd", "efgX"], width: 4), over: full, codes: codes))
        #expect(terminal.shows(frame(["abcd", "efgX"], width: 4), codes: codes))
    }

    @Test("a row with a wide character goes out whole, cut where it would cross the edge")
    func wideRowsAreLaidOutAndCut() {
        var codes = Self.codes
        codes.columns = { $0.value >= 0x3000 ? 2 : 1 }
        var screen = ScreenBuffer(width: 6, height: 1)
        screen.put("漢字abcd", x: 0, y: 0)  // 8 columns on the terminal in 6 cells
        #expect(bytes(screen, over: ScreenBuffer(width: 6, height: 1), codes: codes) == "\u{1B}[1;1H漢字ab")
        screen = ScreenBuffer(width: 6, height: 1)
        screen.put("漢x", x: 0, y: 0)  // 3 columns: the rest blank
        #expect(bytes(screen, over: nil, codes: codes) == "\u{1B}[1;1H漢x   ")
    }

    @Test("control characters go out as ?; beyond ASCII, in the locale's encoding where it is not UTF-8, or as ?")
    func controlsAndNonUTF8() {
        var screen = ScreenBuffer(width: 4, height: 1)
        screen.set(0, 0, Cell("\u{1B}"))
        screen.set(1, 0, Cell("\u{9B}"))
        screen.set(2, 0, Cell("é"))
        #expect(bytes(screen, over: nil) == "\u{1B}[1;1H??é ")
        var ascii = Self.codes
        ascii.utf8 = false
        #expect(bytes(screen, over: nil, codes: ascii) == "\u{1B}[1;1H??? ")
        // Latin-1, say: é is one byte of its own.
        ascii.localBytes = { $0.value < 0x100 ? [UInt8($0.value)] : nil }
        var out: [UInt8] = []
        FrameWriter.write(screen, over: nil, codes: ascii, into: &out)
        #expect(out == Array("\u{1B}[1;1H??".utf8) + [0xE9, 0x20])
    }

    @Test("the visual alert is the frame in the inverted looks, the plain cells included")
    func invertedFrame() {
        var out: [UInt8] = []
        FrameWriter.write(frame(["ab"], width: 2), over: nil, inverted: true, codes: Self.codes, into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "\u{1B}[1;1H\u{1B}[7mab\u{1B}[0m")
    }

    @Test("terminfo's padding is taken out; the bright eight fall back on an eight-colour terminal")
    func terminfoStrings() {
        #expect(
            TerminfoCodes.withoutPadding(Array("\u{1B}[%i%p1%d;%p2%dH$<5>".utf8)) == Array("\u{1B}[%i%p1%d;%p2%dH".utf8)
        )
        #expect(TerminfoCodes.withoutPadding(Array("\u{1B}[1m$<2*/>x".utf8)) == Array("\u{1B}[1mx".utf8))
        #expect(TerminfoCodes.withoutPadding(Array("$5 $<".utf8)) == Array("$5 $<".utf8))
        #expect(TerminfoCodes.fit(12, 8) == 4)
        #expect(TerminfoCodes.fit(12, 256) == 12)
        #expect(TerminfoCodes.fit(200, 8) == nil)
        #expect(TerminfoCodes.fit(-1, 256) == nil)
        #expect(TerminfoCodes.fit(3, 0) == nil)
        #expect(ANSIMove.cursorAddress(row: 23, column: 79) == Array("\u{1B}[24;80H".utf8))
    }
}

/// A terminal as far as `FrameWriter` drives one: the cursor moves (`H`, `G`, `d`, `C`), SGR's
/// bold, reverse and eight colours, insert mode (`4h`, `4l`) and inserted blanks (`@`), and
/// characters that take one column each.
struct TerminalModel {
    typealias Rendition = SGRRendition

    private(set) var text: ScreenBuffer
    private(set) var renditions: [Rendition]
    var row = 0
    var column = 0
    var rendition = Rendition()
    var inserting = false
    /// A terminal with `am` and no `xenl`: a character written in the last cell of the last row
    /// scrolls the screen, which this model records as an issue.
    let scrollsAtLastCell: Bool

    init(width: Int, height: Int, scrollsAtLastCell: Bool = false) {
        text = ScreenBuffer(width: width, height: height)
        renditions = Array(repeating: Rendition(), count: width * height)
        self.scrollsAtLastCell = scrollsAtLastCell
    }

    /// Whether the terminal shows `frame`: its characters, each in its role's look from `codes`.
    func shows(_ frame: ScreenBuffer, codes: TerminalCodes) -> Bool {
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                guard text[x, y].scalar == frame[x, y].scalar,
                    renditions[y * frame.width + x] == Self.rendition(of: frame[x, y].role, codes: codes)
                else { return false }
            }
        }
        return true
    }

    static func rendition(of role: Role, codes: TerminalCodes) -> Rendition {
        var model = TerminalModel(width: 1, height: 1)
        var bytes: [UInt8] = []
        codes.look(role, inverted: false)?.change(from: nil, reset: codes.reset, into: &bytes)
        model.play(String(decoding: bytes, as: UTF8.self))
        return model.rendition
    }

    mutating func play(_ bytes: String) {
        var scalars = Array(bytes.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else {
                if scrollsAtLastCell, !inserting, row == text.height - 1, column == text.width - 1 {
                    Issue.record("the last cell of the last row was written: this terminal scrolls")
                }
                if inserting { insertBlanks(1) }
                text.set(column, row, Cell(scalar))
                renditions[row * text.width + column] = rendition
                column = min(column + 1, text.width - 1)
                continue
            }
            #expect(scalars.popFirst() == "[")
            var parameters = ""
            while let next = scalars.popFirst() {
                let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                switch next {
                case "H": (row, column) = (numbers[0] - 1, numbers[1] - 1)
                case "G": column = numbers[0] - 1
                case "d": row = numbers[0] - 1
                case "C": column += numbers[0]
                case "m": select(numbers)
                case "h", "l":
                    #expect(numbers == [4], "only insert mode is set or reset")
                    inserting = next == "h"
                case "@": insertBlanks(max(1, numbers[0]))
                default:
                    parameters.unicodeScalars.append(next)
                    continue
                }
                break
            }
        }
    }

    /// `count` blanks at the cursor, the rest of the row pushed right and off its edge.
    private mutating func insertBlanks(_ count: Int) {
        for x in stride(from: text.width - 1, through: column, by: -1) {
            let from = x - count
            text.set(x, row, from >= column ? text[from, row] : Cell(" "))
            renditions[row * text.width + x] = from >= column ? renditions[row * text.width + from] : Rendition()
        }
    }

    /// Only what the writer was given: attributes off, bold, reverse and the first eight colours.
    private mutating func select(_ codes: [Int]) {
        for code in codes where ![0, 1, 7].contains(code) && !(30...37).contains(code) && !(40...47).contains(code) {
            Issue.record("SGR \(code) is not one the writer was given")
        }
        rendition.select(codes)
    }
}
