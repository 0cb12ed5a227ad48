import FoundationEssentials
import SpotterCore

/// How numbers read on screen and in titles: `01:12`, `1:02:05`, `62.5`, `60×5`.
public enum Format {
    /// `mm:ss`, or `h:mm:ss` from an hour on.
    public static func clock(_ seconds: Int) -> String { ActiveWorkoutLine.clock(seconds) }

    /// A weight without a needless `.0`: `60`, `62.5`; `?` for a stored value that cannot be shown.
    public static func weight(_ w: Double) -> String { SetValue.weightText(w) }

    /// A set as it reads in a row, its weight (stored in kg) in `unit`: `60×5`, `×8` (body weight),
    /// `45s` (timed), `6.5 km 34:10 5:15/km` (a run with its pace, in mi and min/mi with `units lb`).
    public static func set(
        weight: Double?, reps: Int?, seconds: Int?, times: String, unit: WeightUnit, meters: Double? = nil
    ) -> String {
        if let meters {
            let pace = seconds.flatMap { CardioPace.text(meters: meters, seconds: $0, unit: unit) }
            return ([CardioPace.distance(meters, unit: unit)] + [seconds.map(clock), pace].compactMap { $0 })
                .joined(separator: " ")
        }
        if let seconds { return "\(seconds)s" }
        let w = weight.map(unit.text) ?? ""
        return "\(w)\(times)\(reps.map(String.init) ?? "?")"
    }

    /// A volume as people read it (`NumberText.person`): `2,450`, `612.5`, `5,351.25`; `?` for a
    /// stored value that is no number.
    public static func volume(_ v: Double) -> String { NumberText.person(v) }

    /// `2,450` for whole numbers.
    public static func grouped(_ n: Int) -> String { NumberText.grouped(n) }
}
