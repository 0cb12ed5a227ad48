import Foundation

/// Generated malformed planner scenarios (`spotter plan --scenario`), each a valid scenario with
/// one thing broken, from a seeded generator so every run sees the same ones.
///
/// ```swift
/// for s in MalformedScenarios.generate(count: 1000, seed: 1) {
///     // PlannerScenario.parse(s.data, …) must throw a ScenarioError whose field is in s.fields
/// }
/// ```
/// `fields` lists the error fields that name the break: the broken field, or `""` for a file
/// that is not JSON at all (truncated, too deep, not UTF-8).
public enum MalformedScenarios {
    public struct Case: Sendable {
        public let data: Data
        public let fields: [String]
        /// What was broken, for a failure message.
        public let what: String
    }

    /// A valid scenario with every key set: the issue's example plus the optional keys.
    public static var valid: String { render(validTree) }

    static let validTree: Node = .object([
        ("now", .string("2026-06-01T06:00:00+02:00")), ("timeZone", .string("Europe/Berlin")),
        (
            "sources",
            .array([
                .object([
                    ("templateId", .string("A")), ("weekdays", .strings(["mon", "wed"])), ("time", .string("07:00")),
                    ("name", .string("Push")),
                ]),
                .object([
                    ("rotationId", .string("R")), ("templateIds", .strings(["A", "B", "C"])), ("next", .string("B")),
                    ("weekdays", .strings(["tue", "thu"])), ("time", .string("18:00")),
                ]),
            ])
        ),
        (
            "prefs",
            .object([
                ("accountability", .string("structured")), ("leadMinutes", .raw("0")),
                ("quietHours", .object([("start", .string("22:00")), ("end", .string("07:00"))])),
                ("pausedUntil", .raw("null")), ("weeklyGoal", .raw("3")), ("goalNudgeTime", .string("09:00")),
                ("forgotToFinish", .raw("true")), ("workoutReminders", .raw("true")),
                ("weeklyGoalNudge", .raw("false")),
            ])
        ),
        ("completedTemplateIdsToday", .strings(["A"])), ("completedRotationIdsToday", .array([])),
        ("trainedDaysThisWeek", .strings(["mon", "2026-06-02"])),
        ("openWorkout", .object([("id", .string("w1")), ("lastSetAt", .string("2026-06-01T18:10:00+02:00"))])),
    ])

    /// A JSON value the scenario may hold at a path, and what is wrong for it there.
    enum Slot {
        case instant, zone, time, weekday, text, lead, goal, flag, list, object
    }

    /// Paths into `valid`, with the kind of value at each: the places a value is broken.
    static let slots: [(path: [PathStep], kind: Slot)] = [
        ([.key("now")], .instant), ([.key("timeZone")], .zone), ([.key("sources")], .list),
        ([.key("sources"), .index(0)], .object), ([.key("sources"), .index(0), .key("templateId")], .text),
        ([.key("sources"), .index(0), .key("weekdays")], .list),
        ([.key("sources"), .index(0), .key("weekdays"), .index(1)], .weekday),
        ([.key("sources"), .index(0), .key("time")], .time), ([.key("sources"), .index(0), .key("name")], .text),
        ([.key("sources"), .index(1), .key("rotationId")], .text),
        ([.key("sources"), .index(1), .key("templateIds")], .list),
        ([.key("sources"), .index(1), .key("templateIds"), .index(2)], .text),
        ([.key("sources"), .index(1), .key("weekdays"), .index(0)], .weekday),
        ([.key("sources"), .index(1), .key("time")], .time),
        ([.key("prefs")], .object), ([.key("prefs"), .key("accountability")], .text),
        ([.key("prefs"), .key("leadMinutes")], .lead), ([.key("prefs"), .key("quietHours"), .key("start")], .time),
        ([.key("prefs"), .key("quietHours"), .key("end")], .time), ([.key("prefs"), .key("weeklyGoal")], .goal),
        ([.key("prefs"), .key("goalNudgeTime")], .time), ([.key("prefs"), .key("forgotToFinish")], .flag),
        ([.key("prefs"), .key("workoutReminders")], .flag), ([.key("prefs"), .key("weeklyGoalNudge")], .flag),
        ([.key("completedTemplateIdsToday")], .list), ([.key("completedTemplateIdsToday"), .index(0)], .text),
        ([.key("trainedDaysThisWeek"), .index(1)], .text), ([.key("openWorkout"), .key("id")], .text),
        ([.key("openWorkout"), .key("lastSetAt")], .instant),
    ]

