/// The planner's word and sentence for a kind-level refusal of `NotificationGate`, so `--explain`
/// can say whether the accountability style (`style`) or a switch the user turned off (`muted`)
/// decided it. The sentence is the gate's own (`GateRefusal.sentence`).
///
/// ```swift
/// var prefs = NotificationPreferences()
/// prefs.accountability = .gentle
/// KindGate.refusal(.workoutReminder, prefs)?.0  // .style
/// ```
public enum KindGate {
    public static func refusal(_ kind: NotificationKind, _ prefs: NotificationPreferences) -> (SkipReason, String)? {
        guard let refusal = NotificationGate.kindRefusal(kind, prefs: prefs) else { return nil }
        // A kind-level refusal names no instant, so its sentence never reads the zone.
        return (refusal.skipReason, refusal.sentence(for: kind, prefs: prefs, zone: .utc))
    }
}
