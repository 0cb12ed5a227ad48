import Foundation
import SpotterCore
import SpotterStore

/// The store calls the effect runner (`LiveApp.perform`) makes, and no others.
///
/// ```swift
/// let store: any RunnerStore = try SpotterDatabase.open(path: paths.databaseFile)
/// let workout = try store.startWorkout(templateId: "push", rotationId: nil, day: today, at: now)
/// try store.logSet(set, in: workout.id)   // durable when it returns
/// ```
/// `SpotterDatabase` is the one store; the protocol says what the screens may do to it.
protocol RunnerStore: AnyObject {
    func startWorkout(templateId: String?, rotationId: String?, day: LocalDate, at now: Date) throws -> Workout
    @discardableResult func logSet(_ set: LoggedSet, in workoutId: String) throws -> LoggedSet
    func deleteSet(id: String) throws
    func mergeLiveSession(_ record: LiveSessionRecord, previous: LiveSessionRecord?, at now: Date) throws
        -> LiveSessionRecord
    func setRestAlertConsent(_ answer: ConsentAnswer, at now: Date) throws
    func finishWorkout(id: String, at now: Date) throws
    func clearLiveSession(workoutId: String) throws
    func workout(id: String) throws -> Workout?
    /// Changes only when another connection commits.
    func dataVersion() throws -> Int
    func preferences() throws -> NotificationPreferences
    func setPreference(_ name: String, to text: String, zone: TimeZone) throws
    /// Everything the screens show, for the week that holds `now` (`Snapshot.load`).
    func snapshot(now: Date, calendar: ZonedCalendar) throws -> Snapshot
}

extension SpotterDatabase: RunnerStore {
    func snapshot(now: Date, calendar: ZonedCalendar) throws -> Snapshot {
        try Snapshot.load(from: self, now: now, calendar: calendar)
    }
}
