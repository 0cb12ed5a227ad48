/// The one reader of numbers typed by people: plain decimal digits, nothing Swift's parsers also take.
///
/// ```swift
/// DecimalNumber.parse("62.5")   // 62.5
/// DecimalNumber.parse("0x3c")   // nil: `Double("0x3c")` would read hex as 60
/// DecimalNumber.parse("1e309")  // nil: no exponents, so nothing becomes infinite
/// DecimalNumber.whole("+5")     // nil: `Int("+5")` would read 5
/// ```
/// Every weight, rep count, duration, RPE and distance that comes in from a file, an argument or
/// a form goes through here, so `inf`, `nan`, hex, signs, exponents and spaces are refused alike.
public enum DecimalNumber {
    /// The most characters a number may have: enough for `999.75`, far too few to overflow.
    public static let maxLength = 12

    /// `DIGITS` or `DIGITS.DIGITS` with at most `maxFractionDigits` after the point; `nil` for anything else.
    /// `maxLength` is longer only for files Spotter wrote itself, whose numbers are Swift's shortest
    /// exact form (`61.234969950000004`).
    public static func parse<S: StringProtocol>(_ text: S, maxFractionDigits: Int = 2, maxLength: Int = maxLength)
        -> Double?
    {
        guard !text.isEmpty, text.count <= maxLength else { return nil }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, isDigits(whole) else { return nil }
        if parts.count == 2 {
            guard isDigits(parts[1]), parts[1].count <= maxFractionDigits else { return nil }
        }
        // Only ASCII digits and one point are left, which `Double` reads as decimal and finite.
        return Double(String(text))
    }

    /// `DIGITS` only (no sign, no point), at most nine of them; `nil` for anything else.
    public static func whole<S: StringProtocol>(_ text: S) -> Int? {
        guard text.count <= 9, isDigits(text) else { return nil }
        return Int(String(text))
    }

    private static func isDigits<S: StringProtocol>(_ text: S) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0 >= "0" && $0 <= "9" }
    }
}
