/// The large countdown font: digits five rows high and three columns wide.
///
/// ```swift
/// BigDigits.render("02:00", block: "█")
/// // ["███ ███   ███ ███",
/// //  "█ █   █ █ █ █ █ █", …]
/// ```
public enum BigDigits {
    public static let height = 5

    private static let font: [Character: [String]] = [
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

    /// The rows of `text` in the big font, glyphs one column apart; unknown characters are blank.
    public static func render(_ text: String, block: Character) -> [String] {
        var rows = Array(repeating: "", count: height)
        for (i, character) in text.enumerated() {
            let glyph = font[character] ?? ["   ", "   ", "   ", "   ", "   "]
            for r in 0..<height {
                if i > 0 { rows[r] += " " }
                rows[r] += String(glyph[r].map { $0 == "#" ? block : " " })
            }
        }
        return rows
    }

    /// How many columns `text` takes in the big font.
    public static func width(_ text: String) -> Int { render(text, block: "#").first?.count ?? 0 }
}
