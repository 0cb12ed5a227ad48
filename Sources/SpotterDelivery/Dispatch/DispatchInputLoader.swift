import FoundationEssentials
import SpotterCore
import SpotterStore

/// Reads what the pure decision needs for the local user from the store.
///
/// ```swift
/// let input = try DispatchInputLoader.load(db, now: now, zone: SystemZones.shared.zone(named: "America/Bogota")!, forecast: nil)
/// ```
/// The decision reads days through the one `DayResolver` (schedule, rotations, phased plan, overlays).
public enum DispatchInputLoader {
    public static func load(_ db: SpotterDatabase, now: Date, zone: Zone, forecast: Forecast?) throws
        -> DailyPassInput
    {
        let prefs = try db.preferences()
        // A stored plan that no longer reads is a broken record: skip this user's reports, say why.
        var broken: String?
        var phased: PhasedPlan?
        do { phased = try db.activePhasedPlan() } catch { broken = "\(error)" }
        let cal = ZonedCalendar(timeZone: zone)
        let today = cal.day(of: now)
        let stored = try db.plan()
        let finishedToday = try db.finishedWorkouts(from: today, through: today)
        let horizon = PlanningHorizon.dayCount
        let overlays = try db.overlays(from: today.adding(days: -horizon), through: today.adding(days: horizon))
            .map(\.overlay)
        let logged = try db.loggedWorkoutCounts(from: today.adding(days: -7), through: today)
        var input = DailyPassInput(
            now: now, zone: zone, prefs: prefs, plan: phased, overlays: overlays,
            weekly: stored.weekly, rotations: stored.rotations,
            trainedToday: TrainedToday(workouts: finishedToday, today: today),
            loggedWorkouts: logged, forecast: forecast)
        input.loggedCardio = try db.loggedCardio(from: today.adding(days: -7), through: today)
        input.brokenRecord = broken
        input.templateNames = Dictionary(stored.templates.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        return input
    }
}
