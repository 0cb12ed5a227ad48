import FoundationEssentials
import SpotterCore
import SpotterStore

/// The live session in one line, with lock-screen privacy: what `spotter status` prints and what
/// the ongoing desktop notification shows.
///
/// ```swift
/// try LiveStatusLine.read(db: db, now: now).text   // "Push · Bench press · set 3 of 5 · 24:13 · rest 01:12"
/// ```
public struct LiveStatusLine: Sendable, Equatable {
    public var text: String
    public var tooltip: String
    /// `resting`, `rest-paused`, `rest-over`, `training` or `idle`: a CSS class for bars.
    public var `class`: String
    public var restSeconds: Int?
    /// The title for the ongoing notification: the workout's name, or the private text.
    public var title: String
    /// The line without the title: "Bench press · set 3 of 5 · 24:13 · rest 01:12", from
    /// `ActiveWorkoutLine`, the same text the terminal title shows.
    public var detail: String
    public var workoutId: String?
    /// When the text next changes by itself (the workout's clock or the rest countdown ticks);
    /// nil when only a change in the store can change it. What `spotter status --follow` sleeps until.
    public var changesAt: Date?

    /// No workout open: an empty line.
    public static let idle = LiveStatusLine(
        text: "", tooltip: "no workout in progress", class: "idle", restSeconds: nil, title: "", detail: "",
        workoutId: nil, changesAt: nil)

    public static func read(db: SpotterDatabase, now: Date) throws -> LiveStatusLine {
        // One snapshot for the five reads: a status bar asks every second.
        try db.connection.reading { try line(db: db, now: now) }
    }

    private static func line(db: SpotterDatabase, now: Date) throws -> LiveStatusLine {
        // Only what the line prints: no notes, no supersets, the rest countdown, one exercise's name.
        guard let workout = try db.openWorkout(notes: false) else { return idle }
        let lockScreen = try db.lockScreen()
        let rest = try db.restCountdown(workoutId: workout.id)
        let elapsed = WholeSeconds.of(now.timeIntervalSince(workout.startedAt))
        let hidden = lockScreen == .hidden
        let template = try workout.templateId.flatMap { try db.templates(id: $0, supersets: false).first }
        let title = hidden ? ActiveWorkoutLine.privateText : (template?.name ?? "Workout")
        let at = ActiveWorkoutLine.currentExercise(of: workout, template: template)
        // The name shows only with the exercise shown.
        let name = try at.map {
            lockScreen == .showExercise ? try db.exerciseName(id: $0.exerciseId) ?? $0.exerciseId : ""
        }
        let line = ActiveWorkoutLine.text(exercise: name, ordinal: at?.ordinal, elapsed: elapsed, privacy: lockScreen)
        // Private: the title already says "Workout in progress"; only the countdown follows.
        var detail: [String] = hidden ? [] : [line]
        var cls = "training"
        var left: Int?
        // The workout's clock (whole seconds since the start) shows only with the exercise shown.
        var changesAt =
            lockScreen == .showExercise ? workout.startedAt.addingTimeInterval(Double(elapsed + 1)) : nil
        if let ends = rest?.endsAt {
            let paused = rest?.pausedAt
            // A rest stored without its start (an older row) has no length to hold it to.
            let s = RestClock.secondsLeft(
                startedAt: rest?.startedAt ?? .distantPast, endsAt: ends, pausedAt: paused, now: now)
            left = s
            if paused != nil {
                // Paused: the text holds until something else changes it (no tick to wait for).
                detail.append("rest \(ActiveWorkoutLine.clock(s)) paused")
                cls = "rest-paused"
            } else {
                // Rounded up: it reads s - 1 from s - 1 seconds before the end.
                if s > 0 {
                    let tick = ends.addingTimeInterval(-Double(s - 1))
                    changesAt = min(changesAt ?? tick, tick)
                }
                detail.append(s > 0 ? "rest \(ActiveWorkoutLine.clock(s))" : "rest over")
                cls = s > 0 ? "resting" : "rest-over"
            }
        }
        let text = ([title] + detail).joined(by: " · ")
        return LiveStatusLine(
            text: text, tooltip: text, class: cls, restSeconds: left, title: title,
            detail: detail.joined(by: " · "),
            workoutId: workout.id, changesAt: changesAt)
    }

    /// The line for waybar's `return-type: json`, keys sorted; title, detail and the id stay internal.
    ///
    /// ```swift
    /// line.json  // {"class":"resting","rest_seconds":72,"text":"Push · 24:13 · rest 01:12","tooltip":"…"}
    /// ```
    /// Written out here rather than by `JSONEncoder`: a bar runs this every second, and the
    /// encoder's first use costs a `status` call more memory than everything else it does.
    public var json: String {
        var out = "{\"class\":" + JSONText.quoted(`class`)
        if let restSeconds { out += ",\"rest_seconds\":\(restSeconds)" }
        return out + ",\"text\":" + JSONText.quoted(text) + ",\"tooltip\":" + JSONText.quoted(tooltip) + "}"
    }
}
