import FoundationEssentials

/// A "what would be planned?" question written as JSON, for `spotter plan --scenario`.
///
/// ```json
/// {"now": "2026-06-01T06:00:00+02:00", "timeZone": "Europe/Berlin",
///  "sources": [{"templateId": "A", "weekdays": ["mon","wed"], "time": "07:00"},
///              {"rotationId": "R", "templateIds": ["A","B","C"], "next": "B", "weekdays": ["tue","thu"], "time": "18:00"}],
///  "prefs": {"accountability": "structured", "leadMinutes": 0, "quietHours": {"start": "22:00", "end": "07:00"},
///            "pausedUntil": null, "weeklyGoal": 3, "goalNudgeTime": "09:00", "forgotToFinish": true},
///  "completedTemplateIdsToday": [], "trainedDaysThisWeek": [],
///  "openWorkout": {"id": "w1", "lastSetAt": "2026-06-01T18:10:00+02:00"}}
/// ```
/// Every key may be left out and takes its default (`now` and `timeZone` default to the caller's
/// clock and zone; preferences to Spotter's defaults); `"quietHours": null` means none. Anything
/// else unexpected (an unknown key, `"25:00"`, a lead of 45, `"mond"`, a zone that does not exist)
/// throws a `ScenarioError` that names the field.
///
/// Beyond the issue's shape it also reads: `"name"` on a source (for the text of reminders),
/// `"workoutReminders"` and `"weeklyGoalNudge"` in prefs, `"completedRotationIdsToday"`, and
/// `trainedDaysThisWeek` entries written as weekdays (`"mon"`: that day of this week) as well as dates.
/// A rotation counts as trained today when it is listed in `completedRotationIdsToday` or any of its
/// templates is in `completedTemplateIdsToday` ("nothing of the rotation was trained today").
public enum PlannerScenario {
    /// Reads a scenario; a `"timeZone"` name is found through `zones`.
    public static func parse(_ data: Data, defaultNow: Date, defaultZone: Zone, zones: Zone.Lookup) throws
        -> PlannerInput
    {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw ScenarioError(field: "", message: "the scenario is not valid JSON (\(Self.reason(error)))")
        }
        let reader = try ObjectReader(root, at: "")
        try reader.allow([
            "now", "timeZone", "sources", "prefs", "completedTemplateIdsToday", "completedRotationIdsToday",
            "trainedDaysThisWeek", "openWorkout",
        ])
        let zone =
            try reader.optional("timeZone") { v, path in
                guard case .string(let name) = v, Zone.isDatabaseName(name), let zone = zones(name) else {
                    throw ScenarioError(
                        field: path, message: "\(Self.show(v)) is not a known time zone (e.g. \"Europe/Berlin\")")
                }
                return zone
            } ?? defaultZone
        let now = try reader.optional("now", instant) ?? defaultNow
        let today = ZonedCalendar(timeZone: zone).day(of: now)

