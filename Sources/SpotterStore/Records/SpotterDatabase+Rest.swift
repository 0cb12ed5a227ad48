import FoundationEssentials
import SpotterCore

/// Rest's own columns of the live session (migration 8) and the template rest it can change.
///
/// ```swift
/// var live = try db.liveSession(workoutId: w.id)!
/// live.restPausedAt = now                 // paused: the end instant stays stored
/// live.restOverrides["bench"] = 120       // this workout rests 2 min after bench
/// try db.saveLiveSession(live, at: now)
/// try db.setTemplateRest(templateId: "push", exerciseId: "bench", seconds: 120)  // from now on
/// ```
extension SpotterDatabase {
    /// A workout's rest countdown alone, in one read: what `spotter status` shows of the live
    /// session, every second, without the rest of the row and its overrides. Nil with no row.
    ///
    /// ```swift
    /// try db.restCountdown(workoutId: w.id)?.endsAt  // the stored end, also while paused
    /// ```
    public func restCountdown(workoutId: String) throws -> (startedAt: Date?, endsAt: Date?, pausedAt: Date?)? {
        try connection.query(
            "SELECT rest_started_at, rest_ends_at, rest_paused_at FROM live_session WHERE workout_id = ?", workoutId
        ) { ($0.optionalDate(0), $0.optionalDate(1), $0.optionalDate(2)) }.first
    }

    /// Reads `rest_paused_at` and `rest_overrides` into `record`, inside the caller's read.
    func restExtras(_ record: inout LiveSessionRecord) throws {
        let row = try connection.query(
            "SELECT rest_paused_at, rest_overrides FROM live_session WHERE workout_id = ?", record.workoutId
        ) { ($0.optionalDate(0), $0.string(1)) }.first
        record.restPausedAt = row?.0
        record.restOverrides = Self.overrides(from: row?.1 ?? "")
    }

    /// Writes `rest_paused_at` and `rest_overrides`, inside the caller's write of the row.
    func writeRestExtras(_ record: LiveSessionRecord) throws {
        try connection.run(
            "UPDATE live_session SET rest_paused_at = ?, rest_overrides = ? WHERE workout_id = ?",
            record.restPausedAt, Self.overridesText(record.restOverrides), record.workoutId)
    }

    /// `bench=120,squat=180`, sorted by id so the same overrides always read the same.
    static func overridesText(_ overrides: [String: Int]) -> String {
        overrides.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    }

    /// The overrides from their stored text; a pair that does not read is left out.
    static func overrides(from text: String) -> [String: Int] {
        var result: [String: Int] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, let seconds = Int(parts[1]), seconds >= 0 else { continue }
            result[String(parts[0])] = seconds
        }
        return result
    }

    /// Makes `seconds` the rest after `exerciseId` in the template (every item of it there); returns
    /// how many items changed (0: the template has no such exercise).
    @discardableResult
    public func setTemplateRest(templateId: String, exerciseId: String, seconds: Int) throws -> Int {
        try connection.run(
            "UPDATE template_items SET rest_seconds = ? WHERE template_id = ? AND exercise_id = ?", max(0, seconds),
            templateId, exerciseId)
    }
}
