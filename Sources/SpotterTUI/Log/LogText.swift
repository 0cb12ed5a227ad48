import FoundationEssentials
import SpotterCore

/// How the log screens write days, sets and their details: `Mon 30 Nov`, `60×5 @8.5 warmup`.
enum LogFormat {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Mon 30 Nov`: what a confirmation names.
    static func shortDate(_ d: LocalDate) -> String {
        "\(d.weekday.displayName) \(d.day) \(months[max(0, min(11, d.month - 1))])"
    }

    /// `Mon 2026-11-30`.
    static func date(_ d: LocalDate) -> String { "\(d.weekday.displayName) \(d.iso)" }

    /// `60×5`, `×8` (body weight), `45s`, `6.5 km 34:10 5:15/km`.
    static func set(_ s: LoggedSet, _ g: Glyphs, _ unit: WeightUnit) -> String {
        Format.set(
            weight: s.weight, reps: s.reps, seconds: s.durationSeconds, times: g.times, unit: unit, meters: s.meters)
    }

    /// `60×5 @8.5 warmup`: the set, its RPE when logged, its type unless working.
    static func setDetail(_ s: LoggedSet, _ g: Glyphs, _ unit: WeightUnit) -> String {
        var text = set(s, g, unit)
        if let bpm = s.heartRate { text += " \(bpm) bpm" }
        if s.isFailedAttempt { text += " failed" }
        if let rpe = s.rpe { text += " @\(Format.weight(rpe))" }
        if s.type != .working { text += " \(s.type.rawValue)" }
        return text
    }

    static func sets(_ n: Int) -> String { "\(n) set\(n == 1 ? "" : "s")" }

    static func records(_ n: Int) -> String { "\(n) record\(n == 1 ? "" : "s")" }

    /// A volume stored in kg, in `unit`: `2,450 kg`, `5,400 lb`.
    static func volume(_ v: Double, _ unit: WeightUnit) -> String { "\(Format.volume(unit.amount(v))) \(unit.label)" }

    static func names(_ plan: PlanData) -> LogNames { LogNames(templates: plan.templates, exercises: plan.exercises) }
}

/// One line of a log screen's body: its text, the role it is drawn in, and an optional right-hand note.
struct LogLine: Hashable {
    var text: String
    var role: Role = .normal
    var right: String? = nil
    /// Drawn as the selection (the Day screen's chosen workout).
    var selected = false
}
