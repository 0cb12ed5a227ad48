import SpotterCore
import Testing

@testable import SpotterTUI

@Suite("Screen text: control characters never reach ncurses raw")
struct ScreenTextTests {
    @Test("a name with escape sequences is drawn in caret notation, one cell per character, clipped to its box")
    func controlsEscaped() {
        var screen = ScreenBuffer(width: 30, height: 2)
        let written = screen.put("Overhead\u{1B}]2;PWNED\u{07}\u{1B}[2J", x: 0, y: 0)
        #expect(screen.line(0) == "Overhead^[]2;PWNED^G^[[2J     ")
        #expect(written == 25)
        screen.put("a\nb\u{9B}c", x: 0, y: 1, maxWidth: 6)
        #expect(screen.line(1) == "a^Jb^[" + String(repeating: " ", count: 24))
        #expect(
            !screen.cells.contains {
                $0.scalar.value < 0x20 || (0x7F...0x9F).contains($0.scalar.value)
            })
    }
}

@Suite("Screen cells: one scalar a cell, one character a cell")
struct ScreenCellTests {
    /// The scalars `put` writes without looking for character boundaries must each be a
    /// character wherever they stand: before, after and beside themselves and a letter.
    @Test("every scalar taken as standing alone is one character beside a letter and beside itself")
    func standsAloneHolds() {
        var checked = 0
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value), ScreenBuffer.standsAlone(scalar) else { continue }
            let s = String(Character(scalar))
            #expect(("a" + s).count == 2 && (s + "a").count == 2 && (s + s).count == 2, "U+\(String(value, radix: 16))")
            #expect(!UserText.isControl(scalar))
            checked += 1
        }
        #expect(checked == 2_358)
        #expect(!ScreenBuffer.standsAlone("\u{301}"))  // a combining accent
        #expect(!ScreenBuffer.standsAlone("\u{200D}"))  // the zero-width joiner
        #expect(!ScreenBuffer.standsAlone("\u{1B}"))
    }

    @Test(
        "a character of several scalars takes one column and keeps its first scalar; the text after it stays in place")
    func clustersTakeOneColumn() {
        var screen = ScreenBuffer(width: 12, height: 1)
        // A decomposed é, a flag, a family joined by ZWJ: three characters, eight scalars.
        let written = screen.put("Cafe\u{301} \u{1F1E9}\u{1F1EA} \u{1F468}\u{200D}\u{1F467}!", x: 0, y: 0)
        #expect(written == 9)
        #expect(screen.line(0) == "Cafe \u{1F1E9} \u{1F468}!   ")
        #expect(screen[8, 0].scalar == "!")
    }

    @Test("text of standing-alone scalars is written scalar by scalar, clipped to its box")
    func plainTextClipped() {
        var screen = ScreenBuffer(width: 10, height: 1)
        #expect(screen.put("─ Rest · 01:12 ✓", x: 1, y: 0, role: .timerRunning, maxWidth: 7) == 7)
        #expect(screen.line(0) == " ─ Rest   ")
        #expect(screen[1, 0] == Cell("─", .timerRunning))
        #expect(screen[8, 0] == Cell(" ", .normal))
    }

    @Test("the countdown's big digits: glyphs one column apart, drawn in the block character and clipped to the screen")
    func bigDigits() {
        #expect(
            BigDigits.render("1:05", block: "#") == [
                "  #   ### ###",
                "  # # # # #  ",
                "  #   # # ###",
                "  # # # #   #",
                "  #   ### ###",
            ])
        #expect(BigDigits.width("1:05") == 13)
        var screen = ScreenBuffer(width: 6, height: 6)
        BigDigits.draw("00", block: "█", role: .timerDone, x: 1, y: 2, into: &screen)
        #expect(screen.line(2) == " ███ █")
        #expect(screen.line(5) == " █ █ █")
        #expect(screen[1, 2] == Cell("█", .timerDone))
        #expect(screen[0, 2] == Cell(" ", .normal))
    }
}
