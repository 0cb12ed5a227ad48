/// The line an import ends with: `312 workouts, 8,410 sets, 41 new exercises; 0 already here; times read in Europe/Berlin`.
public enum ImportSummary {
    public static func text(_ batch: ImportBatch, parsed: ParsedImport, zone: String) -> String {
        var text =
            "\(count(batch.workouts.count, "workout")), \(count(batch.setCount, "set")), "
            + "\(count(batch.newExercises.count, "new exercise")); \(grouped(batch.alreadyHere)) already here; "
            + (parsed.source == .spotter ? "times as written, with their offsets" : "times read in \(zone)")
        var skipped: [String] = []
        if parsed.restRows > 0 { skipped.append(count(parsed.restRows, "rest row")) }
        if parsed.emptyRows > 0 { skipped.append(count(parsed.emptyRows, "row") + " without weight, reps or seconds") }
        if !skipped.isEmpty { text += " (skipped: \(skipped.joined(separator: ", ")))" }
        return text
    }

    /// `1 set`, `8,410 sets`.
    static func count(_ n: Int, _ noun: String) -> String { "\(grouped(n)) \(noun)\(n == 1 ? "" : "s")" }

    /// Digits in groups of three: `8,410`.
    public static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return (n < 0 ? "-" : "") + out
    }
}
