/// Which exercises count the lifter's body weight, and the sets with it counted: the one owner of
/// "a pull-up at 82 kg body weight moves 82 kg", as Hevy counts it.
///
/// ```swift
/// BodyWeightLoad.counts(pullUp)     // true: the catalogue says body weight, reps
/// BodyWeightLoad.counts(plank)      // false: timed
/// let shown = BodyWeightLoad.apply(workouts, exercises: plan.exercises, weights: try db.bodyWeights())
/// shown[0].sets[0].volume           // (82.4 + 0) × 8 for 8 pull-ups on a day weighed at 82.4 kg
/// ```
/// The body weight of a day is `BodyWeightTrend.weight(on:in:)`: that day's entry, else the latest
/// before it; with none, a body-weight set stays as it was (no weight, no volume). A weighted
/// variant (weighted pull-up, equipment body weight) adds its belt weight to the body weight.
public enum BodyWeightLoad {
    public static func counts(_ exercise: Exercise) -> Bool {
        // One entry each, not the whole catalogue: finishing a workout in the TUI asks this.
        let profile = ExerciseCatalogue.profileReadAlone(of: exercise)
        guard profile.equipment == .bodyweight else { return false }
        return profile.kind == .reps || profile.kind == .weightReps
    }

    /// `workouts` with `bodyWeightKg` set on every set of a body-weight exercise, for volume and e1RM.
    public static func apply(_ workouts: [Workout], exercises: [Exercise], weights: [BodyWeight]) -> [Workout] {
        guard !weights.isEmpty else { return workouts }
        let counted = Set(exercises.filter(counts).map(\.id))
        guard !counted.isEmpty else { return workouts }
        return workouts.map { workout in
            var w = workout
            let kg = BodyWeightTrend.weight(on: w.day, in: weights)
            for i in w.sets.indices where counted.contains(w.sets[i].exerciseId) && w.sets[i].reps != nil {
                w.sets[i].bodyWeightKg = kg
            }
            return w
        }
    }
}
