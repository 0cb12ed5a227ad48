import Foundation
import SpotterCore

/// The one place that writes the ongoing workout's text: for the title, the ongoing
/// notification and `spotter status`, so lock-screen privacy is applied everywhere at once.
///
/// ```swift
/// ActiveWorkoutLine.text(exercise: "Bench press", ordinal: "set 3 of 5", elapsed: 1453, privacy: .showExercise)
/// // "Bench press · set 3 of 5 · 24:13"
/// ActiveWorkoutLine.text(exercise: "Bench press", ordinal: "set 3 of 5", elapsed: 1453, privacy: .hidden)
/// // "Workout in progress"
/// ```
public enum ActiveWorkoutLine {
    public static let privateText = "Workout in progress"

    public static func text(exercise: String?, ordinal: String?, elapsed: Int, privacy: LockScreenPrivacy) -> String {
        guard privacy == .showExercise else { return privateText }
        return ([exercise, ordinal].compactMap { $0 } + [Format.clock(elapsed)]).joined(separator: " · ")
    }

    /// The terminal title: the rest (or work) countdown first, then the line; "Spotter" with no workout.
    public static func title(_ state: AppState) -> String {
        guard state.workout != nil else { return "Spotter" }
        let row = state.selectedRow
        let line = text(
            exercise: row?.exercise.name, ordinal: row.map(state.setOrdinal), elapsed: state.elapsedSeconds,
            privacy: state.prefs.lockScreen)
        if let work = state.work { return "Work \(Format.clock(work.secondsLeft(at: state.now))) · \(line)" }
        if let rest = state.rest {
            return rest.isOver(at: state.now) ? "Rest over · \(line)" : "Rest \(Format.clock(rest.secondsLeft(at: state.now))) · \(line)"
        }
        return line
    }
}
