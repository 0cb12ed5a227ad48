/// Text without the blanks around it: the same blanks Foundation's `trimmingCharacters(in:)` took.
///
/// ```swift
/// "  bench press\t".trimmingWhitespace()       // "bench press"
/// "4242\n".trimmingWhitespaceAndNewlines()     // "4242"
/// "'quoted'".trimming(charactersIn: "'")       // "quoted"
/// ```
/// Like Foundation, it looks at Unicode scalars, not characters: `" \u{301}a"` loses the space and
/// keeps the lone accent. `Blank` lists exactly the scalars of `CharacterSet.whitespaces` and
/// `.whitespacesAndNewlines` (a test compares every scalar with Foundation's sets).
extension StringProtocol {
    /// Trims spaces and tabs (`CharacterSet.whitespaces`): `Zs`, U+0009 and U+200B.
    public func trimmingWhitespace() -> String { trimming(where: Blank.isWhitespace) }

    /// Trims spaces, tabs and line ends (`CharacterSet.whitespacesAndNewlines`).
    public func trimmingWhitespaceAndNewlines() -> String { trimming(where: Blank.isWhitespaceOrNewline) }

    /// Trims the scalars of `scalars` (`CharacterSet(charactersIn:)`): `"(+1.5".trimming(charactersIn: "(+")` is `"1.5"`.
    public func trimming(charactersIn scalars: String) -> String {
        let set = Set(scalars.unicodeScalars)
        return trimming { set.contains($0) }
    }

    /// Trims the scalars at both ends for which `isTrimmed` holds.
    public func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        // One copy of the bytes between two scalar boundaries: building a `String.UnicodeScalarView`
        // from the slice appended scalar by scalar (a third of a `spotter log` call, parsing the catalogue).
        return String(decoding: utf8[first..<scalars.index(after: last)], as: UTF8.self)
    }
}

/// The blank scalars of Foundation's character sets, as CoreFoundation defines them: general
/// category `Zs` plus the tab, and U+200B, which older Unicode counted as a space.
enum Blank {
    /// `CharacterSet.whitespaces`.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// `CharacterSet.whitespacesAndNewlines`: the above, U+000A to U+000D, NEL and the line and
    /// paragraph separators.
    static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return isWhitespace(scalar)
        }
    }
}
