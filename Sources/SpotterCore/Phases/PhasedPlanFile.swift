import FoundationEssentials

/// Reads and writes the hand-written plan file format; the store keeps plans in the same text.
///
/// ```
/// # A plan: headers, then phases of weeks. Lines starting with # are comments.
/// plan: Spring 10K
/// start: 2027-01-04        # a Monday
/// time: 07:00              # optional, when sessions happen (default 07:00)
/// pace: 5:00               # optional goal race pace per km
///
/// phase: Base
/// week:
/// mon: easy 5              # easy | tempo | long | intervals | race, then km
/// wed: strength push       # a strength template id
/// thu: cross cycling       # cross-training
/// sat: long 10
/// week:
/// mon: easy 5.5
/// ```
/// A weekday not listed in a week is rest (`fri: rest` says so explicitly). Every mistake is
/// reported as `FILE:LINE: what is wrong`, and nothing is loaded.
public enum PlanFile {
    /// Reads a plan. With `templates` (the strength template ids that exist), a `strength` day
    /// naming any other id is refused at its line; a stored plan is read without them, so a
    /// template removed later does not make the plan unreadable.
    public static func parse(_ text: String, file: String, templates: [String]? = nil) throws -> PhasedPlan {
        var name: String?
        var id: String?
        var start: LocalDate?
        var time = LocalTime(hour: 7, minute: 0)!
        var pace: Int?
        var phases: [Phase] = []
        var currentWeek: [Weekday: DaySession]?
        func fail(_ line: Int, _ message: String) -> PlanFileError {
            PlanFileError(file: file, line: line, message: message)
        }
        func closeWeek() {
            if let week = currentWeek { phases[phases.count - 1].weeks.append(PlanWeek(week)) }
            currentWeek = nil
        }

        let rawLines = SourceText.lines(text)
        for (index, raw) in rawLines.enumerated() {
            let lineNumber = index + 1
            let line =
                raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
                .map { $0.trimmingWhitespace() } ?? ""
            if line.isEmpty { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw fail(lineNumber, "expected \"key: value\", got \"\(line)\"")
            }
            let key = line[..<colon].trimmingWhitespace().lowercased()
            let value = line[line.index(after: colon)...].trimmingWhitespace()
            if let day = Weekday(shortName: key) {
                guard currentWeek != nil else { throw fail(lineNumber, "\(key): comes before any \"week:\" line") }
                guard currentWeek?[day] == nil else { throw fail(lineNumber, "\(key): is listed twice in this week") }
                currentWeek?[day] = try session(value, line: lineNumber, templates: templates, fail: fail)
                continue
            }
            switch key {
            case "plan", "id", "start", "time", "pace":
                guard phases.isEmpty else { throw fail(lineNumber, "\(key): must come before the first \"phase:\"") }
                switch key {
                case "plan":
                    guard !value.isEmpty else { throw fail(lineNumber, "plan: needs a name") }
                    if let problem = UserText.problem(in: value, limit: UserText.Limit.name) {
                        throw fail(lineNumber, "plan name \(problem)")
                    }
                    name = value
                case "id":
                    guard PlanFile.isValidId(value) else {
                        throw fail(lineNumber, "id: \"\(value)\" must be letters, digits, - or _ (at most 64)")
                    }
                    id = value
                case "start":
                    guard let d = LocalDate(iso: value) else {
                        throw fail(lineNumber, "start: \"\(value)\" is not a date YYYY-MM-DD")
                    }
                    guard d.weekday == .mon else {
                        throw fail(lineNumber, "start: \(value) is a \(d.weekday.displayName); weeks start on a Monday")
                    }
                    start = d
                case "time":
                    guard let t = LocalTime(hhmm: value) else {
                        throw fail(lineNumber, "time: \"\(value)\" is not HH:MM")
                    }
                    time = t
                default:
                    guard let p = Pace.parse(value) else {
                        throw fail(lineNumber, "pace: \"\(value)\" is not a pace per km like 5:00")
                    }
                    pace = p
                }
            case "phase":
                guard !value.isEmpty else { throw fail(lineNumber, "phase: needs a name") }
                if let problem = UserText.problem(in: value, limit: UserText.Limit.name) {
                    throw fail(lineNumber, "phase name \(problem)")
                }
                if !phases.isEmpty {
                    closeWeek()
                    if phases[phases.count - 1].weeks.isEmpty {
                        throw fail(lineNumber, "phase \"\(phases[phases.count - 1].name)\" has no weeks")
                    }
                }
                phases.append(Phase(name: value, weeks: []))
            case "week":
                guard !phases.isEmpty else { throw fail(lineNumber, "week: comes before any \"phase:\" line") }
                closeWeek()
                currentWeek = [:]
            default:
                throw fail(lineNumber, "unknown key \"\(key)\" (plan, id, start, time, pace, phase, week, mon…sun)")
            }
        }
        if !phases.isEmpty { closeWeek() }
        let lastLine = rawLines.count
        guard let name else { throw fail(lastLine, "the plan has no \"plan: NAME\" line") }
        guard let start else { throw fail(lastLine, "the plan has no \"start: YYYY-MM-DD\" line") }
        guard let last = phases.last else {
            throw fail(lastLine, "the plan has no phases (add \"phase: NAME\" and \"week:\")")
        }
        guard !last.weeks.isEmpty else { throw fail(lastLine, "phase \"\(last.name)\" has no weeks") }
        return PhasedPlan(id: id ?? slug(name), name: name, start: start, time: time, racePace: pace, phases: phases)
    }

