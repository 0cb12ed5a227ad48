import Foundation
import SpotterCore

/// How `spotter dispatch` reports what it did: lines for people, JSON for scripts.
public enum DispatchOutput {
    public static func text(_ report: DispatchReport, now: Date, zone: Zone) -> String {
        var lines = ["\(ISOInstant.format(now, in: zone)) (\(zone.identifier))"]
        for r in report.records {
            lines.append(
                "  \(r.occasion)  \(r.channel)  \(r.outcome == "already-claimed" ? "already claimed by another pass" : r.detail)"
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
        let object: [String: Any] = [
            "now": ISOInstant.format(now, in: zone),
            "zone": zone.identifier,
            "today": report.decision.today?.iso ?? NSNull(),
            "broken": report.decision.broken ?? NSNull(),
            "notices": report.decision.notices.map {
                [
                    "kind": $0.occasion.kind.rawValue, "occasion": $0.occasion.key, "title": $0.title,
                    "route": $0.route.path,
                    "validUntil": ISOInstant.format($0.validUntil, in: zone), "mail": $0.byMail,
                ] as [String: Any]
            },
            "deliveries": report.records.map {
                [
                    "kind": $0.occasion.kind.rawValue, "occasion": $0.occasion.key, "channel": $0.channel,
                    "outcome": $0.outcome, "detail": $0.detail,
                ]
            },
            "skipped": report.decision.skipped.map { ["kind": $0.kind.rawValue, "reason": $0.reason] },
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
