/// The line an import ends with: `312 workouts, 8,410 sets, 41 new exercises; 0 already here; times read in Europe/Berlin`.
///
/// What else it says, only when there is something to say: the workouts recognised as another
/// app's copy (`12 already here (12 recognised from Strong)`) and the rows skipped (rest rows,
/// empty rows); after the layout, `remarks`: how the file's times were read (FitNotes: each day
/// one workout at noon), failed attempts and reps past the set form's limit
/// (`unusual, kept: 4,500 reps at line 812`).
public enum ImportSummary {
    /// Unusual sets named by line before "and N more".
    public static let unusualShown = 5

    public static func text(_ batch: ImportBatch, parsed: ParsedImport, zone: String) -> String {
        var text =
            "\(count(batch.workouts.count, "workout")), \(count(batch.setCount, "set")), "
            + "\(count(batch.newExercises.count, "new exercise"))"
            + (batch.bodyWeights.isEmpty ? "" : ", \(count(batch.bodyWeights.count, "body weight"))")
            + "; \(grouped(batch.alreadyHere)) already here"
        if !batch.alreadyFrom.isEmpty {
            let from = batch.alreadyFrom.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
                .map { "\(grouped($0.value)) recognised from \($0.key)" }
            text += " (\(from.joined(separator: ", ")))"
        }
        switch parsed.source {
        case .spotter: text += "; times as written, with their offsets"
        case .liftosaur: text += "; times as written, in UTC"
        default: text += "; times read in \(zone)"
        }
        var skipped: [String] = []
        if parsed.restRows > 0 { skipped.append(count(parsed.restRows, "rest row")) }
        if parsed.emptyRows > 0 {
            skipped.append(count(parsed.emptyRows, "row") + " without weight, reps, seconds or distance")
        }
        if !skipped.isEmpty { text += " (skipped: \(skipped.joined(separator: ", ")))" }
        return text
    }

    /// What the summary says after the layout: `; FitNotes writes no time of day: …; 1 failed
    /// attempt (a weight, 0 reps); unusual, kept: 4,500 reps at line 142`; "" when nothing.
    public static func remarks(_ parsed: ParsedImport) -> String {
        var text = ""
        if let note = parsed.readingNote { text += "; \(note)" }
        if parsed.failedAttempts > 0 {
            text += "; \(count(parsed.failedAttempts, "failed attempt")) (a weight, 0 reps)"
        }
        if !parsed.unusual.isEmpty {
            let named = parsed.unusual.prefix(unusualShown).map { "\($0.message) at line \($0.line)" }
            let more = parsed.unusual.count - unusualShown
            text +=
                "; unusual, kept: \(named.joined(separator: ", "))\(more > 0 ? " and \(grouped(more)) more" : "")"
        }
        return text
    }

    /// `1 set`, `8,410 sets`.
    static func count(_ n: Int, _ noun: String) -> String { "\(grouped(n)) \(noun)\(n == 1 ? "" : "s")" }

    /// Digits in groups of three: `8,410`.
    public static func grouped(_ n: Int) -> String { NumberText.grouped(n) }
}
