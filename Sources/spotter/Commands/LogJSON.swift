import Foundation
import SpotterCore

/// `spotter day --json` and `spotter week --json`: the summaries as JSON objects (keys sorted,
/// `null` for what is empty, times with the zone's offset).
enum LogJSON {
    static func text(_ object: [String: Any]) throws -> String {
        String(
            decoding: try JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    }

    static func plan(_ p: DayPlan, names: LogNames) -> [String: Any] {
        let status: String
        var extra: [String: Any] = [:]
        switch p.status {
        case .training: status = "training"
        case .rest: status = "rest"
        case .vacation: status = "vacation"
        case .crossTraining(let activity):
            status = "cross-training"
            extra["activity"] = activity
        case .skipped: status = "skipped"
        case .moved(let to):
            status = "moved"
            extra["movedTo"] = to.iso
        case .nothingPlanned: status = "nothing-planned"
        }
        var out: [String: Any] = [
            "status": status, "text": p.text(names),
            "sessions": p.sessions.map {
                ["template": $0.templateId, "name": names.template($0.templateId), "time": $0.time.hhmm]
            },
            "training": p.resolved.training.map { session -> String in
                if case .strength(let id) = session { return names.template(id) }
                return session.summary
            },
            "overlay": p.overlay.map { $0.kind.rawValue } ?? NSNull(),
            "movedFrom": p.resolved.movedFrom?.iso ?? NSNull(),
        ]
        out.merge(extra) { a, _ in a }
        return out
    }

    static func workout(_ w: HistoryEntry, zone: Zone) -> [String: Any] {
        [
            "id": w.id, "name": w.name, "start": ISOInstant.format(w.startedAt, in: zone),
            "end": w.finishedAt.map { ISOInstant.format($0, in: zone) } ?? NSNull(),
            "durationSeconds": w.durationSeconds,
            "volumeKg": finite(w.volume),
            "sets": w.sets.map { s -> [String: Any] in
                [
                    "exercise": s.exercise, "type": s.logged.type.rawValue,
                    "weightKg": s.logged.weight.map(finite) ?? NSNull(),
                    "reps": s.logged.reps ?? NSNull(), "seconds": s.logged.durationSeconds ?? NSNull(),
                    "rpe": s.logged.rpe.map(finite) ?? NSNull(),
                    "loggedAt": ISOInstant.format(s.logged.loggedAt, in: zone),
                ]
            },
        ]
    }

    static func day(_ s: DaySummary, names: LogNames, zone: Zone) -> [String: Any] {
        [
            "date": s.day.iso, "plan": plan(s.plan, names: names), "done": s.done, "sets": s.setCount,
            "volumeKg": finite(s.volume),
            "workouts": s.workouts.map { workout($0, zone: zone) },
            "planned": s.planned.map {
                [
                    "id": $0.id, "kind": $0.kind.rawValue, "fireAt": ISOInstant.format($0.fireAt, in: zone),
                    "title": $0.title,
                ]
            },
            "sent": s.sent.map {
                [
                    "id": $0.notificationId, "kind": $0.kind, "at": ISOInstant.format($0.at, in: zone),
                    "channel": $0.channel,
                    "outcome": $0.outcome, "detail": $0.detail,
                ]
            },
            "decidedAgainst": s.decidedAgainst.map {
                [
                    "id": $0.id, "kind": $0.kind.rawValue, "fireAt": ISOInstant.format($0.fireAt, in: zone),
                    "reason": $0.reason.rawValue, "detail": $0.detail,
                ]
            },
        ]
    }

    static func week(_ w: WeekSummary, names: LogNames) -> [String: Any] {
        var review: [String: Any] = [:]
        switch w.review {
        case .report(let title, let body): review = ["sent": true, "title": title, "body": body]
        case .silent(let reason): review = ["sent": false, "silentBecause": reason]
        }
        return [
            "week": w.week.description, "monday": w.week.monday.iso, "sets": w.sets, "volumeKg": finite(w.volume),
            "goal": [
                "goal": w.goal.goal, "done": w.goal.done, "owed": w.goal.owed, "reached": w.goal.reached,
                "atRisk": w.goal.atRisk.map(\.iso),
            ] as [String: Any],
            "review": review,
            "days": w.days.map { d -> [String: Any] in
                [
                    "date": d.day.iso, "weekday": d.day.weekday.displayName, "plan": plan(d.plan, names: names),
                    "planned": d.plan.expectsTraining, "done": d.done, "workouts": d.finished, "sets": d.sets,
                    "volumeKg": finite(d.volume),
                ]
            },
        ]
    }

    /// JSON cannot hold infinity or NaN, which a damaged database can: those print as null.
    private static func finite(_ v: Double) -> Any { v.isFinite ? v : NSNull() }
}
