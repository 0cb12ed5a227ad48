/// The large countdown font: digits five rows high and three columns wide.
///
/// ```swift
/// BigDigits.render("02:00", block: "█")
/// // ["███ ███   ███ ███",
/// //  "█ █   █ █ █ █ █ █", …]
/// ```
public enum BigDigits {
    public static let height = 5

    private static let glyphs: [Character: [String]] = [
        "0": ["###", "# #", "# #", "# #", "###"],
        "1": ["  #", "  #", "  #", "  #", "  #"],
        "2": ["###", "  #", "###", "#  ", "###"],
        "3": ["###", "  #", "###", "  #", "###"],
        "4": ["# #", "# #", "###", "  #", "  #"],
        "5": ["###", "#  ", "###", "  #", "###"],
        "6": ["###", "#  ", "###", "# #", "###"],
        "7": ["###", "  #", "  #", "  #", "  #"],
        "8": ["###", "# #", "###", "# #", "###"],
        "9": ["###", "# #", "###", "  #", "###"],
        ":": [" ", "#", " ", "#", " "],
        "+": ["   ", " # ", "###", " # ", "   "],
        "-": ["   ", "   ", "###", "   ", "   "],
    ]

    /// `glyphs` by ASCII code, so the countdown looks its characters up without hashing them.
    private static let font: [[String]?] = (0..<128).map { code in glyphs[Character(Unicode.Scalar(UInt8(code)))] }

    private static func glyph(_ character: Character) -> [String] {
        character.asciiValue.flatMap { font[Int($0)] } ?? blank
    }

    /// The rows of `text` in the big font, glyphs one column apart; unknown characters are blank.
    public static func render(_ text: String, block: Character) -> [String] {
        var screen = ScreenBuffer(width: width(text), height: height)
        draw(text, block: block, role: .normal, x: 0, y: 0, into: &screen)
        return screen.lines
    }

    /// Draws `text` in the big font with its top left at (`x`, `y`), clipped to the screen: the
    /// countdown's digits, straight into the frame every second. `scale` 2 draws each mark as 2×2
    /// cells (ten rows high), for a large terminal: `draw("01:30", …, scale: 2, …)`.
    public static func draw(
        _ text: String, block: Character, role: Role, x: Int, y: Int, scale: Int = 1, into screen: inout ScreenBuffer
    ) {
        let ink = block.unicodeScalars.first ?? "#"
        var left = x
        for (i, character) in text.enumerated() {
            let glyph = glyph(character)
            if i > 0 {
                for r in 0..<(height * scale) {
                    for c in 0..<scale { screen.set(left + c, y + r, Cell(" ", role)) }
                }
                left += scale
            }
            for (r, row) in glyph.enumerated() {
                for (c, mark) in row.utf8.enumerated() {
                    let cell = Cell(mark == UInt8(ascii: "#") ? ink : " ", role)
                    for dy in 0..<scale {
                        for dx in 0..<scale { screen.set(left + c * scale + dx, y + r * scale + dy, cell) }
                    }
                }
            }
            left += glyph[0].utf8.count * scale
        }
    }

    private static let blank = ["   ", "   ", "   ", "   ", "   "]

    /// How many columns `text` takes in the big font (at `scale`).
    public static func width(_ text: String, scale: Int = 1) -> Int {
        var columns = -1
        for character in text { columns += glyph(character)[0].utf8.count + 1 }
        return max(0, columns) * scale
    }
}
