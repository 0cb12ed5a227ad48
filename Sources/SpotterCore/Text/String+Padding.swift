extension StringProtocol {
    /// The text as one column of a table: padded with `pad` or cut to exactly `width` characters.
    ///
    /// ```swift
    /// "planned".padded(toWidth: 9)          // "planned  "
    /// "102.5 × 12".padded(toWidth: 8)       // "102.5 × " (cut, as Foundation's padding(toLength:) cut)
    /// "5".padded(toWidth: 4, with: "_")     // "5___"
    /// ```
    /// It counts characters, as the screen buffer gives each character one cell; Foundation's
    /// `padding(toLength:withPad:startingAt: 0)` counted UTF-16 units, which is the same for the
    /// labels and numbers Spotter pads, and differs only for text such as `e` + a combining accent
    /// (one character here, two units there) or emoji (which Foundation could cut in half).
    public func padded(toWidth width: Int, with pad: Character = " ") -> String {
        let length = count
        if length >= width { return String(prefix(Swift.max(0, width))) }
        return String(self) + String(repeating: pad, count: width - length)
    }
}
