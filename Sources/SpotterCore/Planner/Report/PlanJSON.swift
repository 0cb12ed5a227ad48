import FoundationEssentials

/// `spotter plan --json`: the plan as JSON, one notification per line, times in the zone's offset.
///
/// ```json
/// {"scheduled": [
///   {"id": "workout-reminder:A:2026-06-01", "kind": "workout-reminder", "templateId": "A", "day": "2026-06-01",
///    "fireAt": "2026-06-01T07:00:00+02:00", "title": "A at 07:00", "actions": ["snooze-1h"]}],
///  "skipped": [
///   {"id": "…", "kind": "…", "templateId": "…", "day": "…", "fireAt": "…", "reason": "quiet", "detail": "…"}],
///  "notes": ["…"]}
/// ```
/// `templateId` and `day` appear only when the notification is about one; `scheduled` and
/// `skipped` are sorted by `fireAt`. With `live` (the plan of your own data) a `"live"` list
/// follows: the open workout's alerts as the outbox holds them now (the rest alert at its
/// deadline; none while rest is paused).
public enum PlanJSON {
    public static func render(_ plan: NotificationPlan, zone: Zone, live: [PlannedNotification]? = nil) -> String {
        func entry(_ n: PlannedNotification) -> String {
            object([
                ("id", string(n.id)), ("kind", string(n.kind.rawValue)), ("templateId", n.templateId.map(string)),
                ("day", n.day.map { string($0.iso) }), ("fireAt", string(ISOInstant.format(n.fireAt, in: zone))),
                ("title", string(n.title)),
                ("actions", "[" + n.actions.map { string($0.rawValue) }.joined(separator: ", ") + "]"),
            ])
        }
        let scheduled = plan.scheduled.map(entry)
        let liveField = live.map { list in
            ",\n  \"live\": " + array(list.sorted { ($0.fireAt, $0.id) < ($1.fireAt, $1.id) }.map(entry))
        }
        let skipped = plan.skipped.map { s in
            object([
                ("id", string(s.id)), ("kind", string(s.kind.rawValue)), ("templateId", s.templateId.map(string)),
                ("day", s.day.map { string($0.iso) }), ("fireAt", string(ISOInstant.format(s.fireAt, in: zone))),
                ("reason", string(s.reason.rawValue)), ("detail", string(s.detail)),
            ])
        }
        return """
            {
              "scheduled": \(array(scheduled)),
              "skipped": \(array(skipped)),
              "notes": \(array(plan.notes.map(string)))\(liveField ?? "")
            }
            """
    }

    private static func array(_ items: [String]) -> String {
        items.isEmpty ? "[]" : "[\n    " + items.joined(separator: ",\n    ") + "\n  ]"
    }

    private static func object(_ fields: [(String, String?)]) -> String {
        "{" + fields.compactMap { key, value in value.map { "\(string(key)): \($0)" } }.joined(separator: ", ") + "}"
    }

    static func string(_ s: String) -> String { JSONText.quoted(s) }
}
