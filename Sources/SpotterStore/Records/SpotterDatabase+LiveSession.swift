import FoundationEssentials
import SpotterCore

/// The live part of an open workout: the running timers (as end instants) and what the screen added.
///
/// ```swift
/// var live = LiveSessionRecord(workoutId: w.id)
/// live.restEndsAt = now.addingTimeInterval(120)
/// try db.saveLiveSession(live, at: now)
/// try db.extendRest(workoutId: w.id, bySeconds: 30, now: now)  // a desktop "+30s" from another process
/// ```
public struct LiveSessionRecord: Hashable, Sendable {
    public var workoutId: String
    /// The exercise whose set started the rest.
    public var restExerciseId: String?
    public var restStartedAt: Date?
    /// When rest is over; `nil` when no rest is running.
    public var restEndsAt: Date?
    /// When rest was paused, `nil` while it runs: what is left is `restEndsAt - restPausedAt`
    /// (`RestClock`), and resuming moves the end by the paused time.
    public var restPausedAt: Date?
    /// A timed set's work countdown (plank, intervals), separate from rest.
    public var workExerciseId: String?
    public var workStartedAt: Date?
    public var workEndsAt: Date?
    /// Exercises added to the workout on the screen (an empty workout grows this way).
    public var addedExerciseIds: [String]
    /// Rest seconds changed for this workout only, by exercise id (`t` on the workout screen).
    public var restOverrides: [String: Int] = [:]
    /// The process showing this session, and whether it is looking at the countdown right now
    /// (the countdown is on screen and the terminal has focus): then no banner is sent elsewhere.
    public var viewerPid: Int?
    public var viewerLooking: Bool
    /// Goes up on every write; read-only for callers.
    public var revision: Int

    public init(
        workoutId: String, restExerciseId: String? = nil, restStartedAt: Date? = nil, restEndsAt: Date? = nil,
        restPausedAt: Date? = nil, restOverrides: [String: Int] = [:], workExerciseId: String? = nil,
        workStartedAt: Date? = nil, workEndsAt: Date? = nil,
        addedExerciseIds: [String] = [], viewerPid: Int? = nil, viewerLooking: Bool = false, revision: Int = 0
    ) {
        self.workoutId = workoutId
        self.restExerciseId = restExerciseId
        self.restStartedAt = restStartedAt
        self.restEndsAt = restEndsAt
        self.restPausedAt = restPausedAt
        self.restOverrides = restOverrides
        self.workExerciseId = workExerciseId
        self.workStartedAt = workStartedAt
        self.workEndsAt = workEndsAt
        self.addedExerciseIds = addedExerciseIds
        self.viewerPid = viewerPid
        self.viewerLooking = viewerLooking
        self.revision = revision
    }
}

/// The user's answer to "Rest timer alerts?", asked once.
public enum ConsentAnswer: String, Sendable, Hashable {
    case allowed
    case declined
}

/// A stored consent answer and when it was given.
public struct ConsentRecord: Hashable, Sendable {
    public var answer: ConsentAnswer
    public var answeredAt: Date
    public init(answer: ConsentAnswer, answeredAt: Date) {
        self.answer = answer
        self.answeredAt = answeredAt
    }
}

extension SpotterDatabase {
    /// The consent kind for alerts that leave the terminal about the live session.
    public static let restAlertConsentKind = "rest-alerts"

    /// The live session of a workout, if one was saved.
    /// A stored viewer that no process can be (0 and -1 would even make `kill` ask about every
    /// process of the group or the user, and 2^32 does not fit a `pid_t`) is no viewer.
    static func possibleProcessID(_ stored: Int) -> Int? {
        (1...Int(Int32.max)).contains(stored) ? stored : nil
    }

