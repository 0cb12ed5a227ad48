import FoundationEssentials
import SpotterCore

extension AppState {
    /// The unit weights are typed and shown in (the `units` setting); the form and the plate lines
    /// take it from here, never a literal.
    public var formUnit: WeightUnit { unit }

    /// The warm-up sets suggested before `form`'s set: a new set of a barbell exercise with no
    /// working set yet, towards the typed weight (see `PlateMath.warmups`).
    public func warmups(for form: SetForm) -> [LoggedSet] {
        guard form.editingSetId == nil, screen == .workout, let workout = live.workout,
            plan.exercise(form.exerciseId)?.isBarbell == true,
            !workout.sets.contains(where: { $0.exerciseId == form.exerciseId && $0.type != .warmup }),
            !workout.sets.contains(where: { $0.exerciseId == form.exerciseId && $0.type == .warmup }),
            let weight = form.typedWeight
        else { return [] }
        let unit = form.unit
        return PlateMath.warmups(to: weight, unit, bar: prefs.bar, plates: prefs.plates).enumerated().map { i, w in
            LoggedSet(
                id: "\(workout.id)-\(workout.sets.count + 1 + i)-\(Int((now.timeIntervalSince1970 * 1000).rounded()))",
                exerciseId: form.exerciseId, weight: unit.kilograms(w.weight), reps: w.reps, loggedAt: now,
                type: .warmup)
        }
    }

    /// The form's plate line: "per side 20 + 1.25 (bar 20kg)", or what can be loaded instead.
    public func plateLine(for form: SetForm) -> String? {
        guard plan.exercise(form.exerciseId)?.isBarbell == true, let weight = form.typedWeight else { return nil }
        let unit = form.unit
        switch PlateMath.load(weight, unit, bar: prefs.bar, plates: prefs.plates) {
        case .loaded(let perSide):
            let plates = perSide.isEmpty ? "none" : perSide.map(Format.weight).joined(separator: " ")
            return "Per side: \(plates) \(prefs.plates.unit.rawValue) (bar \(prefs.bar.text))"
        case .cannot(let below, let above):
            let near = [below, above].compactMap { $0 }.map { "\(Format.weight($0))" }.joined(separator: " or ")
            return "\(Format.weight(weight)) \(unit.rawValue) can't be loaded: \(near)"
        }
    }
}
