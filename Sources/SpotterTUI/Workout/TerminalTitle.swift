import FoundationEssentials
import SpotterCore

extension ActiveWorkoutLine {
    /// The terminal title: the rest (or work) countdown first, then the line; "Spotter" with no workout.
    public static func title(_ state: AppState) -> String {
        guard state.live.workout != nil else { return "Spotter" }
        let row = state.selectedRow
        let line = text(
            exercise: row?.exercise.name, ordinal: row.map { state.setOrdinal($0) }, elapsed: state.elapsedSeconds,
            privacy: state.prefs.lockScreen)
        if let work = state.live.work { return "Work \(Format.clock(work.secondsLeft(at: state.now))) · \(line)" }
        if let rest = state.live.rest {
            if rest.isPaused { return "Rest \(Format.clock(rest.secondsLeft(at: state.now))) paused · \(line)" }
            return rest.isOver(at: state.now)
                ? "Rest over · \(line)" : "Rest \(Format.clock(rest.secondsLeft(at: state.now))) · \(line)"
        }
        return line
    }
}