    public func liveSession(workoutId: String) throws -> LiveSessionRecord? {
        try connection.query(
            """
            SELECT workout_id, rest_exercise_id, rest_started_at, rest_ends_at, work_exercise_id, work_started_at,
                work_ends_at, added_exercise_ids, viewer_pid, viewer_looking, revision
            FROM live_session WHERE workout_id = ?
            """, workoutId
        ) { row in
            LiveSessionRecord(
                workoutId: row.string(0), restExerciseId: row.optionalString(1), restStartedAt: row.optionalDate(2),
                restEndsAt: row.optionalDate(3), workExerciseId: row.optionalString(4),
                workStartedAt: row.optionalDate(5), workEndsAt: row.optionalDate(6),
                addedExerciseIds: row.string(7).split(separator: ",").map(String.init),
                viewerPid: row.optionalInt(8).flatMap(Self.possibleProcessID),
                viewerLooking: row.bool(9), revision: row.int(10))
        }.first.map { record in
            // Read in a second step so the row's other columns stay as they were.
            var r = record
            try restExtras(&r)
            return r
        }
    }

    /// Writes the whole live session (durable on return) and returns it with its new revision.
    @discardableResult
    public func saveLiveSession(_ record: LiveSessionRecord, at now: Date) throws -> LiveSessionRecord {
        try connection.transaction { try writeLiveSession(record, at: now) }
    }

    /// Writes only what changed since `previous` (what this writer last saw), keeping what another
    /// process wrote meanwhile, and returns the row as stored.
    ///
    /// A TUI saving its focus state, or a new exercise, must not undo a desktop "+30s" that landed
    /// in the same second. Rest and work are each taken whole (their start, end and exercise go
    /// together); who is looking is always the writer's own.
    ///
    /// ```swift
    /// // the TUI saw rest until 12:02 and now reports focus lost; the desktop moved rest to 12:02:30
    /// try db.mergeLiveSession(unfocused, previous: seen, at: now).restEndsAt  // 12:02:30 kept
    /// ```
    @discardableResult
    public func mergeLiveSession(_ record: LiveSessionRecord, previous: LiveSessionRecord?, at now: Date) throws
        -> LiveSessionRecord
    {
        try connection.transaction {
            guard let previous, let current = try liveSession(workoutId: record.workoutId) else {
                return try writeLiveSession(record, at: now)
            }
            var merged = current
            func changed<T: Equatable>(_ path: KeyPath<LiveSessionRecord, T>) -> Bool {
                record[keyPath: path] != previous[keyPath: path]
            }
            if changed(\.restExerciseId) || changed(\.restStartedAt) || changed(\.restEndsAt)
                || changed(\.restPausedAt)
            {
                merged.restExerciseId = record.restExerciseId
                merged.restStartedAt = record.restStartedAt
                merged.restEndsAt = record.restEndsAt
                merged.restPausedAt = record.restPausedAt
            }
            if changed(\.restOverrides) { merged.restOverrides = record.restOverrides }
            if changed(\.workExerciseId) || changed(\.workStartedAt) || changed(\.workEndsAt) {
                merged.workExerciseId = record.workExerciseId
                merged.workStartedAt = record.workStartedAt
                merged.workEndsAt = record.workEndsAt
            }
            if changed(\.addedExerciseIds) { merged.addedExerciseIds = record.addedExerciseIds }
            merged.viewerPid = record.viewerPid
            merged.viewerLooking = record.viewerLooking
            return try writeLiveSession(merged, at: now)
        }
    }

    /// The upsert itself, inside the caller's transaction.
    private func writeLiveSession(_ record: LiveSessionRecord, at now: Date) throws -> LiveSessionRecord {
        try connection.run(
            """
            INSERT INTO live_session(workout_id, rest_exercise_id, rest_started_at, rest_ends_at, work_exercise_id,
                work_started_at, work_ends_at, added_exercise_ids, viewer_pid, viewer_looking, revision, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)
            ON CONFLICT(workout_id) DO UPDATE SET rest_exercise_id = excluded.rest_exercise_id,
                rest_started_at = excluded.rest_started_at, rest_ends_at = excluded.rest_ends_at,
                work_exercise_id = excluded.work_exercise_id, work_started_at = excluded.work_started_at,
                work_ends_at = excluded.work_ends_at, added_exercise_ids = excluded.added_exercise_ids,
                viewer_pid = excluded.viewer_pid, viewer_looking = excluded.viewer_looking,
                revision = live_session.revision + 1, updated_at = excluded.updated_at
            """, record.workoutId, record.restExerciseId, record.restStartedAt, record.restEndsAt,
            record.workExerciseId, record.workStartedAt, record.workEndsAt,
            record.addedExerciseIds.joined(separator: ","), record.viewerPid, record.viewerLooking, now)
        try writeRestExtras(record)
        var saved = record
        saved.revision =
            try connection.scalarInt("SELECT revision FROM live_session WHERE workout_id = ?", record.workoutId) ?? 1
        return saved
    }

