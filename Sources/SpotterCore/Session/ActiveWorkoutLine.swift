/// The one place that writes the ongoing workout's text: the terminal title, the ongoing desktop
/// notification and `spotter status` all use it, so lock-screen privacy applies everywhere at once.
///
/// ```swift
/// ActiveWorkoutLine.text(exercise: "Bench press", ordinal: "set 3 of 5", elapsed: 1453, privacy: .showExercise)
/// // "Bench press · set 3 of 5 · 24:13"
/// ActiveWorkoutLine.text(exercise: "Bench press", ordinal: "set 3 of 5", elapsed: 1453, privacy: .hidden)
/// // "Workout in progress"
/// ```
public enum ActiveWorkoutLine {
    /// What every text about the live workout says when lock-screen privacy is on.
    public static let privateText = "Workout in progress"

    public static func text(exercise: String?, ordinal: String?, elapsed: Int, privacy: LockScreenPrivacy) -> String {
        guard privacy == .showExercise else { return privateText }
        var line = ""
        if let exercise { line += exercise + " · " }
        if let ordinal { line += ordinal + " · " }
        return line + clock(elapsed)
    }

    /// The exercise a workout is at, seen from outside the screen (no cursor): the exercise of the
    /// last logged set while it has target sets left, else the template's first exercise with sets
    /// left, else the last one trained. Returns its name and the ordinal of its next set, both
    /// from `NextSet` (warm-ups count toward no target), as the workout's row counts them.
    public static func current(of workout: Workout, template: WorkoutTemplate?, exercises: [Exercise])
        -> (exercise: String, ordinal: String)?
    {
        guard let at = currentExercise(of: workout, template: template) else { return nil }
        return (exercises.first { $0.id == at.exerciseId }?.name ?? at.exerciseId, at.ordinal)
    }

    /// `current` by the exercise's id, for a caller that then reads that one name only
    /// (`spotter status`, every second, instead of the whole list of exercises).
    ///
    /// ```swift
    /// ActiveWorkoutLine.currentExercise(of: workout, template: push)  // ("bench", "set 3 of 5")
    /// ```
    public static func currentExercise(of workout: Workout, template: WorkoutTemplate?)
        -> (exerciseId: String, ordinal: String)?
    {
        func next(_ id: String) -> NextSet {
            NextSet.after(
                workout.sets.filter { $0.exerciseId == id },
                target: template?.items.first { $0.exerciseId == id }?.sets)
        }
        func hasSetsLeft(_ id: String) -> Bool { next(id).hasSetsLeft }

        let last = workout.sets.max { $0.loggedAt < $1.loggedAt }?.exerciseId
        let id: String?
        if let last, hasSetsLeft(last) {
            id = last
        } else if let next = template?.items.first(where: { hasSetsLeft($0.exerciseId) })?.exerciseId {
            id = next
        } else {
            id = last ?? template?.items.first?.exerciseId
        }
        guard let id else { return nil }
        return (id, next(id).ordinal)
    }

    /// `mm:ss`, or `h:mm:ss` from an hour on.
    public static func clock(_ seconds: Int) -> String {
        let s = max(0, seconds)
        let h = s / 3600
        let m = (s % 3600) / 60
        let sec = s % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(sec))" : "\(two(m)):\(two(sec))"
    }
}
