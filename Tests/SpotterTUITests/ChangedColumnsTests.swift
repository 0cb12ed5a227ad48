import Glibc
import Testing

@testable import SpotterTUI

/// glibc's `wcwidth`, which Swift's Glibc module leaves out (it is an X/Open extension).
@_silgen_name("wcwidth") private func glibcWidth(_ character: wchar_t) -> Int32

@Suite("Changed columns: what the backend sends again between two frames")
struct ChangedColumnsTests {
    private func frame(_ rows: [String], roles: [(x: Int, y: Int, width: Int, role: Role)] = []) -> ScreenBuffer {
        var screen = ScreenBuffer(width: 16, height: rows.count)
        for (y, text) in rows.enumerated() { screen.put(text, x: 0, y: y) }
        for span in roles { screen.paint(y: span.y, from: span.x, width: span.width, role: span.role) }
        return screen
    }

    @Test("a rest that ticks from 01:12 to 01:11 sends one column; the rows that stay are not sent")
    func tickSendsOneColumn() {
        let shown = frame(["Pull · 36:14", "Rest 01:12"])
        let next = frame(["Pull · 36:14", "Rest 01:11"])
        #expect(next.changedColumns(ofRow: 0, since: shown) == nil)
        #expect(next.changedColumns(ofRow: 1, since: shown) == 9..<10)
    }

    @Test("the span runs from the first changed cell to the last, a change of role included")
    func spanCoversFirstToLast() {
        let shown = frame(["Rest 01:12"])
        #expect(frame(["Rest 02:10"]).changedColumns(ofRow: 0, since: shown) == 6..<10)
        let done = frame(["Rest 01:12"], roles: [(x: 0, y: 0, width: 4, role: .timerDone)])
        #expect(done.changedColumns(ofRow: 0, since: shown) == 0..<4)
        #expect(frame(["Rest 01:12 over"]).changedColumns(ofRow: 0, since: shown) == 11..<15)
    }

    @Test("a character that may take two columns before or inside the span sends the whole row")
    func wideCharactersSendTheRow() {
        let shown = frame(["🏋 Bench 3/5"])
        #expect(frame(["🏋 Bench 4/5"]).changedColumns(ofRow: 0, since: shown) == 0..<16)
        #expect(frame(["Bench 3/5"]).changedColumns(ofRow: 0, since: frame(["漢 Bench 3/5"])) == 0..<16)
        // Symbols a terminal draws two columns wide, though each stands alone as a character.
        #expect(frame(["⚡ HIIT 24:14"]).changedColumns(ofRow: 0, since: frame(["⚡ HIIT 24:13"])) == 0..<16)
        #expect(frame(["✅ Bench 4/5"]).changedColumns(ofRow: 0, since: frame(["✅ Bench 3/5"])) == 0..<16)
        // After the span, a wide character stays where it was: only the span goes out.
        #expect(frame(["4/5 🏋"]).changedColumns(ofRow: 0, since: frame(["3/5 🏋"])) == 0..<1)
    }

    /// glibc's widths in a UTF-8 locale (this thread's own, so no other test sees it): what the
    /// terminal's ncurses measures with.
    @Test("every scalar taken as one column is one column wide to glibc, and the wide symbols are not taken")
    func oneColumnAgreesWithGlibc() throws {
        let utf8 = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
        let previous = uselocale(utf8)
        defer {
            uselocale(previous)
            freelocale(utf8)
        }
        var checked = 0
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value), ScreenBuffer.takesOneColumn(scalar) else { continue }
            #expect(glibcWidth(wchar_t(value)) == 1, "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked > 1_500)
        for wide: Unicode.Scalar in ["⌚", "⏰", "⚡", "✅", "❌", "➕"] {
            #expect(glibcWidth(wchar_t(wide.value)) == 2)
            #expect(!ScreenBuffer.takesOneColumn(wide))
        }
    }

    @Test("a frame of another size sends every row whole")
    func resizeSendsEverything() {
        let shown = ScreenBuffer(width: 10, height: 2)
        #expect(frame(["", ""]).changedColumns(ofRow: 0, since: shown) == 0..<16)
    }
}
