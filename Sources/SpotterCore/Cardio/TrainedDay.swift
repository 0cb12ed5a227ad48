/// Was a day trained, and what cardio was logged on it: the one answer for the day summary, the
/// week, the week in review and the daily pass.
///
/// ```swift
/// TrainedDay.isDone(run)                          // true: a run logged is a run done
/// TrainedDay.isTrained(tuesday, workouts: log)    // a finished workout or a run that day
/// TrainedDay.cardio(on: tuesday, workouts: log)   // CardioTotal(sets: 1, meters: 6500, seconds: 2050)
/// ```
/// A workout counts once it is finished; a cardio set (a run, a row, a ride: a set with a distance)
/// counts as soon as it is logged, finished or not, since a run is logged after it was run.
/// `isLogged` is the pass's wider question (any set, even of a workout under way): the evening
/// check-in is silent then too.
public enum TrainedDay {
    public static func isDone(_ workout: Workout) -> Bool {
        workout.finishedAt != nil || workout.sets.contains(where: \.isCardio)
    }

    /// Whether a workout says something was logged: finished, or holding a set (open, a lift or a
    /// run). What the daily pass asks before "still time to log it", so a workout under way at
    /// 19:00 is not nagged about, and what the week in review counts as a session.
    public static func isLogged(_ workout: Workout) -> Bool {
        workout.finishedAt != nil || !workout.sets.isEmpty
    }

    /// How many workouts were logged (`isLogged`) on each day of `workouts`.
    public static func loggedCounts(_ workouts: [Workout]) -> [LocalDate: Int] {
        var out: [LocalDate: Int] = [:]
        for w in workouts where isLogged(w) { out[w.day, default: 0] += 1 }
        return out
    }

    public static func isTrained(_ day: LocalDate, workouts: [Workout]) -> Bool {
        workouts.contains { $0.day == day && isDone($0) }
    }

    /// The cardio sets of `day`'s workouts, added up (warm-ups left out).
    public static func cardio(on day: LocalDate, workouts: [Workout]) -> CardioTotal {
        cardio(workouts.filter { $0.day == day }.flatMap(\.sets))
    }

    public static func cardio(_ sets: [LoggedSet]) -> CardioTotal {
        var total = CardioTotal()
        for set in sets where set.isCardio && set.type.countsTowardTotals {
            total.sets += 1
            total.meters += set.meters ?? 0
            total.seconds += set.durationSeconds ?? 0
        }
        return total
    }
}

/// Cardio added up: how many sets, how far and how long.
public struct CardioTotal: Hashable, Sendable {
    public var sets = 0
    public var meters = 0.0
    public var seconds = 0

    public init(sets: Int = 0, meters: Double = 0, seconds: Int = 0) {
        self.sets = sets
        self.meters = meters
        self.seconds = seconds
    }
}

extension LoggedSet {
    /// A set with a distance: a run, a row, a ride.
    public var isCardio: Bool { meters != nil }
}
