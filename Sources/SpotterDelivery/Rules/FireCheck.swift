import FoundationEssentials
import SpotterCore

/// What is true when a planned notification's time comes: the input to `FireCheck.decide`.
public struct FireContext: Sendable {
    public var now: Date
    public var zone: Zone
    public var prefs: NotificationPreferences
    /// The answer to "Rest timer alerts?"; live-session alerts leave the terminal only when allowed.
    public var consentAllowed: Bool
    /// The workout still open, if any.
    public var openWorkoutId: String?
    /// The open workout's timers as stored now (end instants).
    public var restEndsAt: Date?
    public var workEndsAt: Date?
    /// A live TUI shows the countdown and has focus: the user is already looking at it.
    public var viewerLooking: Bool

    public init(
        now: Date, zone: Zone, prefs: NotificationPreferences, consentAllowed: Bool, openWorkoutId: String? = nil,
        restEndsAt: Date? = nil, workEndsAt: Date? = nil, viewerLooking: Bool = false
    ) {
        self.now = now
        self.zone = zone
        self.prefs = prefs
        self.consentAllowed = consentAllowed
        self.openWorkoutId = openWorkoutId
        self.restEndsAt = restEndsAt
        self.workEndsAt = workEndsAt
        self.viewerLooking = viewerLooking
    }
}

/// Why a notification that came due was not delivered.
public enum DropReason: String, Sendable, Equatable, CaseIterable {
    /// It would arrive too late to mean anything (a rest alert minutes late, a reminder after its workout).
    case stale
    /// The rest or work deadline moved (+30s, Next set) since it was planned.
    case deadlineChanged = "deadline-changed"
    /// The workout it is about was finished or discarded.
    case workoutClosed = "workout-closed"
    case quietHours = "quiet-hours"
    case paused
    /// The user switched this kind off.
    case muted
    /// The user said "Not now" to alerts outside the terminal (or was never asked).
    case noConsent = "no-consent"
    /// The countdown is on screen and the terminal has focus.
    case seenInTerminal = "seen-in-terminal"
}

/// The fire-time re-check: is this notification still right to deliver now?
///
/// ```swift
/// FireCheck.decide(restAlert, FireContext(now: deadline + 2, zone: berlin, prefs: prefs,
///     consentAllowed: true, openWorkoutId: "w1", restEndsAt: deadline))   // nil: deliver
/// FireCheck.decide(restAlert, sameButRestEndsAt(deadline + 30))            // .deadlineChanged
/// ```
/// Pure: the caller reads the store and the clock; this only decides. Returns nil to deliver.
public enum FireCheck {
    /// How late a notification may still arrive when the planner gave no `validUntil`.
    public static func lateness(for kind: NotificationKind) -> TimeInterval {
        switch kind.product {
        case .liveSession: return 60
        case .reminders: return 30 * 60
        case .reports: return 2 * 3600
        }
    }

    /// Switches and consent first, then this check's own rules, then pause and quiet hours, all
    /// but its own asked of `NotificationGate`, the same gate the planner used.
    public static func decide(_ n: PlannedNotification, _ c: FireContext) -> DropReason? {
        check(n, c)?.reason
    }

    /// The same decision with the words the delivery log keeps: the drop's word, and for a refusal
    /// of the gate its sentence (`quiet-hours: inside quiet hours 22:00–07:00`).
    public static func check(_ n: PlannedNotification, _ c: FireContext) -> (reason: DropReason, detail: String)? {
        let gate = NotificationGate.refusal(
            n.kind, at: c.now, prefs: c.prefs, timeZone: c.zone, consentAllowed: c.consentAllowed)
        func refused(_ gate: GateRefusal) -> (DropReason, String) {
            let reason = dropReason(gate)
            return (reason, reason.rawValue + ": " + gate.sentence(for: n.kind, prefs: c.prefs, zone: c.zone))
        }
        if let gate, gate.isAboutTheKind { return refused(gate) }
        guard let reason = ownRule(n, c) else { return gate.map(refused) }
        return (reason, reason.rawValue)
    }

    /// This check's own rules, between the gate's two tiers: stale, the workout, the deadline, looking.
    private static func ownRule(_ n: PlannedNotification, _ c: FireContext) -> DropReason? {
        if c.now > (n.validUntil ?? n.fireAt.addingTimeInterval(lateness(for: n.kind))) { return .stale }
        if let workoutId = workoutId(of: n), workoutId != c.openWorkoutId { return .workoutClosed }
        switch n.kind {
        case .restAlert:
            if !sameInstant(c.restEndsAt, n.fireAt) { return .deadlineChanged }
        case .restRepeat:
            if !sameInstant(c.restEndsAt.map(RestClock.nudgeAt(endsAt:)), n.fireAt) { return .deadlineChanged }
        case .workEnd:
            if !sameInstant(c.workEndsAt, n.fireAt) { return .deadlineChanged }
        default: break
        }
        if n.kind.product == .liveSession && n.kind != .activeWorkout && c.viewerLooking { return .seenInTerminal }
        return nil
    }

    /// The delivery log's word for a refusal of the gate (its sentence is `GateRefusal.sentence`).
    public static func dropReason(_ refusal: GateRefusal) -> DropReason {
        switch refusal {
        case .style, .muted, .remindersOff: return .muted
        case .noConsent: return .noConsent
        case .paused: return .paused
        case .quiet: return .quietHours
        }
    }

    /// The workout a notification is about, read from its id by `NotificationID` (`rest-alert:<workoutId>`, …).
    public static func workoutId(of n: PlannedNotification) -> String? {
        NotificationID(parsing: n.id)?.workoutId
    }

    /// Deadlines are stored as REAL seconds; a second of slack absorbs rounding, not a +30s.
    private static func sameInstant(_ a: Date?, _ b: Date) -> Bool {
        guard let a else { return false }
        return abs(a.timeIntervalSince(b)) < 1
    }
}
