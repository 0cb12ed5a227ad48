import FoundationEssentials

/// A training schedule written by hand: exercises, templates, weekly days and rotations.
///
/// ```
/// # My week. Lines starting with # are comments; indentation is free.
/// exercise bench "Bench press" barbell   # barbell, dumbbell, machine or bodyweight (optional)
/// exercise row "Barbell row"
/// exercise plank "Plank" timed
///
/// template push "Push"
///   bench 5x5 @60 rest 120        # 5 sets of 5 at 60 kg, 120 s rest (`@135lb`: pounds)
///   row 5x8 @50 rest 90
///   superset bench,row            # in turn, rest after each round
///   plank 3x45s rest 60           # 3 sets of 45 s
///   ohp 3x8-12 @35 rest 90 progress double +2.5   # 8 → 12 reps, then +2.5 kg
///
/// weekly push mon,thu 18:00
/// rotation weekend "Weekend" push,legs sat 10:00
/// ```
/// `ScheduleFile.parse` checks every line and every reference and reports the first problem
/// with its line number; `ScheduleFile.render` writes a schedule back in the same form.
public struct ScheduleFile: Equatable, Sendable {
    public var exercises: [Exercise]
    public var templates: [WorkoutTemplate]
    public var weekly: [WeeklySchedule]
    public var rotations: [Rotation]

    public init(exercises: [Exercise], templates: [WorkoutTemplate], weekly: [WeeklySchedule], rotations: [Rotation]) {
        self.exercises = exercises
        self.templates = templates
        self.weekly = weekly
        self.rotations = rotations
    }

    /// A problem in a schedule file, with the line it is on (1-based).
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// Parses a whole file. `knownExercises` are exercises already stored, which templates may use
    /// without declaring them again.
    public static func parse(_ text: String, knownExercises: [Exercise] = []) throws -> ScheduleFile {
        var file = ScheduleFile(exercises: [], templates: [], weekly: [], rotations: [])
        var lines = SourceLines()
        var currentTemplate: Int?
        for (index, rawLine) in SourceText.lines(text).enumerated() {
            let lineNumber = index + 1
            func fail(_ message: String) -> ParseError { ParseError(line: lineNumber, message: message) }
            let indented = rawLine.first == " " || rawLine.first == "\t"
            let words = try tokenize(String(rawLine), line: lineNumber)
            guard let keyword = words.first else { continue }

            if indented, let t = currentTemplate, !["exercise", "template", "weekly", "rotation"].contains(keyword) {
                if isSupersetLine(words) {
                    file.templates[t].supersets.append(try superset(words, fail))
                    lines.supersets[file.templates[t].id, default: []].append(lineNumber)
                    continue
                }
                file.templates[t].items.append(try item(words, fail))
                lines.items[file.templates[t].id, default: []].append(lineNumber)
                continue
            }
            currentTemplate = nil
            switch keyword {
            case "exercise":
                // After the name, in any order, at most once each: `timed` and the equipment.
                let extras = Array(words.dropFirst(3))
                let equipment = extras.compactMap { Exercise.Equipment(rawValue: $0) }
                let timed = extras.filter { $0 == "timed" }
                guard words.count >= 3, equipment.count <= 1, timed.count <= 1,
                    extras.count == equipment.count + timed.count
                else {
                    throw fail(
                        "expected: exercise ID \"Name\" [timed] [\(Exercise.Equipment.allCases.map(\.rawValue).joined(separator: "|"))]"
                    )
                }
                try checkId(words[1], fail)
                guard !file.exercises.contains(where: { $0.id == words[1] }) else {
                    throw fail("exercise \(words[1]) is declared twice")
                }
                file.exercises.append(
                    Exercise(
                        id: words[1], name: try name(words[2], "exercise", fail),
                        kind: timed.isEmpty ? .reps : .timed, equipment: equipment.first))
            case "template":
                guard words.count == 3 else { throw fail("expected: template ID \"Name\", then indented sets") }
                try checkId(words[1], fail)
                guard !file.templates.contains(where: { $0.id == words[1] }) else {
                    throw fail("template \(words[1]) is declared twice")
                }
                file.templates.append(
                    WorkoutTemplate(id: words[1], name: try name(words[2], "template", fail), items: []))
                lines.templates[words[1]] = lineNumber
                currentTemplate = file.templates.count - 1
            case "weekly":
                guard words.count == 4 else { throw fail("expected: weekly TEMPLATE mon,thu HH:MM") }
                guard let days = Weekday.parseList(words[2]) else {
                    throw fail("\"\(words[2])\" is not a list of mon…sun")
                }
                guard let time = LocalTime(hhmm: words[3]) else { throw fail("\"\(words[3])\" is not a time HH:MM") }
                for day in days {
                    if let earlier = lines.weeklyDays[words[1], default: [:]][day] {
                        throw fail(
                            "\(words[1]) is already planned on \(day.shortName) (line \(earlier)): one time per day")
                    }
                    lines.weeklyDays[words[1], default: [:]][day] = lineNumber
                }
                file.weekly.append(WeeklySchedule(templateId: words[1], weekdays: days, time: time))
                lines.weekly.append(lineNumber)
            case "rotation":
                let rotation = try rotation(words, fail)
                guard !file.rotations.contains(where: { $0.id == rotation.id }) else {
                    throw fail("rotation \(rotation.id) is declared twice")
                }
                file.rotations.append(rotation)
                lines.rotations.append(lineNumber)
            default:
                throw fail(
                    indented
                        ? "a set line must follow a template line"
                        : "unknown keyword \"\(keyword)\" (exercise, template, weekly, rotation)")
            }
        }
        try file.checkReferences(lines, knownExercises: knownExercises)
        try file.checkSupersets(lines)
        // An empty file would replace the whole schedule with nothing: surely a mistake.
        guard !file.templates.isEmpty else {
            throw ParseError(line: 1, message: "the file declares no templates; nothing was changed")
        }
        return file
    }