    /// Writes a plan in the same format; `parse(write(plan))` gives the plan back.
    public static func write(_ plan: PhasedPlan) -> String {
        var lines = ["plan: \(plan.name)", "id: \(plan.id)", "start: \(plan.start.iso)", "time: \(plan.time.hhmm)"]
        if let pace = plan.racePace { lines.append("pace: \(Pace.text(pace))") }
        for phase in plan.phases {
            lines.append("")
            lines.append("phase: \(phase.name)")
            for week in phase.weeks {
                lines.append("week:")
                for day in Weekday.allCases {
                    guard let s = week.sessions[day] else { continue }
                    lines.append("\(day.shortName): \(text(s))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func text(_ session: DaySession) -> String {
        switch session {
        case .run(let type, let km): return "\(type.rawValue) \(Distance.text(km).dropLast(3))"
        case .strength(let id): return "strength \(id)"
        case .crossTraining(let activity): return "cross \(activity)"
        case .rest: return "rest"
        }
    }

    private static func session(
        _ value: String, line: Int, templates: [String]?, fail: (Int, String) -> PlanFileError
    ) throws -> DaySession {
        let words = value.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let head = words.first?.lowercased() else {
            throw fail(line, "a day needs a session, e.g. \"easy 5\" or \"rest\"")
        }
        switch head {
        case "rest":
            guard words.count == 1 else { throw fail(line, "rest takes nothing after it") }
            return .rest
        case "strength":
            guard words.count == 2, isValidId(words[1]) else {
                throw fail(line, "strength needs one template id, e.g. \"strength push\"")
            }
            if let templates, !templates.contains(words[1]) {
                throw fail(
                    line,
                    "strength \(words[1]): unknown template \"\(words[1])\"; known: \(templates.isEmpty ? "none" : templates.joined(separator: ", "))"
                )
            }
            return .strength(templateId: words[1])
        case "cross":
            guard words.count >= 2 else { throw fail(line, "cross needs an activity, e.g. \"cross cycling\"") }
            let activity = words.dropFirst().joined(separator: " ")
            if let problem = UserText.problem(in: activity, limit: UserText.Limit.activity) {
                throw fail(line, "activity \(problem)")
            }
            return .crossTraining(activity: activity)
        default:
            guard let type = RunType(rawValue: head) else {
                throw fail(
                    line, "unknown session \"\(head)\" (easy, tempo, long, intervals, race, strength, cross, rest)")
            }
            // One decimal, as the plan is written back (`Distance.text`), so nothing is rounded away.
            guard words.count == 2, let km = DecimalNumber.parse(words[1], maxFractionDigits: 1), km > 0, km <= 100
            else {
                throw fail(
                    line,
                    "\(head) needs a distance in km between 0 and 100 with at most one decimal, e.g. \"\(head) 8\"")
            }
            return .run(type, km: km)
        }
    }

    static func isValidId(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 64
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    static func slug(_ name: String) -> String {
        let s = String(name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }.prefix(64))
        return s.isEmpty ? "plan" : s
    }
}

/// A mistake in a plan file, named by file and line: `plan.txt:7: unknown session "fast" (…)`.
public struct PlanFileError: Error, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let message: String
    public var description: String { "\(file):\(line): \(message)" }
}
