import FoundationEssentials
import SpotterCore

/// How `spotter dispatch` reports what it did: lines for people, JSON for scripts.
public enum DispatchOutput {
    public static func text(_ report: DispatchReport, now: Date, zone: Zone) -> String {
        var lines = ["\(ISOInstant.format(now, in: zone)) (\(zone.identifier))"]
        for r in report.records {
            lines.append(
                "  \(r.occasion)  \(r.channel)  \(r.outcome == .alreadyClaimed ? "already claimed by another pass" : r.detail)"
            )
        }
        let sentKinds = Set(report.decision.notices.map(\.occasion.kind))
        if report.records.isEmpty && !report.decision.notices.isEmpty {
            lines.append(
                "  nothing sent: no mail-to and no active endpoint (spotter config set mail-to …, spotter endpoint add …)"
            )
        }
        for s in report.decision.skipped where !sentKinds.contains(s.kind) {
            lines.append("  \(s.kind.rawValue): \(s.reason)")
        }
        return lines.joined(separator: "\n")
    }

    public static func json(_ report: DispatchReport, now: Date, zone: Zone) -> String {
        let object: JSONValue = [
            "now": JSONValue(ISOInstant.format(now, in: zone)),
            "zone": JSONValue(zone.identifier),
            "today": JSONValue(report.decision.today?.iso),
            "broken": JSONValue(report.decision.broken),
            "notices": .array(
                report.decision.notices.map {
                    [
                        "kind": JSONValue($0.occasion.kind.rawValue), "occasion": JSONValue($0.occasion.key),
                        "title": JSONValue($0.title), "route": JSONValue($0.route.path),
                        "validUntil": JSONValue(ISOInstant.format($0.validUntil, in: zone)),
                        "mail": JSONValue($0.byMail),
                    ]
                }),
            "deliveries": .array(
                report.records.map {
                    [
                        "kind": JSONValue($0.occasion.kind.rawValue), "occasion": JSONValue($0.occasion.key),
                        "channel": JSONValue($0.channel), "outcome": JSONValue($0.outcome.name),
                        "detail": JSONValue($0.detail),
                    ]
                }),
            "skipped": .array(
                report.decision.skipped.map { ["kind": JSONValue($0.kind.rawValue), "reason": JSONValue($0.reason)] }),
        ]
        return object.text()
    }
}
