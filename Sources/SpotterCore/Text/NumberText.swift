/// Every number Spotter writes: one way for people, one for machines.
///
/// ```swift
/// NumberText.person(5351.25)               // "5,351.25": to a hundredth, thousands grouped
/// NumberText.person(2512.5)                // "2,512.5": no needless zero
/// NumberText.person(81.666, decimals: 1)   // "81.7": an estimate (e1RM) to a tenth
/// NumberText.machine(61.23496995, decimals: 2)  // "61.23": plain digits for CSV and JSON
/// NumberText.machine(61.23496995, decimals: 8)  // "61.23496995"
/// NumberText.grouped(8410)                 // "8,410"
/// ```
/// A person reads weights and volumes to a hundredth (what a converted pound needs to read back
/// as typed: 135 lb, never 134.99) and estimates to a tenth, with `,` between thousands as the
/// screens have always grouped them; a machine reads plain digits and `.`, never a separator, to
/// as many decimals as its format says. Both round once, half away from zero, and drop trailing
/// zeros; a value that is no number (whatever a database may hold) reads `?`.
public enum NumberText {
    /// For people: rounded to `decimals`, trailing zeros dropped, thousands grouped with `,`.
    public static func person(_ value: Double, decimals: Int = 2) -> String {
        guard let (negative, whole, fraction) = split(value, decimals) else { return "?" }
        return (negative ? "-" : "") + grouped(whole) + fraction
    }

    /// For machines (CSV, JSON-like text): rounded to `decimals`, trailing zeros dropped, no grouping.
    public static func machine(_ value: Double, decimals: Int) -> String {
        guard let (negative, whole, fraction) = split(value, decimals) else { return "?" }
        return (negative ? "-" : "") + String(whole) + fraction
    }

    /// A whole number with `,` between thousands: `2,450`, `-1,000`, `12`.
    public static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// The sign, the whole part and `.digits` (empty when none is left after rounding), or nil
    /// for a value that cannot be shown (not finite, or beyond what an `Int` holds at this scale).
    private static func split(_ value: Double, _ decimals: Int) -> (Bool, Int, String)? {
        precondition((0...8).contains(decimals), "0 to 8 decimals")
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        // Far below Int's range, so the conversion cannot trap on whatever the database holds.
        guard value.isFinite, abs(value) < 1e18 / scale / 10 else { return nil }
        let units = Int((abs(value) * scale).rounded())
        let step = Int(scale)
        let whole = units / step
        var digits = decimals == 0 ? "" : String(units % step)
        if !digits.isEmpty {
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.last == "0" { digits.removeLast() }
        }
        return (units != 0 && value < 0, whole, digits.isEmpty ? "" : "." + digits)
    }
}