    /// Writes the schedule in the file format, so `parse(render(x)) == x`.
    public static func render(_ file: ScheduleFile) -> String {
        var lines = ["# Spotter schedule. Edit, then: spotter schedule import FILE", ""]
        for e in file.exercises {
            lines.append(
                "exercise \(e.id) \(quote(e.name))\(e.kind == .timed ? " timed" : "")"
                    + (e.equipment.map { " \($0.rawValue)" } ?? ""))
        }
        for t in file.templates {
            lines.append("")
            lines.append("template \(t.id) \(quote(t.name))")
            for i in t.items { lines.append("  \(i.exerciseId) \(clause(i))") }
            for group in t.supersets { lines.append("  superset \(group.joined(separator: ","))") }
        }
        if !file.weekly.isEmpty { lines.append("") }
        for s in file.weekly {
            lines.append("weekly \(s.templateId) \(s.weekdays.map(\.shortName).joined(separator: ",")) \(s.time.hhmm)")
        }
        if !file.rotations.isEmpty { lines.append("") }
        for r in file.rotations { lines.append("rotation \(r.id) \(clause(r))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An item's set line after its exercise, as `render` writes it: `5x5 @60 rest 120`,
    /// `3x45s rest 60`, `3x8-12 @50 rest 90 progress double +2.5`.
    public static func clause(_ i: WorkoutTemplate.Item) -> String {
        var line = "\(i.sets)x"
        if let d = i.durationSeconds { line += "\(d)s" } else { line += "\(i.reps ?? 1)" }
        if let top = i.progression?.topReps { line += "-\(top)" }
        if let w = i.weight { line += " @\(formatWeight(w))" }
        line += " rest \(i.restSeconds)"
        if let rule = i.progression { line += " \(rule.clause)" }
        return line
    }

    /// Reads one set line of `exerciseId` as `parse` reads it inside a template (`clause` writes it):
    ///
    /// ```swift
    /// try ScheduleFile.item(exerciseId: "bench", clause: "5x5 @60 rest 120")  // 5 × 5 at 60 kg, 120 s rest
    /// try ScheduleFile.item(exerciseId: "bench", clause: "5x0")  // ParseError: "5x0": reps …
    /// ```
    /// The error's line is 1. Whether the exercise exists and is of the right kind is the whole
    /// file's check (`checked`).
    public static func item(exerciseId: String, clause: String) throws -> WorkoutTemplate.Item {
        let words = try tokenize(clause, line: 1)
        return try item([exerciseId] + words) { ParseError(line: 1, message: $0) }
    }

    /// A rotation's line after its id, as `render` writes it: `"Weekend" full-a,full-b sat 10:00`.
    public static func clause(_ r: Rotation) -> String {
        "\(quote(r.name)) \(r.templateIds.joined(separator: ",")) \(r.weekdays.map(\.shortName).joined(separator: ",")) \(r.time.hhmm)"
    }

    /// Reads a rotation's line after its id as `parse` reads it (`clause` writes it); the error's
    /// line is 1. Whether its templates exist is the whole file's check (`checked`).
    ///
    /// ```swift
    /// try ScheduleFile.rotation(id: "wk", clause: "\"Weekend\" full-a,full-b sat,sun 10:00")
    /// ```
    public static func rotation(id: String, clause: String) throws -> Rotation {
        try rotation(["rotation", id] + tokenize(clause, line: 1)) { ParseError(line: 1, message: $0) }
    }

    /// `rotation ID "Name" TEMPLATE,TEMPLATE mon,thu HH:MM`.
    private static func rotation(_ words: [String], _ fail: (String) -> ParseError) throws -> Rotation {
        guard words.count == 6 else {
            throw fail("expected: rotation ID \"Name\" TEMPLATE,TEMPLATE mon,thu HH:MM")
        }
        try checkId(words[1], fail)
        let ids = words[3].split(separator: ",").map(String.init)
        guard !ids.isEmpty else { throw fail("a rotation needs at least one template") }
        guard let days = Weekday.parseList(words[4]) else {
            throw fail("\"\(words[4])\" is not a list of mon…sun")
        }
        guard let time = LocalTime(hhmm: words[5]) else { throw fail("\"\(words[5])\" is not a time HH:MM") }
        return Rotation(
            id: words[1], name: try name(words[2], "rotation", fail), templateIds: ids, weekdays: days, time: time)
    }

    // MARK: - Pieces

    /// `bench 5x5 @60 rest 120`, `plank 3x45s rest 60`, `bench 5x5 @60 progress +2.5 deload 3 10%`
    /// or `row 3x8-12 @50 progress double +2.5`.
    private static func item(_ words: [String], _ fail: (String) -> ParseError) throws -> WorkoutTemplate.Item {
        guard words.count >= 2 else { throw fail("expected: EXERCISE SETSxREPS [@WEIGHT] [rest SECONDS]") }
        func read<T>(_ prefix: String, _ value: () throws -> T) throws -> T {
            do { return try value() } catch let error as SetValueError { throw fail(prefix + error.message) }
        }
        let parts = words[1].lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw fail("\"\(words[1])\" is not SETSxREPS (e.g. 5x5) or SETSxSECONDSs (e.g. 3x45s)")
        }
        let sets = try read("\"\(words[1])\": ") { try SetValue.sets(parts[0]) }
        var reps: Int?
        var topReps: Int?
        var duration: Int?
        if parts[1].hasSuffix("s") {
            duration = try read("\"\(words[1])\": ") { try SetValue.seconds(parts[1].dropLast()) }
        } else if let dash = parts[1].firstIndex(of: "-") {
            // A rep range, 8-12: the bottom is the item's reps, the top goes to double progression.
            reps = try read("\"\(words[1])\": ") { try SetValue.reps(parts[1][..<dash]) }
            topReps = try read("\"\(words[1])\": ") { try SetValue.reps(parts[1][parts[1].index(after: dash)...]) }
            if let low = reps, let high = topReps, low >= high {
                throw fail("\"\(words[1])\": a rep range goes from fewer to more reps, e.g. 3x8-12")
            }
        } else {
            reps = try read("\"\(words[1])\": ") { try SetValue.reps(parts[1]) }
        }
        var weight: Double?
        var rest = Countdown.defaultRestSeconds
        var progression: ProgressionRule?
        var deload: ProgressionRule.Deload?
        var i = 2
        while i < words.count {
            let w = words[i]
            if w.hasPrefix("@") {
                let number = w.dropFirst().lowercased()
                // Kilograms, whatever the units setting: a file means the same on every machine;
                // `@135lb` says pounds (stored as kg at full precision).
                weight = try read("") {
                    number.hasSuffix("lb")
                        ? try WeightUnit.lb.weight(number.dropLast(2))
                        : try SetValue.weight(number.hasSuffix("kg") ? number.dropLast(2) : number[...])
                }
                i += 1
            } else if w == "rest", i + 1 < words.count {
                let number = words[i + 1].lowercased()
                rest = try read("") { try SetValue.rest(number.hasSuffix("s") ? number.dropLast() : number[...]) }
                i += 2
            } else if w == "progress" {
                guard progression == nil else { throw fail("progress is written twice") }
                i += 1
                progression = try read("") { try ProgressionRule.readProgress(words, at: &i, topReps: topReps) }
            } else if w == "deload" {
                guard deload == nil else { throw fail("deload is written twice") }
                i += 1
                deload = try read("") { try ProgressionRule.readDeload(words, at: &i) }
            } else {
                throw fail("unexpected \"\(w)\"; expected @WEIGHT, rest SECONDS, progress or deload")
            }
        }
        if let top = topReps, progression == nil {
            throw fail(
                "a rep range (\(reps ?? 0)-\(top)) goes with double progression: add progress double [+STEP]")
        }
        if deload != nil, progression == nil {
            throw fail("deload goes with a progress clause, e.g. progress +2.5 deload 3 10%")
        }
        progression?.deload = deload
        if progression != nil {
            if duration != nil { throw fail("a timed set cannot progress: progress is for SETSxREPS @WEIGHT") }
            if weight == nil { throw fail("progress needs a starting weight: add @KG (e.g. @60)") }
        }
        return WorkoutTemplate.Item(
            exerciseId: words[0], sets: sets, reps: reps, weight: weight, restSeconds: rest, durationSeconds: duration,
            progression: progression)
    }

    /// Where each declaration stood, so a reference error can name its line.
    private struct SourceLines {
        var templates: [String: Int] = [:]
        var items: [String: [Int]] = [:]
        var weekly: [Int] = []
        var rotations: [Int] = []
        /// Per template, the line of each `superset` line, in order.
        var supersets: [String: [Int]] = [:]
        /// Per template, the line that planned it on each weekday.
        var weeklyDays: [String: [Weekday: Int]] = [:]
    }

    private func checkReferences(_ lines: SourceLines, knownExercises: [Exercise]) throws {
        let templateIds = Set(templates.map(\.id))
        for t in templates {
            if t.items.isEmpty {
                throw ParseError(line: lines.templates[t.id] ?? 0, message: "template \(t.id) has no sets")
            }
            for (n, i) in t.items.enumerated() {
                let line = lines.items[t.id]?[n] ?? 0
                guard
                    let exercise = exercises.first(where: { $0.id == i.exerciseId })
                        ?? knownExercises.first(where: { $0.id == i.exerciseId })
                else {
                    throw ParseError(
                        line: line,
                        message:
                            "unknown exercise \"\(i.exerciseId)\"; declare it with: exercise \(i.exerciseId) \"Name\"")
                }
                // The TUI runs a countdown for a timed exercise and a reps form for the others:
                // a target of the other kind would have no screen to show it.
                switch exercise.kind {
                case .timed where i.durationSeconds == nil:
                    throw ParseError(
                        line: line, message: "\(exercise.id) is timed: write SETSxSECONDSs (e.g. 3x45s), not SETSxREPS")
                case .reps where i.durationSeconds != nil:
                    throw ParseError(
                        line: line,
                        message:
                            "\(exercise.id) counts reps: write SETSxREPS (e.g. 5x5), not seconds (or declare it timed)")
                default:
                    break
                }
            }
        }
        for (n, s) in weekly.enumerated() where !templateIds.contains(s.templateId) {
            throw ParseError(line: lines.weekly[n], message: "unknown template \"\(s.templateId)\"")
        }
        for (n, r) in rotations.enumerated() {
            for id in r.templateIds where !templateIds.contains(id) {
                throw ParseError(line: lines.rotations[n], message: "unknown template \"\(id)\"")
            }
        }
    }

    /// A declaration's "Name": plain text of at most `UserText.Limit.name` characters.
    private static func name(_ text: String, _ kind: String, _ fail: (String) -> ParseError) throws -> String {
        if let problem = UserText.problem(in: text, limit: UserText.Limit.name) {
            throw fail("\(kind) name \(problem)")
        }
        return text
    }

    private static func checkId(_ id: String, _ fail: (String) -> ParseError) throws {
        guard !id.isEmpty, id.count <= 64,
            id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else {
            throw fail("\"\(id.prefix(64))\" is not an id (letters, digits, - and _, at most 64)")
        }
    }

    /// Splits on spaces, keeps "quoted names" whole, drops `# comments`.
    private static func tokenize(_ line: String, line number: Int) throws -> [String] {
        var words: [String] = []
        var current = ""
        var inQuotes = false
        var hasWord = false
        for ch in line {
            if inQuotes {
                if ch == "\"" { inQuotes = false } else { current.append(ch) }
            } else if ch == "\"" {
                inQuotes = true
                hasWord = true
            } else if ch == "#" {
                break
            } else if ch == " " || ch == "\t" {
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(ch)
                hasWord = true
            }
        }
        if inQuotes { throw ParseError(line: number, message: "a quote is not closed") }
        if hasWord { words.append(current) }
        return words
    }

    private static func quote(_ s: String) -> String { "\"\(s.replacing("\"", with: "'"))\"" }