        var weekly: [WeeklySchedule] = []
        var rotations: [Rotation] = []
        var names: [String: String] = [:]
        try reader.optional("sources") { v, path in
            for (i, item) in try list(v, path).enumerated() {
                let itemPath = "\(path)[\(i)]"
                switch try source(item, itemPath, names: &names) {
                case .weekly(let s): weekly.append(s)
                case .rotation(let r): rotations.append(r)
                }
            }
        }
        let prefs = try reader.optional("prefs", preferences) ?? NotificationPreferences()
        let templatesToday = Set(try reader.optional("completedTemplateIdsToday", stringList) ?? [])
        var rotationsToday = Set(try reader.optional("completedRotationIdsToday", stringList) ?? [])
        for r in rotations where r.templateIds.contains(where: templatesToday.contains) { rotationsToday.insert(r.id) }
        let trainedDays =
            try reader.optional("trainedDaysThisWeek") { v, path in
                try list(v, path).enumerated().map { i, item in try trainedDay(item, "\(path)[\(i)]", today: today) }
            } ?? []
        let open = try reader.optional("openWorkout", openWorkout)
        return PlannerInput(
            now: now, timeZone: zone, weekly: weekly, rotations: rotations, prefs: prefs,
            history: PlannerHistory(
                trainedToday: TrainedToday(templateIds: templatesToday, rotationIds: rotationsToday),
                trainedDaysThisWeek: Set(trainedDays), openWorkout: open ?? nil),
            templateNames: names)
    }

    // MARK: Pieces

    private enum Source {
        case weekly(WeeklySchedule)
        case rotation(Rotation)
    }

    private static func source(_ v: JSONValue, _ path: String, names: inout [String: String]) throws -> Source {
        let r = try ObjectReader(v, at: path)
        let isRotation = r.has("rotationId")
        try r.allow(
            isRotation
                ? ["rotationId", "templateIds", "next", "weekdays", "time", "name"]
                : ["templateId", "weekdays", "time", "name"])
        let days = try r.required("weekdays", weekdays)
        let at = try r.required("time", localTime)
        let name = try r.optional("name", string)
        if isRotation {
            let id = try r.required("rotationId", string)
            let templates = try r.required("templateIds", stringList)
            guard !templates.isEmpty else {
                throw ScenarioError(field: "\(path).templateIds", message: "a rotation needs at least one template")
            }
            let next =
                try r.optional("next") { v, p in
                    let id = try string(v, p)
                    guard let index = templates.firstIndex(of: id) else {
                        throw ScenarioError(field: p, message: "\"\(id)\" is not one of templateIds \(templates)")
                    }
                    return index
                } ?? 0
            return .rotation(
                Rotation(id: id, name: name ?? id, templateIds: templates, nextIndex: next, weekdays: days, time: at))
        }
        let id = try r.required("templateId", string)
        if let name { names[id] = name }
        return .weekly(WeeklySchedule(templateId: id, weekdays: days, time: at))
    }

    private static func preferences(_ v: JSONValue, _ path: String) throws -> NotificationPreferences {
        let r = try ObjectReader(v, at: path)
        try r.allow([
            "accountability", "leadMinutes", "quietHours", "pausedUntil", "weeklyGoal", "goalNudgeTime",
            "forgotToFinish", "workoutReminders", "weeklyGoalNudge",
        ])
        var p = NotificationPreferences()
        if let style = try r.optional("accountability", string) {
            guard let s = AccountabilityStyle(rawValue: style) else {
                throw ScenarioError(
                    field: "\(path).accountability",
                    message:
                        "\"\(style)\" is not a style; use \(AccountabilityStyle.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            p.accountability = s
        }
        if let lead = try r.optional("leadMinutes", integer) {
            guard NotificationPreferences.allowedLeadMinutes.contains(lead) else {
                throw ScenarioError(
                    field: "\(path).leadMinutes", message: "\(lead) is not allowed; use 0, 15, 30 or 60")
            }
            p.leadMinutes = lead
        }
        if r.has("quietHours") {
            p.quietHours =
                try r.optional("quietHours") { v, qp in
                    if v == .null { return nil }
                    let q = try ObjectReader(v, at: qp)
                    try q.allow(["start", "end"])
                    return QuietHours(start: try q.required("start", localTime), end: try q.required("end", localTime))
                } ?? nil
        }
        if r.has("pausedUntil") {
            p.pausedUntil = try r.optional("pausedUntil") { v, pp in v == .null ? nil : try instant(v, pp) } ?? nil
        }
        if let goal = try r.optional("weeklyGoal", integer) {
            let days = NotificationPreferences.allowedWeeklyGoals
            guard days.contains(goal) else {
                throw ScenarioError(
                    field: "\(path).weeklyGoal",
                    message: "\(goal) is not a number of days from \(days.lowerBound) to \(days.upperBound)")
            }
            p.weeklyGoal = goal
        }
        if let t = try r.optional("goalNudgeTime", localTime) { p.goalNudgeTime = t }
        if let b = try r.optional("forgotToFinish", boolean) { p.forgotToFinish = b }
        if let b = try r.optional("workoutReminders", boolean) { p.workoutReminders = b }
        if let b = try r.optional("weeklyGoalNudge", boolean) { p.weeklyGoalNudge = b }
        return p
    }

    private static func openWorkout(_ v: JSONValue, _ path: String) throws -> OpenWorkout? {
        if v == .null { return nil }
        let r = try ObjectReader(v, at: path)
        try r.allow(["id", "lastSetAt"])
        let last = try r.optional("lastSetAt") { v, p in v == .null ? nil : try instant(v, p) } ?? nil
        return OpenWorkout(id: try r.required("id", string), lastSetAt: last)
    }

    private static func trainedDay(_ v: JSONValue, _ path: String, today: LocalDate) throws -> LocalDate {
        let text = try string(v, path)
        if let d = LocalDate(iso: text) { return d }
        if let w = Weekday(shortName: text) { return today.mondayOfWeek.adding(days: w.rawValue - 1) }
        throw ScenarioError(field: path, message: "\"\(text)\" is neither a date (YYYY-MM-DD) nor a weekday (mon…sun)")
    }

    // MARK: Values

    private static func string(_ v: JSONValue, _ path: String) throws -> String {
        guard case .string(let s) = v else {
            throw ScenarioError(field: path, message: "expected a string, got \(show(v))")
        }
        return s
    }

    private static func boolean(_ v: JSONValue, _ path: String) throws -> Bool {
        guard case .bool(let b) = v else {
            throw ScenarioError(field: path, message: "expected true or false, got \(show(v))")
        }
        return b
    }

    private static func integer(_ v: JSONValue, _ path: String) throws -> Int {
        guard case .number(let d) = v, d.rounded() == d, abs(d) < 1e9 else {
            throw ScenarioError(field: path, message: "expected a whole number, got \(show(v))")
        }
        return Int(d)
    }

    private static func list(_ v: JSONValue, _ path: String) throws -> [JSONValue] {
        guard case .array(let a) = v else {
            throw ScenarioError(field: path, message: "expected a list, got \(show(v))")
        }
        return a
    }

    private static func stringList(_ v: JSONValue, _ path: String) throws -> [String] {
        try list(v, path).enumerated().map { i, item in try string(item, "\(path)[\(i)]") }
    }

    private static func localTime(_ v: JSONValue, _ path: String) throws -> LocalTime {
        let text = try string(v, path)
        guard let t = LocalTime(hhmm: text) else {
            throw ScenarioError(field: path, message: "\"\(text)\" is not a time of day HH:MM (00:00–23:59)")
        }
        return t
    }

    private static func weekdays(_ v: JSONValue, _ path: String) throws -> [Weekday] {
        let days = try list(v, path).enumerated().map { i, item -> Weekday in
            let text = try string(item, "\(path)[\(i)]")
            guard let d = Weekday(shortName: text) else {
                throw ScenarioError(
                    field: "\(path)[\(i)]",
                    message: "\"\(text)\" is not a weekday; use mon, tue, wed, thu, fri, sat, sun")
            }
            return d
        }
        return Array(Set(days)).sorted()
    }

    private static func instant(_ v: JSONValue, _ path: String) throws -> Date {
        let text = try string(v, path)
        guard let d = ISOInstant.parse(text) else {
            throw ScenarioError(
                field: path,
                message: "\"\(text)\" is not an ISO 8601 time with an offset, e.g. \"2026-06-01T06:00:00+02:00\"")
        }
        return d
    }

    static func show(_ v: JSONValue) -> String {
        switch v {
        case .string(let s): return "\"\(s)\""
        case .number(let d): return d.rounded() == d && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .bool(let b): return String(b)
        default: return v.kindName
        }
    }

    private static func reason(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let c) = error {
            return (c.underlyingError.map { "\($0)" } ?? c.debugDescription)
        }
        return "\(error)"
    }
}

/// Reads one JSON object field by field, refusing keys it was not told about.
private struct ObjectReader {
    let fields: [String: JSONValue]
    let path: String

    init(_ value: JSONValue, at path: String) throws {
        guard case .object(let fields) = value else {
            throw ScenarioError(field: path, message: "expected an object, got \(PlannerScenario.show(value))")
        }
        self.fields = fields
        self.path = path
    }

    func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
    func has(_ key: String) -> Bool { fields[key] != nil }

    func allow(_ keys: Set<String>) throws {
        if let unknown = fields.keys.sorted().first(where: { !keys.contains($0) }) {
            throw ScenarioError(
                field: field(unknown), message: "unknown key; known keys here: \(keys.sorted().joined(separator: ", "))"
            )
        }
    }

    func optional<T>(_ key: String, _ read: (JSONValue, String) throws -> T) throws -> T? {
        guard let v = fields[key] else { return nil }
        return try read(v, field(key))
    }

    func required<T>(_ key: String, _ read: (JSONValue, String) throws -> T) throws -> T {
        guard let v = fields[key] else { throw ScenarioError(field: field(key), message: "is required") }
        return try read(v, field(key))
    }
}
