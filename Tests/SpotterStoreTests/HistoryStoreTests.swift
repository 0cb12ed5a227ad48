import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterStore

/// The log's store: set types through migration 6, the history queries, and edits of past sets and workouts.
@Suite("The log in the store: set types, history queries, past edits")
struct HistoryStoreTests {
    static let berlin = ZonedCalendar(timeZone: Zone.named("Europe/Berlin"))
    static func day(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }
    static func at(_ iso: String, _ hhmm: String) -> Date { berlin.instant(day(iso), LocalTime(hhmm: hhmm)!) }

    /// A finished workout on `iso` with the given sets, saved the way the TUI and `spotter log` save them.
    @discardableResult
    static func finished(_ db: SpotterDatabase, _ iso: String, _ sets: [(String, Double?, Int?, SetType)]) throws
        -> Workout
    {
        let start = at(iso, "18:00")
        let w = try db.startWorkout(templateId: "push", day: day(iso), at: start)
        for (i, s) in sets.enumerated() {
            try db.logSet(
                LoggedSet(
                    id: "\(iso)-\(i)", exerciseId: s.0, weight: s.1, reps: s.2, loggedAt: start + Double(60 * (i + 1)),
                    type: s.3),
                in: w.id)
        }
        try db.finishWorkout(id: w.id, at: start + 3600)
        return try #require(try db.workout(id: w.id))
    }

