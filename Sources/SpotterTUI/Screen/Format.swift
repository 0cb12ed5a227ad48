import FoundationEssentials
import SpotterCore

/// How numbers read on screen and in titles: `01:12`, `1:02:05`, `62.5`, `60×5`.
public enum Format {
    /// `mm:ss`, or `h:mm:ss` from an hour on.
    public static func clock(_ seconds: Int) -> String { ActiveWorkoutLine.clock(seconds) }

    /// A weight without a needless `.0`: `60`, `62.5`; `?` for a stored value that cannot be shown.
    public static func weight(_ w: Double) -> String { SetValue.weightText(w) }

    /// A set as it reads in a row, its weight (stored in kg) in `unit`: `60×5`, `×8` (body weight), `45s` (timed).
    public static func set(weight: Double?, reps: Int?, seconds: Int?, times: String, unit: WeightUnit) -> String {
        if let seconds { return "\(seconds)s" }
        let w = weight.map(unit.text) ?? ""
        return "\(w)\(times)\(reps.map(String.init) ?? "?")"
    }

    /// A volume: `2,450`, `612.5`.
    public static func volume(_ v: Double) -> String {
        // A stored weight can be anything SQLite holds: show what cannot be a number as invalid.
        guard v.isFinite, abs(v) < 1e15 else { return "?" }
        // To a tenth first: 2,379.98 reads 2,380, never 2,380.0 (a pound volume is seldom whole).
        let tenths = Int((v * 10).rounded())
        let whole = tenths / 10
        let rest = abs(tenths % 10)
        return grouped(whole) + (rest > 0 ? ".\(rest)" : "")
    }

    /// `2,450` for whole numbers.
    public static func grouped(_ n: Int) -> String {
        let digits = String(abs(n))
        var out = ""
        for (i, c) in digits.reversed().enumerated() {
            if i > 0 && i % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + String(out.reversed())
    }
}
