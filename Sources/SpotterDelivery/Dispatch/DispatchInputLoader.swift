import Foundation
import SpotterCore
import SpotterStore

/// Reads what the pure decision needs for the local user from the store.
///
/// ```swift
/// let input = try DispatchInputLoader.load(db, now: now, zone: TimeZone(identifier: "America/Bogota")!, forecast: nil)
/// ```
/// The weekly strength schedule and rotations come through the one `DayResolver`, asked as at
/// the start of the day so a session whose time has passed still counts as today's.
public enum DispatchInputLoader {
    public static func load(_ db: SpotterDatabase, now: Date, zone: TimeZone, forecast: Forecast?) throws -> DailyPassInput {
        let prefs = try db.preferences()
        let phased = try db.activePhasedPlan()
        let cal = ZonedCalendar(timeZone: zone)
        let today = cal.day(of: now)
        let stored = try db.plan()
        let finishedToday = try db.finishedWorkouts(from: today, through: today)
        let resolver = DayResolver(
            weekly: stored.weekly, rotations: stored.rotations, now: cal.startOfDay(today), calendar: cal,
            trainedToday: TrainedToday(workouts: finishedToday, today: today))
        let overlays = try db.overlays(from: today.adding(days: -14), through: today.adding(days: 14)).map(\.overlay)
        let logged = try db.loggedWorkoutCounts(from: today.adding(days: -7), through: today)
        return DailyPassInput(
            now: now, zoneIdentifier: zone.identifier, prefs: prefs, plan: phased, overlays: overlays,
            otherSessions: { day in resolver.sessions(on: day).map { .strength(templateId: $0.templateId) } },
            loggedWorkouts: logged, forecast: forecast)
    }
}