    /// Kilograms, or pounds (`135lb`) where only they give the stored weight back exactly.
    private static func formatWeight(_ w: Double) -> String {
        let kg = SetValue.weightText(w)
        if DecimalNumber.parse(kg) == w { return kg }
        let lb = WeightUnit.lb.text(w)
        return (try? WeightUnit.lb.weight(lb)) == w ? "\(lb)lb" : kg
    }
}

// MARK: - Supersets

extension ScheduleFile {
    /// `superset bench,row` inside a template (an exercise called `superset` still takes set lines:
    /// `superset 3x5` starts with a digit).
    private static func isSupersetLine(_ words: [String]) -> Bool {
        words.first == "superset" && (words.count != 2 || !(words[1].first?.isNumber ?? false))
    }

    /// The exercises of a `superset A,B[,C…]` line, as written (checked against the template later).
    private static func superset(_ words: [String], _ fail: (String) -> ParseError) throws -> [String] {
        let usage = "expected: superset EXERCISE,EXERCISE (two or more of this template's exercises)"
        guard words.count == 2 else { throw fail(usage) }
        let ids = words[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard ids.count >= 2, ids.allSatisfy({ !$0.isEmpty }) else { throw fail(usage) }
        return ids
    }

    /// Every superset names exercises of its own template, each at most once in the template's
    /// supersets; then each group is put in the items' order, and the groups by their first item,
    /// so `render` writes back what `parse` reads.
    private mutating func checkSupersets(_ lines: SourceLines) throws {
        for t in templates.indices {
            let template = templates[t]
            var seen: [String: Int] = [:]
            for (n, group) in template.supersets.enumerated() {
                let line = lines.supersets[template.id]?[n] ?? 0
                for id in group {
                    guard template.items.contains(where: { $0.exerciseId == id }) else {
                        throw ParseError(
                            line: line,
                            message: "superset: \(id) has no set line in template \(template.id); add one above")
                    }
                    if let earlier = seen[id] {
                        throw ParseError(
                            line: line,
                            message: earlier == line
                                ? "superset: \(id) is named twice"
                                : "superset: \(id) is already in a superset (line \(earlier))")
                    }
                    seen[id] = line
                }
            }
            func position(_ id: String) -> Int { template.items.firstIndex { $0.exerciseId == id } ?? 0 }
            templates[t].supersets =
                template.supersets
                .map { $0.sorted { position($0) < position($1) } }
                .sorted { position($0[0]) < position($1[0]) }
        }
    }
}