    /// Fields that may be left out; removing one of these is still a valid scenario.
    static let required: [[PathStep]] = [
        [.key("sources"), .index(0), .key("templateId")], [.key("sources"), .index(0), .key("weekdays")],
        [.key("sources"), .index(0), .key("time")], [.key("sources"), .index(1), .key("templateIds")],
        [.key("sources"), .index(1), .key("weekdays")], [.key("sources"), .index(1), .key("time")],
        [.key("prefs"), .key("quietHours"), .key("start")], [.key("prefs"), .key("quietHours"), .key("end")],
        [.key("openWorkout"), .key("id")],
    ]

    public static let badInstants = [
        "2026-06-01T06:00:00", "2026-02-30T06:00:00Z", "2026-06-01T24:00:00Z", "2026-06-01T06:00:00+19:00",
        "2026-06-01T+6:00:00+02:00", "2026-06-01T06:+5:00Z", "2026-06-01T06:00:00e1Z", "2026-06-01T06:00:0e1Z",
        "2026-06-01 06:00:00Z", "", "now", "1780000000", "2026-06-01T06:00:60Z", "2026-06-01T06:00:00+2:00",
        "2026-06-01T06:00:00+02", "2026-06-01T06:00:00+0200", "2026-06-01T6:00:00Z", "2026-06-01T06:00:00ZZ",
        "2026-06-01T06:00:00-+2:00", "2026-06-01T06:00:00+02:+5", "+2026-06-01T06:00:00Z", "2026-06-01T06:00:00.Z",
        "2026-06-01T06:00:00.5e3Z", "2026-06-01T06:00:-1Z", "2026-06-01T06:00:00 Z", "2026-13-01T06:00:00Z",
        "2026-06-01T06:00:00+02:00:00", "2026-06-01T06:00:00.١Z", "2026-06-01T٠٦:00:00Z",
        "2026-06-01T06:00:00+0x:00", "2026-06-01T06:00:00inf",
    ]
    static let badZones = [
        "Mars/Olympus", "", "garbage", "UTC+99", "GMT+99", ":/etc/passwd", "../../etc/passwd", "Europe/", "/",
    ]
    static let badTimes = ["25:00", "7:5", "07:60", "+7:00", "24:00", "0700", "07:00:00", "", "noon", "７:００", "07:+5"]
    static let badWeekdays = ["mond", "Mo", "", "monday", "m", "1", "mon ", "月", "MON.", "weekday"]

    /// Wrong values for a slot, as JSON text.
    static func wrongValues(_ slot: Slot) -> [String] {
        let types = ["1", "true", "null", "[]", "{}", "1e400", "-1e400", "\"x\""]
        func strings(_ list: [String]) -> [String] { list.map(jsonString) }
        switch slot {
        case .instant: return strings(badInstants) + types.filter { $0 != "null" && $0 != "\"x\"" }
        case .zone: return strings(badZones) + types.filter { $0 != "\"x\"" }
        case .time: return strings(badTimes) + types.filter { $0 != "\"x\"" }
        case .weekday: return strings(badWeekdays) + types.filter { $0 != "\"x\"" }
        case .text: return types.filter { $0 != "\"x\"" }
        case .lead:
            return [
                "45", "-15", "15.5", "1e300", "-1e300", "99999999999", "1e9", "\"15\"", "true", "null", "[15]", "{}",
                "1e400",
            ]
        case .goal: return ["0", "8", "-1", "3.5", "1e15", "\"3\"", "false", "null", "[3]", "1e400"]
        case .flag: return ["1", "0", "\"true\"", "\"yes\"", "null", "[]", "{}", "1e400"]
        case .list: return ["1", "\"mon\"", "true", "null", "{}", "1e400"]
        case .object: return ["1", "\"x\"", "true", "[]", "1e400"]
        }
    }

