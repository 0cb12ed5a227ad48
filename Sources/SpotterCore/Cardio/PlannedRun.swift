/// A run the phased plan asks for on a day: its type, distance and target pace.
///
/// ```swift
/// let runs = PlannedRun.runs(of: resolver.resolvedDay(tuesday), plan: plan)
/// runs.first?.km           // 6.5
/// runs.first?.targetPace   // 372 (seconds per km: race pace × the easy factor); nil without a race pace
/// ```
public struct PlannedRun: Hashable, Sendable {
    public var type: RunType
    public var km: Double
    /// Seconds per kilometre, from the plan's race pace (`PhasedPlan.targetPace`).
    public var targetPace: Int?

    public init(type: RunType, km: Double, targetPace: Int? = nil) {
        self.type = type
        self.km = km
        self.targetPace = targetPace
    }

    /// The runs of a resolved day, in the plan's order.
    public static func runs(of day: ResolvedDay, plan: PhasedPlan?) -> [PlannedRun] {
        day.training.compactMap { session in
            guard case .run(let type, let km) = session else { return nil }
            return PlannedRun(type: type, km: km, targetPace: plan?.targetPace(type))
        }
    }
}
