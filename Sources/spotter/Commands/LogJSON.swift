import FoundationEssentials
import SpotterCore

/// `spotter day --json` and `spotter week --json`: the summaries as JSON objects (keys sorted,
/// `null` for what is empty, times with the zone's offset; infinity and NaN, which a damaged
/// database can hold and JSON cannot, print as null).
enum LogJSON {
    static func text(_ object: JSONValue) -> String { object.text(escapingSlashes: false) }

    static func plan(_ p: DayPlan, names: LogNames) -> JSONValue {
        let status: String
        var extra: [String: JSONValue] = [:]
        switch p.status {
        case .training: status = "training"
        case .rest: status = "rest"
        case .vacation: status = "vacation"
        case .crossTraining(let activity):
            status = "cross-training"
            extra["activity"] = JSONValue(activity)
        case .skipped: status = "skipped"
        case .moved(let to):
            status = "moved"
            extra["movedTo"] = JSONValue(to.iso)
        case .nothingPlanned: status = "nothing-planned"
        }
        var out: [String: JSONValue] = [
            "status": JSONValue(status), "text": JSONValue(p.text(names)),
            "sessions": .array(
                p.sessions.map {
                    [
                        "template": JSONValue($0.templateId), "name": JSONValue(names.template($0.templateId)),
                        "time": JSONValue($0.time.hhmm),
                    ]
                }),
            "training": .array(
                p.resolved.training.map { session -> JSONValue in
                    if case .strength(let id) = session { return JSONValue(names.template(id)) }
                    return JSONValue(session.summary)
                }),
            "overlay": JSONValue(p.overlay.map { $0.kind.rawValue }),
            "movedFrom": JSONValue(p.resolved.movedFrom?.iso),
        ]
        out.merge(extra) { a, _ in a }
        return .object(out)
    }

    static func workout(_ w: HistoryEntry, zone: Zone) -> JSONValue {
        [
            "id": JSONValue(w.id), "name": JSONValue(w.name),
            "start": JSONValue(ISOInstant.format(w.startedAt, in: zone)),
            "end": JSONValue(w.finishedAt.map { ISOInstant.format($0, in: zone) }),
            "durationSeconds": JSONValue(w.durationSeconds),
            "volumeKg": JSONValue(w.volume),
            "sets": .array(
                w.sets.map { s -> JSONValue in
                    [
                        "exercise": JSONValue(s.exercise), "type": JSONValue(s.logged.type.rawValue),
                        "weightKg": JSONValue(s.logged.weight),
                        "reps": JSONValue(s.logged.reps), "seconds": JSONValue(s.logged.durationSeconds),
                        "rpe": JSONValue(s.logged.rpe),
                        "loggedAt": JSONValue(ISOInstant.format(s.logged.loggedAt, in: zone)),
                        "id": JSONValue(s.logged.id), "meters": JSONValue(s.logged.meters),
                        "heartRate": JSONValue(s.logged.heartRate),
                        "paceSecondsPerKm": JSONValue(
                            s.logged.meters.flatMap { m in
                                s.logged.durationSeconds.flatMap { CardioPace.secondsPerKm(meters: m, seconds: $0) }
                            }),
                    ]
                }),
        ]
    }

    static func day(_ s: DaySummary, names: LogNames, zone: Zone) -> JSONValue {
        [
            "date": JSONValue(s.day.iso), "plan": plan(s.plan, names: names), "done": JSONValue(s.done),
            "runs": runs(s),
            "sets": JSONValue(s.setCount),
            "volumeKg": JSONValue(s.volume),
            "workouts": .array(s.workouts.map { workout($0, zone: zone) }),
            "planned": .array(
                s.planned.map {
                    [
                        "id": JSONValue($0.id), "kind": JSONValue($0.kind.rawValue),
                        "fireAt": JSONValue(ISOInstant.format($0.fireAt, in: zone)), "title": JSONValue($0.title),
                    ]
                }),
            "sent": .array(
                s.sent.map {
                    [
                        "id": JSONValue($0.notificationId), "kind": JSONValue($0.kind),
                        "at": JSONValue(ISOInstant.format($0.at, in: zone)), "channel": JSONValue($0.channel),
                        "outcome": JSONValue($0.outcome), "detail": JSONValue($0.detail),
                    ]
                }),
            "decidedAgainst": .array(
                s.decidedAgainst.map {
                    [
                        "id": JSONValue($0.id), "kind": JSONValue($0.kind.rawValue),
                        "fireAt": JSONValue(ISOInstant.format($0.fireAt, in: zone)),
                        "reason": JSONValue($0.reason.rawValue), "detail": JSONValue($0.detail),
                    ]
                }),
        ]
    }

    /// The runs planned that day against the cardio logged: distance and pace against the target.
    static func runs(_ s: DaySummary) -> JSONValue {
        let done = s.cardio
        return [
            "planned": .array(
                s.plannedRuns.map {
                    [
                        "type": JSONValue($0.type.rawValue), "meters": JSONValue($0.km * 1000),
                        "targetPaceSecondsPerKm": JSONValue($0.targetPace),
                    ]
                }),
            "done": [
                "sets": JSONValue(done.sets), "meters": JSONValue(done.meters), "seconds": JSONValue(done.seconds),
                "paceSecondsPerKm": JSONValue(CardioPace.secondsPerKm(meters: done.meters, seconds: done.seconds)),
            ],
            "plannedMeters": JSONValue(s.plannedRuns.map(\.km).reduce(0, +) * 1000),
        ]
    }

    static func week(_ w: WeekSummary, names: LogNames) -> JSONValue {
        let review: JSONValue
        switch w.review {
        case .report(let title, let body):
            review = ["sent": JSONValue(true), "title": JSONValue(title), "body": JSONValue(body)]
        case .silent(let reason): review = ["sent": JSONValue(false), "silentBecause": JSONValue(reason)]
        }
        return [
            "week": JSONValue(w.week.description), "monday": JSONValue(w.week.monday.iso), "sets": JSONValue(w.sets),
            "volumeKg": JSONValue(w.volume), "cardioMeters": JSONValue(w.cardio.meters),
            "cardioSets": JSONValue(w.cardio.sets),
            "goal": [
                "goal": JSONValue(w.goal.goal), "done": JSONValue(w.goal.done), "owed": JSONValue(w.goal.owed),
                "reached": JSONValue(w.goal.reached), "atRisk": .array(w.goal.atRisk.map { JSONValue($0.iso) }),
            ],
            "review": review,
            "days": .array(
                w.days.map { d -> JSONValue in
                    [
                        "date": JSONValue(d.day.iso), "weekday": JSONValue(d.day.weekday.displayName),
                        "plan": plan(d.plan, names: names), "planned": JSONValue(d.plan.expectsTraining),
                        "done": JSONValue(d.done), "workouts": JSONValue(d.finished), "sets": JSONValue(d.sets),
                        "volumeKg": JSONValue(d.volume), "cardioMeters": JSONValue(d.cardio.meters),
                    ]
                }),
        ]
    }
}
