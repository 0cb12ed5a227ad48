import Synchronization

/// The exercises people log, each with a stable id, its kind, equipment, primary muscle group and
/// the names other apps give it; the text is `ExerciseCatalogue+Data.swift`, parsed once.
///
/// ```swift
/// let entry = ExerciseCatalogue.shared.entry(named: "Barbell Bench Press")   // bench-press
/// entry?.equipment                                                          // .barbell
/// ExerciseCatalogue.shared.entry(id: "deadlift")?.name                      // "Deadlift"
/// ```
public struct ExerciseCatalogue: Sendable {
    /// What a set of it records.
    public enum Kind: String, Sendable, CaseIterable, Codable {
        case weightReps = "weight-reps"
        case reps
        case timed
        case distanceTime = "distance-time"

        public var label: String {
            switch self {
            case .weightReps: "weight × reps"
            case .reps: "reps only"
            case .timed: "timed"
            case .distanceTime: "distance and time"
            }
        }

        /// How Spotter runs a set of it: a duration counts down, reps are typed.
        public var exerciseKind: Exercise.Kind {
            switch self {
            case .weightReps, .reps: .reps
            case .timed, .distanceTime: .timed
            }
        }
    }

    /// The primary muscle group an exercise trains.
    public enum Muscle: String, Sendable, CaseIterable {
        case chest, back, shoulders, biceps, triceps, forearms, core, quads, hamstrings, glutes, calves, traps,
            neck, adductors, abductors
        case fullBody = "full-body"
        case cardio

        public var label: String { self == .fullBody ? "full body" : rawValue }
    }

    public struct Entry: Sendable, Equatable, Identifiable {
        public let id: String
        public let name: String
        public let kind: Kind
        public let equipment: Exercise.Equipment
        public let muscle: Muscle
        /// The other apps' names for it, as they spell them.
        public let aliases: [String]

        /// The canonical name first, then the aliases.
        public var names: [String] { [name] + aliases }
    }

    /// A line of the catalogue's text that is not an entry.
    public struct LineError: Error, Equatable, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "catalogue line \(line): \(message)" }
    }

    public let entries: [Entry]
    private let byId: [String: Int]
    private let byKey: [String: Int]

    /// The catalogue Spotter ships (its text is checked whole by a test, so it always parses).
    public static let shared: ExerciseCatalogue = {
        do {
            return try parse(text)
        } catch {
            preconditionFailure("the shipped exercise catalogue does not parse: \(error)")
        }
    }()

    public func entry(id: String) -> Entry? { byId[id].map { entries[$0] } }

    /// The entry one of whose names has the same `ExerciseName.key`.
    public func entry(named name: String) -> Entry? { entry(key: ExerciseName.key(name)) }

    /// The entry one of whose names has this `ExerciseName.key`.
    public func entry(key: String) -> Entry? { byKey[key].map { entries[$0] } }

    /// Reads the line format documented in `ExerciseCatalogue+Data.swift`: every field checked,
    /// ids unique, and no name (after `ExerciseName.key`) standing for two entries.
    public static func parse(_ text: String) throws -> ExerciseCatalogue {
        var entries: [Entry] = []
        var byId: [String: Int] = [:]
        var byKey: [String: Int] = [:]
        for (index, raw) in lines(text).enumerated() {
            let line = index + 1
            func fail(_ message: String) -> LineError { LineError(line: line, message: message) }
            let read: Entry?
            do { read = try entry(line: raw) } catch let problem as LineProblem { throw fail(problem.message) }
            guard let entry = read else { continue }
            guard byId[entry.id] == nil else { throw fail("id \(entry.id) is used twice") }
            // Two spellings of one entry may share a key (`Bench Press (Barbell)`, `Barbell Bench
            // Press`): each app's own is listed. Two entries may not.
            var keys = Set<String>()
            for name in entry.names {
                let key = ExerciseName.key(name)
                guard !key.isEmpty else { throw fail("the name \"\(name)\" has no letters or digits") }
                if let other = byKey[key] {
                    throw fail("\"\(name)\" names \(entries[other].id) too")
                }
                keys.insert(key)
            }
            for key in keys { byKey[key] = entries.count }
            byId[entry.id] = entries.count
            entries.append(entry)
        }
        return ExerciseCatalogue(entries: entries, byId: byId, byKey: byKey)
    }

    /// The shipped entry with this id, read from its own line alone: for a caller that needs one
    /// entry and none of the names (`spotter log` of a lift asks only whether it is a run, and
    /// building `shared`, every name keyed, was most of that call).
    ///
    /// ```swift
    /// ExerciseCatalogue.entryReadAlone(id: "running")?.kind   // .distanceTime
    /// ```
    /// The same entry as `shared.entry(id:)` (ids are unique: `parse` checks it, and a test holds
    /// the two equal for every id).
    public static func entryReadAlone(id: String) -> Entry? {
        // Line by line without an array of every line (that array was most of this call).
        let bytes = text.utf8
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            let raw = bytes[start..<end]
            if raw.starts(with: id.utf8), let entry = try? entry(line: raw), entry.id == id { return entry }
            start = end < bytes.endIndex ? bytes.index(after: end) : end
        }
        return nil
    }

    /// `shared.profile(of:)` without building `shared`: the exercise's entry read from its own line
    /// (`entryReadAlone`), each id once.
    ///
    /// ```swift
    /// ExerciseCatalogue.profileReadAlone(of: bench).kind   // .weightReps, and `shared` not built
    /// ```
    /// For the screens that show one exercise at a time (the set form's fields, the exercise
    /// screen's line of gear and muscle): building `shared`, every name keyed, would cost their key
    /// about 14 ms and the rest screen a quarter of a megabyte it never uses.
    public static func profileReadAlone(of exercise: Exercise) -> ExerciseProfile {
        guard let id = exercise.catalogueId else { return profile(of: exercise, entry: nil) }
        let entry = entriesReadAlone.withLock { read in
            if let kept = read[id] { return kept }
            let fresh = entryReadAlone(id: id)
            read[id] = .some(fresh)
            return fresh
        }
        return profile(of: exercise, entry: entry)
    }

    /// The entries `profileReadAlone` has read, by id (nil: no shipped entry has it).
    private static let entriesReadAlone = Mutex<[String: Entry?]>([:])

    /// The text's lines, split as bytes (a line end is always a scalar boundary), not by Character:
    /// grapheme breaking was most of the parse.
    private static func lines(_ text: String) -> [Substring.UTF8View] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    /// What is wrong with one line, without its number.
    private struct LineProblem: Error {
        let message: String
    }

    /// One line's entry, every field checked; nil for a blank or comment line.
    private static func entry(line raw: Substring.UTF8View) throws -> Entry? {
        let content = Substring(raw).trimmingWhitespace()
        if content.isEmpty || content.hasPrefix("#") { return nil }
        func fail(_ message: String) -> LineProblem { LineProblem(message: message) }
        let fields = content.utf8.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false).map {
            Substring($0).trimmingWhitespace()
        }
        guard fields.count == 6 else { throw fail("\(fields.count) fields, not 6 (id | name | kind | …)") }
        let id = fields[0]
        guard !id.isEmpty,
            id.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
        else { throw fail("id \"\(id)\" is not a slug of a-z, 0-9 and -") }
        guard !fields[1].isEmpty, !ExerciseName.key(fields[1]).isEmpty else { throw fail("no name") }
        guard let kind = Kind(rawValue: fields[2]) else { throw fail("unknown kind \"\(fields[2])\"") }
        guard let equipment = Exercise.Equipment(rawValue: fields[3]) else {
            throw fail("unknown equipment \"\(fields[3])\"")
        }
        guard let muscle = Muscle(rawValue: fields[4]) else { throw fail("unknown muscle group \"\(fields[4])\"") }
        let aliases = fields[5].utf8.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
            Substring($0).trimmingWhitespace()
        }
        guard !aliases.contains(where: \.isEmpty) else { throw fail("an empty alias") }
        return Entry(id: id, name: fields[1], kind: kind, equipment: equipment, muscle: muscle, aliases: aliases)
    }
}

