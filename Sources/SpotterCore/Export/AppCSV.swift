import FoundationEssentials

/// Spotter's history written in Strong's and Hevy's CSV layouts, for another app or for a round
/// trip through `spotter import` (the same importers read them back).
///
/// ```swift
/// AppCSV.strong(entries, zone: berlin)  // Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,…
/// AppCSV.hevy(entries, zone: berlin)    // "title","start_time","end_time","description",…
/// ```
/// Strong's first layout, weights in kg: `Date` is the local start (`2026-11-30 18:02:11`),
/// `Duration` like `1h 2m`, `Set Order` counts an exercise's sets from 1 or says `W`, `D`, `F`;
/// `Notes` is the set's note, `Workout Notes` the workout's. Hevy's, with `weight_kg`: times to the
/// minute (`30 Nov 2026, 18:02`), `set_index` from 0, `set_type` `normal`, `warmup`, `dropset` or
/// `failure`; `description` is the workout's note and `exercise_notes` the exercise's. Neither app
/// has the other notes (Strong none per exercise, Hevy none per set), and a workout without sets
/// has no row. With `unit: .lb` the weight column is the apps' pound one (Strong's `Weight (lbs)`,
/// Hevy's `weight_lbs`): `AppCSV.strong(entries, zone: berlin, unit: .lb)` writes 135 lb as `135`,
/// not `61.23496995`. Weights are rounded to 0.01 of their unit (`WeightUnit.csvText`); importing
/// the file gives back the same kilograms within 0.01 of that unit. Names and notes go
/// through `CSVText` (no live formula, no control character); a time that cannot be shown, and
/// Strong's duration from it, is `unknown` (`ISOInstant.format`).
public enum AppCSV {
    public static let strongColumns = [
        "Date", "Workout Name", "Duration", "Exercise Name", "Set Order", "Weight", "Reps", "Distance", "Seconds",
        "Notes", "Workout Notes", "RPE",
    ]
    public static let hevyColumns = [
        "title", "start_time", "end_time", "description", "exercise_title", "superset_id", "exercise_notes",
        "set_index", "set_type", "weight_kg", "reps", "distance_km", "duration_seconds", "rpe",
    ]

    /// Strong's columns for weights in `unit`: `Weight` (kg, the layout without a unit) or `Weight (lbs)`.
    public static func strongColumns(_ unit: WeightUnit) -> [String] {
        unit == .kg ? strongColumns : strongColumns.map { $0 == "Weight" ? "Weight (lbs)" : $0 }
    }

    /// Hevy's columns for weights in `unit`: `weight_kg` or `weight_lbs`.
    public static func hevyColumns(_ unit: WeightUnit) -> [String] {
        unit == .kg ? hevyColumns : hevyColumns.map { $0 == "weight_kg" ? "weight_lbs" : $0 }
    }

    public static func strong(_ entries: [HistoryEntry], zone: Zone, unit: WeightUnit = .kg) -> String {
        var out = CSVWriter.record(strongColumns(unit))
        for e in oldestFirst(entries) {
            let date = strongDate(e.startedAt, zone)
            let duration = e.durationIsShown ? strongDuration(e.durationSeconds) : ISOInstant.unknown
            var counts: [String: Int] = [:]
            for s in e.sets {
                let l = s.logged
                let order: String
                switch l.type {
                case .warmup: order = "W"
                case .drop: order = "D"
                case .failure: order = "F"
                case .working:
                    counts[l.exerciseId, default: 0] += 1
                    order = String(counts[l.exerciseId] ?? 1)
                }
                out += CSVWriter.record([
                    date, CSVText.cell(e.name), duration, CSVText.cell(s.exercise), order,
                    l.weight.map(unit.csvText) ?? "",
                    l.reps.map(String.init) ?? "", kilometres(l.meters), l.durationSeconds.map(String.init) ?? "",
                    CSVText.cell(l.note),
                    CSVText.cell(e.note), l.rpe.map(decimal) ?? "",
                ])
            }
        }
        return out
    }

    public static func hevy(_ entries: [HistoryEntry], zone: Zone, unit: WeightUnit = .kg) -> String {
        var out = CSVWriter.record(hevyColumns(unit), quoteAll: true)
        for e in oldestFirst(entries) {
            let start = hevyDate(e.startedAt, zone)
            let end = hevyDate(e.finishedAt ?? e.startedAt, zone)
            let notes = Dictionary(e.exerciseNotes.map { ($0.exerciseId, $0.note) }, uniquingKeysWith: { a, _ in a })
            var index: [String: Int] = [:]
            for s in e.sets {
                let l = s.logged
                let i = index[l.exerciseId, default: 0]
                index[l.exerciseId] = i + 1
                let type: String
                switch l.type {
                case .working: type = "normal"
                case .warmup: type = "warmup"
                case .drop: type = "dropset"
                case .failure: type = "failure"
                }
                out += CSVWriter.record(
                    [
                        CSVText.cell(e.name), start, end, CSVText.cell(e.note), CSVText.cell(s.exercise), "",
                        CSVText.cell(notes[l.exerciseId]),
                        String(i), type,
                        l.weight.map(unit.csvText) ?? "", l.reps.map(String.init) ?? "", kilometres(l.meters),
                        l.durationSeconds.map(String.init) ?? "", l.rpe.map(decimal) ?? "",
                    ], quoteAll: true)
            }
        }
        return out
    }

    static func oldestFirst(_ entries: [HistoryEntry]) -> [HistoryEntry] {
        entries.sorted { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) }
    }

    /// A distance as both apps' kilometre columns read it (`6.437376`); empty for none. Strong's
    /// `Distance` carries no unit: its importer (Spotter's too) reads kilometres there.
    static func kilometres(_ meters: Double?) -> String { meters.map { decimal($0 / 1000) } ?? "" }

    /// `62.5`, `60`, `61.23496995`: at most eight decimals, trailing zeros dropped.
    static func decimal(_ value: Double) -> String { NumberText.machine(value, decimals: 8) }

    /// `2026-11-30 18:02:11`, the local time.
    static func strongDate(_ instant: Date, _ zone: Zone) -> String {
        String(ISOInstant.format(instant, in: zone).prefix(19)).swapping("T", for: " ")
    }

    /// `1h 2m`, `29m 5s`, `0s`.
    static func strongDuration(_ seconds: Int) -> String {
        var parts: [String] = []
        if seconds >= 3600 { parts.append("\(seconds / 3600)h") }
        if seconds % 3600 >= 60 { parts.append("\(seconds % 3600 / 60)m") }
        if seconds % 60 > 0 || parts.isEmpty { parts.append("\(seconds % 60)s") }
        return parts.joined(separator: " ")
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `30 Nov 2026, 18:02`, the local time to the minute.
    static func hevyDate(_ instant: Date, _ zone: Zone) -> String {
        let iso = ISOInstant.format(instant, in: zone)
        guard let day = LocalDate(iso: String(iso.prefix(10))) else { return iso }
        let clock = iso.dropFirst(11).prefix(5)
        return "\(day.day) \(months[day.month - 1]) \(day.year), \(clock)"
    }
}