    /// Adds seconds to a running rest: from its deadline, or from now when rest is already over.
    ///
    /// This is what a desktop "+30s" does from another process; a running TUI notices within a second.
    /// Returns the new deadline, or `nil` when the workout has no live session.
    @discardableResult
    public func extendRest(workoutId: String, bySeconds seconds: Int, now: Date) throws -> Date? {
        try connection.transaction {
            guard var record = try liveSession(workoutId: workoutId) else { return nil }
            // Paused rest grows by the step and stays paused (`RestClock`).
            record.restEndsAt = RestClock.added(
                seconds, endsAt: record.restEndsAt ?? now, pausedAt: record.restPausedAt, now: now)
            // A rest without a start (an older row) starts here, or at its pause: never after it,
            // so its length (start to end, `RestClock`) holds what it had left.
            if record.restStartedAt == nil { record.restStartedAt = min(record.restPausedAt ?? now, now) }
            try writeTimers(record, now)
            return record.restEndsAt
        }
    }

    /// Ends rest now ("Next set"); returns whether a live session was there.
    @discardableResult
    public func endRest(workoutId: String, now: Date) throws -> Bool {
        try connection.transaction {
            guard var record = try liveSession(workoutId: workoutId) else { return false }
            record.restEndsAt = nil
            record.restStartedAt = nil
            record.restPausedAt = nil
            try writeTimers(record, now)
            return true
        }
    }

    private func writeTimers(_ r: LiveSessionRecord, _ now: Date) throws {
        try connection.run(
            """
            UPDATE live_session SET rest_started_at = ?, rest_ends_at = ?, rest_paused_at = ?, revision = revision + 1,
                updated_at = ?
            WHERE workout_id = ?
            """, r.restStartedAt, r.restEndsAt, r.restPausedAt, now, r.workoutId)
    }

    /// Forgets a workout's live session (the workout was finished or discarded).
    public func clearLiveSession(workoutId: String) throws {
        try connection.run("DELETE FROM live_session WHERE workout_id = ?", workoutId)
    }

    /// The answer to the rest-alert consent prompt, if it was ever given.
    public func restAlertConsent() throws -> ConsentRecord? {
        try connection.query("SELECT answer, answered_at FROM consent WHERE kind = ?", Self.restAlertConsentKind) {
            row in ConsentAnswer(rawValue: row.string(0)).map { ConsentRecord(answer: $0, answeredAt: row.date(1)) }
        }.first ?? nil
    }

    /// Stores the consent answer and when it was given (the settings toggle calls this too).
    public func setRestAlertConsent(_ answer: ConsentAnswer, at now: Date) throws {
        try connection.run(
            """
            INSERT INTO consent(kind, answer, answered_at) VALUES (?, ?, ?)
            ON CONFLICT(kind) DO UPDATE SET answer = excluded.answer, answered_at = excluded.answered_at
            """, Self.restAlertConsentKind, answer.rawValue, now)
    }

    /// SQLite's `PRAGMA data_version`: changes when another connection commits, so polling it
    /// each second is how a running TUI notices a desktop "+30s" without re-reading everything.
    public func dataVersion() throws -> Int { try connection.dataVersion() }

    /// The heaviest weight ever logged of one exercise, outside one workout: what a personal best beats
    /// (warm-ups and failed attempts of 0 reps never set a record: `LoggedSet.countsTowardTotals`, said here in SQL).
    /// One exercise's sets through `sets_exercise_logged`, not every set: `spotter log` asks it once a call.
    public func bestWeight(of exerciseId: String, excludingWorkout workoutId: String?) throws -> Double? {
        try connection.query(
            """
            SELECT MAX(weight) FROM sets
            WHERE exercise_id = ? AND weight IS NOT NULL AND type != 'warmup' AND reps IS NOT 0
                AND workout_id IS NOT ?
            """, exerciseId, workoutId
        ) { $0.optionalDouble(0) }.first ?? nil
    }
}