    @Test("a version-5 file migrates to 6: its sets read as working, a bogus type is refused, the log's indexes exist")
    func migrationKeepsOldSetsWorking() throws {
        let scratch = ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/data", withIntermediateDirectories: true)
        do {
            // The file exactly as the previous release wrote it: migrations 1–5, then a workout with sets.
            let old = try SQLiteConnection(path: scratch.database)
            for m in Migrations.all where m.version <= 5 { try old.execute(m.sql) }
            try old.execute("PRAGMA user_version = 5")
            try old.execute(
                """
                INSERT INTO exercises VALUES ('bench', 'Bench press', 'reps');
                INSERT INTO workouts(id, template_id, rotation_id, day, started_at, finished_at) VALUES ('w', NULL, NULL, '2026-11-30', 1000, 2000);
                INSERT INTO sets(id, workout_id, exercise_id, weight, reps, rpe, duration_seconds, logged_at)
                    VALUES ('s1', 'w', 'bench', 60, 5, 8, NULL, 1100), ('s2', 'w', 'bench', 62.5, 5, NULL, NULL, 1200);
                """)
        }
        let db = try SpotterDatabase.open(path: scratch.database)
        #expect(try db.schemaVersion() == Migrations.latestVersion)
        let w = try #require(try db.workout(id: "w"))
        #expect(w.sets.map(\.type) == [.working, .working])
        #expect(w.sets.map(\.weight) == [60, 62.5])
        #expect(try db.finishedWorkouts(since: nil, until: nil).first?.sets.map(\.type) == [.working, .working])
        #expect(throws: (any Error).self) {
            try db.connection.execute("UPDATE sets SET type = 'heavy' WHERE id = 's1'")
        }
        let indexes = try db.connection.query("SELECT name FROM sqlite_master WHERE type = 'index'") { $0.string(0) }
        #expect(Set(["sets_exercise", "workouts_finished", "outbox_day"]).isSubset(of: Set(indexes)))
    }

    @Test("set types round-trip; history by day range and exercise keeps whole workouts, oldest first, open ones out")
    func historyQueries() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        try Self.finished(db, "2026-11-23", [("squat", 80, 5, .working)])
        try Self.finished(
            db, "2026-11-30", [("bench", 40, 10, .warmup), ("bench", 60, 5, .working), ("ohp", 30, 8, .drop)])
        try Self.finished(db, "2026-12-02", [("pullup", nil, 8, .failure)])
        _ = try db.startWorkout(templateId: nil, day: Self.day("2026-12-02"), at: Self.at("2026-12-02", "20:00"))

        let all = try db.finishedWorkouts(since: nil, until: nil)
        #expect(all.map(\.day.iso) == ["2026-11-23", "2026-11-30", "2026-12-02"])
        #expect(all[1].sets.map(\.type) == [.warmup, .working, .drop])
        #expect(all[2].sets.first?.type == .failure && all[2].sets.first?.weight == nil)
        #expect(try db.finishedWorkouts(since: Self.day("2026-11-30"), until: nil).count == 2)
        #expect(try db.finishedWorkouts(since: nil, until: Self.day("2026-11-30")).count == 2)
        #expect(
            try db.finishedWorkouts(since: Self.day("2026-11-24"), until: Self.day("2026-12-01")).map(\.day.iso) == [
                "2026-11-30"
            ])
        let benched = try db.finishedWorkouts(since: nil, until: nil, exerciseId: "bench")
        #expect(benched.map(\.day.iso) == ["2026-11-30"])
        #expect(benched.first?.sets.count == 3, "every set of a matching workout, not only the bench sets")
        #expect(try db.workouts(on: Self.day("2026-12-02")).map(\.isOpen) == [false, true])
        #expect(try db.workouts(from: Self.day("2026-11-30"), through: Self.day("2026-12-06")).count == 3)
        // A warm-up never sets a record.
        #expect(try db.bestWeight(of: "bench", excludingWorkout: nil) == 60)
    }

    @Test("a day's outbox entries and delivery log lines, by the local day in Berlin, claims left out")
    func dayNotifications() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let monday = Self.day("2026-11-30")
        let now = Self.at("2026-11-29", "12:00")
        try db.replaceOutbox(
            .plan,
            with: [
                PlannedNotification(
                    id: "r", kind: .workoutReminder, fireAt: Self.at("2026-11-30", "18:00"), title: "Push", body: "",
                    day: monday),
                // About Monday, but firing on Sunday evening: still Monday's.
                PlannedNotification(
                    id: "e", kind: .workoutReminder, fireAt: Self.at("2026-11-29", "23:30"), title: "Early", body: "",
                    day: monday),
                PlannedNotification(
                    id: "g", kind: .weeklyGoal, fireAt: Self.at("2026-11-30", "00:30"), title: "Goal", body: ""),
                PlannedNotification(
                    id: "t", kind: .weeklyGoal, fireAt: Self.at("2026-12-01", "00:30"), title: "Tue", body: ""),
            ], now: now)
        #expect(try db.outboxEntries(about: monday, calendar: Self.berlin).map(\.id) == ["e", "g", "r"])
        for (id, time, outcome) in [
            ("a", "2026-11-29 23:59", "shown"), ("b", "2026-11-30 00:01", "shown"),
            ("c", "2026-11-30 18:00", "claimed"), ("d", "2026-11-30 23:59", "failed"),
        ] {
            let parts = time.split(separator: " ").map(String.init)
            try db.logDelivery(
                DeliveryRecord(
                    notificationId: id, kind: "workout-reminder", at: Self.at(parts[0], parts[1]), channel: "desktop",
                    outcome: outcome))
        }
        #expect(try db.deliveries(on: monday, calendar: Self.berlin).map(\.notificationId) == ["b", "d"])
    }

    @Test("editing and deleting a past set, and deleting a whole workout, are durable and refuse an unknown id")
    func pastEdits() throws {
        let scratch = ScratchFolder()
        var ids: [String] = []
        do {
            let db = try SpotterDatabase.open(path: scratch.database)
            let w = try Self.finished(db, "2026-11-30", [("bench", 60, 5, .working), ("bench", 40, 10, .working)])
            let gone = try Self.finished(db, "2026-12-02", [("squat", 80, 5, .working)])
            ids = [w.id, gone.id]
            var edited = w.sets[1]
            edited.type = .warmup
            edited.weight = 42.5
            edited.rpe = 6
            try db.editSet(edited)
            // The live workout's edit saves the same id again without a type: the warm-up stays one.
            var resaved = edited
            resaved.type = .working
            resaved.reps = 10
            try db.logSet(resaved, in: w.id)
            try db.deletePastSet(id: w.sets[0].id)
            try db.deleteWorkout(id: gone.id)
            #expect(throws: StoreError.notFound("set nope")) {
                try db.editSet(LoggedSet(id: "nope", exerciseId: "bench", loggedAt: Date()))
            }
            #expect(throws: StoreError.notFound("set nope")) { try db.deletePastSet(id: "nope") }
            #expect(throws: StoreError.notFound("workout nope")) { try db.deleteWorkout(id: "nope") }
        }
        // A fresh connection reads what the first one committed.
        let reopened = try SpotterDatabase.open(path: scratch.database)
        let w = try #require(try reopened.workout(id: ids[0]))
        #expect(w.sets.count == 1)
        #expect(w.sets.first?.type == .warmup && w.sets.first?.weight == 42.5 && w.sets.first?.rpe == 6)
        #expect(w.sets.first?.reps == 10 && w.sets.first?.exerciseId == "bench", "what was not edited stays")
        #expect(try reopened.workout(id: ids[1]) == nil)
        #expect(try reopened.connection.scalarInt("SELECT COUNT(*) FROM sets WHERE workout_id = ?", ids[1]) == 0)
    }
}