/// What an exercise is, for listing it: from its catalogue entry where it has one, else from what
/// was stored for it (its `measure`, else its `kind`; a custom exercise has no muscle group).
public struct ExerciseProfile: Sendable, Equatable {
    public var kind: ExerciseCatalogue.Kind
    public var equipment: Exercise.Equipment?
    public var muscle: ExerciseCatalogue.Muscle?
    /// The catalogue entry, nil for a custom exercise.
    public var entry: ExerciseCatalogue.Entry?
}

extension ExerciseCatalogue {
    public func profile(of exercise: Exercise) -> ExerciseProfile {
        Self.profile(of: exercise, entry: exercise.catalogueId.flatMap { self.entry(id: $0) })
    }

    /// `profile(of:)` with the exercise's catalogue entry already found (`entryReadAlone(id:)`).
    public static func profile(of exercise: Exercise, entry: Entry?) -> ExerciseProfile {
        ExerciseProfile(
            kind: entry?.kind ?? exercise.measure ?? (exercise.kind == .timed ? .timed : .weightReps),
            equipment: exercise.equipment ?? entry?.equipment, muscle: entry?.muscle, entry: entry)
    }

    /// The exercise a person means by `text` among `exercises`: its id, the catalogue id it is,
    /// its name (`ExerciseName.key`), one of its aliases, or any name of the catalogue entry it is (`Deadlift
    /// (Barbell)` finds your Deadlift); every one that matches the first rule that matches any.
    public func lookUp(_ text: String, in exercises: [Exercise]) -> [Exercise] {
        Self.lookUp(text, in: exercises, catalogue: self)
    }

    /// `lookUp` with the catalogue built only for the last rule: a name of yours is found without
    /// it (a key on the loop need not build `shared` to find your own exercise).
    public static func lookUp(
        _ text: String, in exercises: [Exercise], catalogue: @autoclosure () -> ExerciseCatalogue = .shared
    ) -> [Exercise] {
        let yours = lookUpByYourNames(text, in: exercises)
        if !yours.isEmpty { return yours }
        guard let entry = catalogue().entry(named: text) else { return [] }
        return exercises.filter { $0.catalogueId == entry.id }
    }

    /// `lookUp`'s rules before the last, which need no catalogue: the id, the catalogue id, the
    /// name, an alias.
    public static func lookUpByYourNames(_ text: String, in exercises: [Exercise]) -> [Exercise] {
        let byId = exercises.filter { $0.id == text }
        if !byId.isEmpty { return byId }
        let byCatalogue = exercises.filter { $0.catalogueId == text }
        if !byCatalogue.isEmpty { return byCatalogue }
        let key = ExerciseName.key(text)
        let byName =
            key.isEmpty
            ? exercises.filter { $0.name.lowercased() == text.lowercased() }
            : exercises.filter { ExerciseName.key($0.name) == key }
        if !byName.isEmpty { return byName }
        return exercises.filter { $0.aliases.contains { ExerciseName.key($0) == key && !key.isEmpty } }
    }
}
