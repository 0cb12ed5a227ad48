import FoundationEssentials

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
    /// Kilograms, as stored.
    public var weight: Double
    public var reps: Int
    /// The reason, in words and in `unit`: `+2.5 kg, all 5×5 done last time` (in lb: `+5.51 lb, …`).
    public var reason: String
    /// The unit the line and the reason show weights in (the `units` setting).
    public var unit: WeightUnit

    public init(weight: Double, reps: Int, reason: String, unit: WeightUnit) {
        self.weight = weight
        self.reps = reps
        self.reason = reason
        self.unit = unit
    }

    /// `62.5×5: +2.5 kg, all 5×5 done last time`; in lb `137.79×5: +5.51 lb, …`.
    public func line(times: String = "×") -> String { "\(unit.text(weight))\(times)\(reps): \(reason)" }
}

/// The one answer to "what do I lift today on this item?": its rule applied to what was really lifted.
///
/// ```swift
/// let item = WorkoutTemplate.Item(exerciseId: "bench", sets: 5, reps: 5, weight: 60, restSeconds: 120,
///                                 progression: ProgressionRule())   // a bare `progress`
/// let plates = PlateSet([25, 20, 10, 5, 2.5, 1.25], .kg), bar = UnitWeight(20, .kg)
/// let today = Progression.prescription(
///     for: item, after: [fiveByFiveAt60], barbell: true, bar: bar, plates: plates, unit: .kg)
/// today?.line()   // "62.5×5: +2.5 kg, all 5×5 done last time" (unit .lb: "137.79×5: +5.51 lb, …")
/// ```
/// The sessions are replayed oldest first from the item's prescription, so the target of each one
/// (the reps a double progression had reached, the short sessions before a deload) is known. A
/// session is judged at its working weight (the one most of its sets were done at): it met the
/// target when at least the item's number of sets at that weight reached the target reps. The next
/// weight starts from that weight, whatever the plan said.
///
/// The step is the rule's own, or else the smallest loadable increment: a pair of the smallest plate
/// (`PlateMath.step`, what `+` adds in the set form). Weights are rounded to the loadable ones,
/// the bar and whole steps of that pair (or of the rule's step when it is smaller: micro plates),
/// in the plates' unit, so pound plates give whole pounds: 135 lb and a pair of 5s is 145 lb.
public enum Progression {
    /// Today's prescription for `item`, or nil when it has no rule (or no weight and reps to move).
    /// `sessions` are that exercise's, oldest first (`ExerciseSession.recent`); `bar` and `plates`
    /// are the settings, `unit` the one the reasons are written in. Before any session, the plan's
    /// weight as a target shows in `unit` (`PlateMath.target`: a barbell's 80 kg is 175 lb).
    public static func prescription(
        for item: WorkoutTemplate.Item, after sessions: [ExerciseSession], barbell: Bool, bar: UnitWeight,
        plates: PlateSet, unit: WeightUnit, times: String = "×"
    ) -> Prescription? {
        guard let rule = item.progression, let startWeight = item.weight, let bottom = item.reps,
            item.durationSeconds == nil
        else { return nil }
        let grid = LoadGrid(rule: rule, bar: bar, plates: plates)
        let top = rule.topReps ?? bottom
        var today = Prescription(
            weight: PlateMath.target(startWeight, in: unit, barbell: barbell, bar: bar, plates: plates), reps: bottom,
            reason: "from the plan, no session yet", unit: unit)
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
                    let heavier = grid.up(from: lifted)
                    let back = rule.topReps == nil ? "" : " and back to \(bottom) reps"
                    today = Prescription(
                        weight: heavier, reps: bottom,
                        reason:
                            "+\(unit.withUnit(heavier - lifted))\(back), all \(item.sets)\(times)\(weakest) done last time",
                        unit: unit)
                } else {
                    let reps = min(top, weakest + 1)
                    let more = reps - target
                    today = Prescription(
                        weight: lifted, reps: reps,
                        reason:
                            "+\(more) rep\(more == 1 ? "" : "s"), all \(item.sets)\(times)\(weakest) done last time",
                        unit: unit)
                }
                continue
            }
            short += 1
            if let deload = rule.deload, short >= deload.afterSessions {
                let lighter = grid.down(lifted * Double(100 - deload.percent) / 100, below: lifted)
                today = Prescription(
                    weight: lighter, reps: target,
                    reason: "-\(deload.percent)% deload, \(short) sessions short of \(item.sets)\(times)\(target)",
                    unit: unit)
                short = 0
                continue
            }
            var reason = "same weight, \(reached) of \(item.sets) sets reached \(target) last time"
            if let deload = rule.deload {
                reason += " (deload after \(deload.afterSessions) short, \(short) so far)"
            }
            today = Prescription(weight: lifted, reps: target, reason: reason, unit: unit)
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
}

/// The weights a progression lands on, in the plates' unit: the bar plus whole grains, where the
/// grain is a pair of the smallest plate (`PlateMath.step`) or the rule's step when that is smaller.
struct LoadGrid {
    /// The plates' unit: the arithmetic is done there, so pound plates give whole pounds.
    let unit: WeightUnit
    /// What a met target adds, in `unit`.
    let step: Double
    let grain: Double
    /// Where the grid starts, in `unit`: the bar.
    let origin: Double

    init(rule: ProgressionRule, bar: UnitWeight, plates: PlateSet) {
        let unit = plates.unit
        let pair = PlateMath.step(plates, in: unit)
        self.unit = unit
        step = rule.step.map { PlateMath.convert($0, from: .kg, to: unit) } ?? pair
        grain = min(pair, step)
        origin = bar.value(in: unit)
    }

    /// The weight after `lifted` (kg) met its target: one step up, on the grid, at least one grain up.
    func up(from lifted: Double) -> Double {
        let floor = unit.amount(lifted) - origin
        var w = ((floor + step) / grain).rounded(.toNearestOrAwayFromZero) * grain
        if w <= floor + 0.001 { w = ((floor / grain).rounded(.down) + 1) * grain }
        return kilograms(w + origin)
    }

    /// `kg` to the nearest weight on the grid (ties down), below `ceiling` (kg) and above 0.
    func down(_ kg: Double, below ceiling: Double) -> Double {
        let top = unit.amount(ceiling) - origin
        var w = ((unit.amount(kg) - origin) / grain - 0.5).rounded(.up) * grain
        if w >= top - 0.001 { w = ((top / grain).rounded(.up) - 1) * grain }
        return kilograms(max(grain, w + origin))
    }

    /// Back to stored kilograms, without the binary noise of a decimal grain (`0.1 * 3`).
    private func kilograms(_ w: Double) -> Double { unit.kilograms((w * 1000).rounded() / 1000) }
}
