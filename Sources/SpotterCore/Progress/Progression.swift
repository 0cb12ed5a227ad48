import Foundation

/// One finished workout's sets of one exercise, as a progression rule reads them.
public struct ExerciseSession: Hashable, Sendable {
    public var startedAt: Date
    /// The sets that count (`SetType.countsTowardTotals`: warm-ups never do) with a weight and
    /// reps, in the order they were logged.
    public var sets: [LoggedSet]

    public init(startedAt: Date, sets: [LoggedSet]) {
        self.startedAt = startedAt
        self.sets = sets
    }

    /// How many sessions a rule looks back over: enough to count a deload's short sessions.
    public static let lookBack = 24

    /// The latest `limit` sessions of an exercise among `workouts`, oldest first. Open workouts
    /// (today's, not finished) and sessions with only warm-ups or timed sets are left out.
    public static func recent(of exerciseId: String, in workouts: [Workout], limit: Int = lookBack)
        -> [ExerciseSession]
    {
        let sessions = workouts.filter { $0.finishedAt != nil }.sorted { $0.startedAt < $1.startedAt }
            .compactMap { workout -> ExerciseSession? in
                let sets = workout.sets.filter {
                    $0.exerciseId == exerciseId && $0.type.countsTowardTotals && $0.weight != nil && $0.reps != nil
                }
                return sets.isEmpty ? nil : ExerciseSession(startedAt: workout.startedAt, sets: sets)
            }
        return Array(sessions.suffix(limit))
    }
}

/// What to lift today and why: `62.5×5: +2.5 kg, all 5×5 done last time`.
public struct Prescription: Hashable, Sendable {
    public var weight: Double
    public var reps: Int
    /// The reason, in words: `+2.5 kg, all 5×5 done last time`.
    public var reason: String

    public init(weight: Double, reps: Int, reason: String) {
        self.weight = weight
        self.reps = reps
        self.reason = reason
    }

    /// `62.5×5: +2.5 kg, all 5×5 done last time`.
    public func line(times: String = "×") -> String { "\(SetValue.weightText(weight))\(times)\(reps): \(reason)" }
}

/// The one answer to "what do I lift today on this item?": its rule applied to what was really lifted.
///
/// ```swift
/// let item = WorkoutTemplate.Item(exerciseId: "bench", sets: 5, reps: 5, weight: 60, restSeconds: 120,
///                                 progression: ProgressionRule(step: 2.5))
/// let today = Progression.prescription(for: item, after: [fiveByFiveAt60])
/// today?.line()   // "62.5×5: +2.5 kg, all 5×5 done last time"
/// ```
/// The sessions are replayed oldest first from the item's prescription, so the target of each one
/// (the reps a double progression had reached, the short sessions before a deload) is known. A
/// session is judged at its working weight (the one most of its sets were done at): it met the
/// target when at least the item's number of sets at that weight reached the target reps. The next
/// weight starts from that weight, whatever the plan said.
public enum Progression {
    /// The smallest weight a lifter can add to a bar: a pair of 1.25 kg plates.
    public static let defaultLoadStep = 2.5

    /// Today's prescription for `item`, or nil when it has no rule (or no weight and reps to move).
    /// `sessions` are that exercise's, oldest first (`ExerciseSession.recent`). Weights are rounded
    /// to the nearest loadable weight: multiples of `loadStep`, or of the rule's step when that is
    /// smaller (micro plates).
    public static func prescription(
        for item: WorkoutTemplate.Item, after sessions: [ExerciseSession], loadStep: Double = defaultLoadStep,
        times: String = "×"
    ) -> Prescription? {
        guard let rule = item.progression, let startWeight = item.weight, let bottom = item.reps,
            item.durationSeconds == nil
        else { return nil }
        let grain = min(loadStep, rule.step)
        let top = rule.topReps ?? bottom
        var today = Prescription(weight: startWeight, reps: bottom, reason: "from the plan, no session yet")
        var short = 0
        for session in sessions {
            guard let lifted = workingWeight(session.sets) else { continue }
            let target = today.reps
            // The best `item.sets` sets at the working weight: what the session is judged on.
            let atWeight = session.sets.filter { ($0.weight ?? 0) == lifted }.compactMap(\.reps)
                .sorted(by: >).prefix(item.sets)
            let reached = atWeight.filter { $0 >= target }.count
            let weakest = atWeight.min() ?? 0
            if reached >= item.sets {
                short = 0
                if weakest >= top {
                    let heavier = up(lifted + rule.step, above: lifted, grain: grain)
                    let back = rule.topReps == nil ? "" : " and back to \(bottom) reps"
                    today = Prescription(
                        weight: heavier, reps: bottom,
                        reason:
                            "+\(SetValue.weightText(heavier - lifted)) kg\(back), all \(item.sets)\(times)\(weakest) done last time"
                    )
                } else {
                    let reps = min(top, weakest + 1)
                    let more = reps - target
                    today = Prescription(
                        weight: lifted, reps: reps,
                        reason:
                            "+\(more) rep\(more == 1 ? "" : "s"), all \(item.sets)\(times)\(weakest) done last time")
                }
                continue
            }
            short += 1
            if let deload = rule.deload, short >= deload.afterSessions {
                let lighter = down(lifted * Double(100 - deload.percent) / 100, below: lifted, grain: grain)
                today = Prescription(
                    weight: lighter, reps: target,
                    reason: "-\(deload.percent)% deload, \(short) sessions short of \(item.sets)\(times)\(target)")
                short = 0
                continue
            }
            var reason = "same weight, \(reached) of \(item.sets) sets reached \(target) last time"
            if let deload = rule.deload {
                reason += " (deload after \(deload.afterSessions) short, \(short) so far)"
            }
            today = Prescription(weight: lifted, reps: target, reason: reason)
        }
        return today
    }

    /// The weight most sets were done at (of two, the heavier): a top single or a lighter back-off
    /// set does not move it.
    static func workingWeight(_ sets: [LoggedSet]) -> Double? {
        var counts: [Double: Int] = [:]
        for w in sets.compactMap(\.weight) { counts[w, default: 0] += 1 }
        return counts.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key
    }

    /// `kg` to the nearest multiple of `grain` (ties up), and at least one grain above `floor`.
    static func up(_ kg: Double, above floor: Double, grain: Double) -> Double {
        var w = (kg / grain).rounded(.toNearestOrAwayFromZero) * grain
        if w <= floor + 0.001 { w = ((floor / grain).rounded(.down) + 1) * grain }
        return clean(w)
    }

    /// `kg` to the nearest multiple of `grain` (ties down), below `ceiling` and above 0.
    static func down(_ kg: Double, below ceiling: Double, grain: Double) -> Double {
        var w = (kg / grain - 0.5).rounded(.up) * grain
        if w >= ceiling - 0.001 { w = ((ceiling / grain).rounded(.up) - 1) * grain }
        return clean(max(grain, w))
    }

    /// Drops the binary noise of multiplying by a decimal grain (`0.1 * 3`).
    private static func clean(_ kg: Double) -> Double { (kg * 1000).rounded() / 1000 }
}