    public static func generate(count: Int, seed: UInt64) -> [Case] {
        var g = MalformedInputs.Generator(seed: seed)
        let root = validTree
        return (0..<count).map { _ in
            switch g.below(8) {
            case 0, 1, 2:
                let slot = slots[g.below(slots.count)]
                let wrong = wrongValues(slot.kind)
                let text = wrong[g.below(wrong.count)]
                // A number too big for a Double (1e400) is refused by the JSON decoder, as a file
                // that is not JSON; everything else names its field.
                return Case(
                    data: Data(render(replacing(root, at: slot.path, with: .raw(text))).utf8),
                    fields: [text.hasSuffix("e400") ? "" : field(slot.path)], what: "\(field(slot.path)) = \(text)")
            case 3:
                let path = required[g.below(required.count)]
                return Case(
                    data: Data(render(removing(root, at: path)).utf8), fields: [field(path)],
                    what: "without \(field(path))")
            case 4:
                // An unknown key next to known ones: refused at that key.
                let objects: [[PathStep]] = [
                    [], [.key("sources"), .index(0)], [.key("sources"), .index(1)], [.key("prefs")],
                    [.key("prefs"), .key("quietHours")], [.key("openWorkout")],
                ]
                let at = objects[g.below(objects.count)]
                let key = ["leadMinute", "Now", "time_zone", "extra", "nowx", "__proto__", "sources ", "weekday"][
                    g.below(8)]
                return Case(
                    data: Data(render(adding(root, at: at, key: key)).utf8), fields: [field(at + [.key(key)])],
                    what: "unknown \(key) at \(field(at))")
            case 5:
                // Cut before the final brace: never valid JSON.
                let text = valid
                let cut = g.below(text.utf8.count - 1)
                return Case(data: Data(text.utf8.prefix(cut)), fields: [""], what: "truncated at \(cut)")
            case 6:
                let depth = [600, 1000, 5000, 50_000][g.below(4)]
                let slot = [("sources", "["), ("prefs", "{\"a\":"), ("now", "[")][g.below(3)]
                let close = slot.1 == "[" ? "]" : "}"
                let nested = String(repeating: slot.1, count: depth) + "1" + String(repeating: close, count: depth)
                return Case(
                    data: Data("{\"\(slot.0)\": \(nested)}".utf8), fields: [""], what: "\(slot.0) nested \(depth) deep")
            default:
                // Bytes that are not UTF-8, inside a string or between tokens.
                var bytes = Array(valid.utf8)
                let bad: [[UInt8]] = [
                    [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0x80], [0xE2, 0x82],
                ]
                let quote = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
                let at = quote[g.below(quote.count)] + (g.below(2) == 0 ? 1 : 0)
                bytes.insert(contentsOf: bad[g.below(bad.count)], at: at)
                return Case(data: Data(bytes), fields: [""], what: "not UTF-8 at byte \(at)")
            }
        }
    }

    // MARK: A small JSON tree, so a mutation keeps the rest of the file valid

    enum PathStep: Equatable {
        case key(String)
        case index(Int)
    }

    indirect enum Node {
        case object([(String, Node)])
        case array([Node])
        /// Any other value, as JSON text.
        case raw(String)

        static func string(_ s: String) -> Node { .raw(jsonString(s)) }
        static func strings(_ list: [String]) -> Node { .array(list.map(string)) }
    }

    /// How `ScenarioError.field` writes a path: `sources[1].weekdays[0]`.
    static func field(_ path: [PathStep]) -> String {
        path.reduce("") { text, step in
            switch step {
            case .key(let k): return text.isEmpty ? k : "\(text).\(k)"
            case .index(let i): return "\(text)[\(i)]"
            }
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func jsonString(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func render(_ node: Node) -> String {
        switch node {
        case .raw(let text): return text
        case .array(let items): return "[" + items.map(render).joined(separator: ", ") + "]"
        case .object(let fields):
            return "{" + fields.map { "\(jsonString($0.0)): \(render($0.1))" }.joined(separator: ", ") + "}"
        }
    }

    static func replacing(_ node: Node, at path: [PathStep], with new: Node) -> Node {
        guard let step = path.first else { return new }
        let rest = Array(path.dropFirst())
        switch (node, step) {
        case (.object(let fields), .key(let k)):
            return .object(fields.map { $0.0 == k ? ($0.0, replacing($0.1, at: rest, with: new)) : $0 })
        case (.array(let items), .index(let i)):
            return .array(
                items.enumerated().map { $0.offset == i ? replacing($0.element, at: rest, with: new) : $0.element })
        default: return node
        }
    }

    static func removing(_ node: Node, at path: [PathStep]) -> Node {
        guard let step = path.first else { return node }
        let rest = Array(path.dropFirst())
        switch (node, step) {
        case (.object(let fields), .key(let k)):
            if rest.isEmpty { return .object(fields.filter { $0.0 != k }) }
            return .object(fields.map { $0.0 == k ? ($0.0, removing($0.1, at: rest)) : $0 })
        case (.array(let items), .index(let i)):
            return .array(items.enumerated().map { $0.offset == i ? removing($0.element, at: rest) : $0.element })
        default: return node
        }
    }

    static func adding(_ node: Node, at path: [PathStep], key: String) -> Node {
        guard let step = path.first else {
            if case .object(let fields) = node { return .object(fields + [(key, .raw("1"))]) }
            return node
        }
        let rest = Array(path.dropFirst())
        switch (node, step) {
        case (.object(let fields), .key(let k)):
            return .object(fields.map { $0.0 == k ? ($0.0, adding($0.1, at: rest, key: key)) : $0 })
        case (.array(let items), .index(let i)):
            return .array(
                items.enumerated().map { $0.offset == i ? adding($0.element, at: rest, key: key) : $0.element })
        default: return node
        }
    }
}
