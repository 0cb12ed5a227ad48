/// Which exercises a typed query finds, best first: the one search rule of every exercise picker.
///
/// ```swift
/// let search = ExerciseSearch(exercises: plan.exercises)        // the folded index, built once
/// search.search("bench").first?.name                            // "Bench press"
/// search.search("bp").first?.name                               // "Bench press" (its initials)
/// search.search("", filter: .equipment(.kettlebell)).count      // every kettlebell exercise
/// search.search("press", recent: ["ohp"]).first?.name           // "Overhead press": logged lately
/// ```
/// The candidates are your exercises (their names and aliases, and the catalogue names of the
/// entry each one is) and the catalogue entries none of yours is yet. Names are compared folded:
/// case and diacritics off (`Développé` is `developpe`), apostrophes dropped, anything else that is
/// not a letter or a digit a word break. A name matches, best first, when it is the query, starts
/// with it, has a word starting with each of the query's words (`bench inc` finds `Incline bench
/// press`), or has initials starting with it (`bp`, `ohp`); a canonical name ranks above an alias
/// that matches alike. Among equal matches your recent exercises come first (most recent first),
/// then the rest alphabetically.
///
/// The index is folded once, here; a search is one pass over it with no sorting (the candidates
/// are kept in alphabetical order), well under a millisecond for the catalogue and 5,000 exercises
/// of your own (`spotter-bench picker`).
public struct ExerciseSearch: Sendable {
    /// What picking a candidate means: one of your exercises, or a catalogue entry none of yours is.
    public enum Choice: Hashable, Sendable {
        case exercise(id: String)
        case catalogue(id: String)
    }

    /// An exercise as a picker lists it.
    public struct Candidate: Hashable, Sendable {
        public let choice: Choice
        public let name: String
        public let kind: ExerciseCatalogue.Kind
        public let equipment: Exercise.Equipment?
        public let muscle: ExerciseCatalogue.Muscle?
    }

    /// One equipment or one muscle group: what the candidates are narrowed to.
    public enum Filter: Hashable, Sendable {
        case equipment(Exercise.Equipment)
        case muscle(ExerciseCatalogue.Muscle)

        /// No filter, then every equipment, then every muscle group: the order Tab steps through.
        public static let cycle: [Filter?] =
            [nil] + Exercise.Equipment.allCases.map { .equipment($0) }
            + ExerciseCatalogue.Muscle.allCases.map {
                .muscle($0)
            }

        public var label: String {
            switch self {
            case .equipment(let e): e.label
            case .muscle(let m): m.label
            }
        }

        /// The filter `delta` steps after `filter` in `cycle`, round the end.
        public static func step(_ filter: Filter?, by delta: Int) -> Filter? {
            let at = cycle.firstIndex(of: filter) ?? 0
            return cycle[((at + delta) % cycle.count + cycle.count) % cycle.count]
        }

        func admits(_ c: Candidate) -> Bool {
            switch self {
            case .equipment(let e): c.equipment == e
            case .muscle(let m): c.muscle == m
            }
        }
    }

    /// Every candidate, in alphabetical order of its folded name.
    public let candidates: [Candidate]
    /// The folded names, one after another (words joined by one space).
    private let bytes: [UInt8]
    /// The initials of each folded name, one after another.
    private let initials: [UInt8]
    /// Where each word of each name starts, relative to the name.
    private let wordStarts: [Int32]
    private let names: [Name]
    /// The names of candidate `i` are `names[nameRanges[i]]`.
    private let nameRanges: [Range<Int>]
    private let byExercise: [String: Int]

    private struct Name: Sendable {
        var start: Int32
        var count: Int32
        var words: Int32
        var wordCount: Int32
        var initials: Int32
        var isAlias: Bool
    }

    public init(exercises: [Exercise], catalogue: ExerciseCatalogue = .shared) {
        var rows: [(candidate: Candidate, key: [UInt8], names: [(String, Bool)])] = []
        var linked = Set<String>()
        for e in exercises {
            let p = catalogue.profile(of: e)
            if let id = p.entry?.id { linked.insert(id) }
            let names = [(e.name, false)] + e.aliases.map { ($0, true) } + (p.entry?.names.map { ($0, true) } ?? [])
            rows.append(
                (
                    Candidate(
                        choice: .exercise(id: e.id), name: e.name, kind: p.kind, equipment: p.equipment,
                        muscle: p.muscle), Self.fold(e.name), names
                ))
        }
        for entry in catalogue.entries where !linked.contains(entry.id) {
            rows.append(
                (
                    Candidate(
                        choice: .catalogue(id: entry.id), name: entry.name, kind: entry.kind,
                        equipment: entry.equipment, muscle: entry.muscle),
                    Self.fold(entry.name), [(entry.name, false)] + entry.aliases.map { ($0, true) }
                ))
        }
        rows.sort {
            $0.key.lexicographicallyPrecedes($1.key) || ($0.key == $1.key && $0.candidate.name < $1.candidate.name)
        }
        var bytes: [UInt8] = []
        var initials: [UInt8] = []
        var wordStarts: [Int32] = []
        var names: [Name] = []
        var ranges: [Range<Int>] = []
        var byExercise: [String: Int] = [:]
        for (index, row) in rows.enumerated() {
            if case .exercise(let id) = row.candidate.choice { byExercise[id] = index }
            let first = names.count
            var seen = Set<[UInt8]>()
            for (text, isAlias) in row.names {
                let folded = Self.fold(text)
                guard !folded.isEmpty, seen.insert(folded).inserted else { continue }
                var name = Name(
                    start: Int32(bytes.count), count: Int32(folded.count), words: Int32(wordStarts.count),
                    wordCount: 0, initials: Int32(initials.count), isAlias: isAlias)
                for (i, byte) in folded.enumerated() where byte != Self.space && (i == 0 || folded[i - 1] == Self.space)
                {
                    wordStarts.append(Int32(i))
                    initials.append(byte)
                    name.wordCount += 1
                }
                bytes += folded
                names.append(name)
            }
            ranges.append(first..<names.count)
        }
        self.candidates = rows.map(\.candidate)
        self.bytes = bytes
        self.initials = initials
        self.wordStarts = wordStarts
        self.names = names
        self.nameRanges = ranges
        self.byExercise = byExercise
    }

    /// The candidates `query` finds within `filter`, best first; `recent` are exercise ids, most
    /// recent first.
    public func search(_ query: String, filter: Filter? = nil, recent: [String] = []) -> [Candidate] {
        matches(query, filter: filter, recent: recent).map { candidates[$0] }
    }

    /// The same as indices into `candidates`.
    public func matches(_ query: String, filter: Filter? = nil, recent: [String] = []) -> [Int] {
        let q = Self.fold(query)
        var recency: [Int: Int] = [:]
        for (order, id) in recent.enumerated() {
            if let i = byExercise[id], recency[i] == nil { recency[i] = order }
        }
        // Each rank's candidates, alphabetical as met; its recent ones apart, to go first.
        var buckets = [[Int]](repeating: [], count: Self.ranks)
        var recentBuckets = [[(order: Int, index: Int)]](repeating: [], count: Self.ranks)
        let tokens = q.split(separator: Self.space).map(Array.init)
        q.withUnsafeBufferPointer { q in
            bytes.withUnsafeBufferPointer { bytes in
                initials.withUnsafeBufferPointer { initials in
                    wordStarts.withUnsafeBufferPointer { wordStarts in
                        for (index, candidate) in candidates.enumerated() {
                            if let filter, !filter.admits(candidate) { continue }
                            var best = Int.max
                            if q.isEmpty {
                                best = 0
                            } else {
                                for n in nameRanges[index] {
                                    let r = Self.rank(
                                        names[n], q, tokens, bytes: bytes, initials: initials, wordStarts: wordStarts)
                                    if r < best { best = r }
                                    if best == 0 { break }
                                }
                            }
                            guard best != Int.max else { continue }
                            if let order = recency[index] {
                                recentBuckets[best].append((order, index))
                            } else {
                                buckets[best].append(index)
                            }
                        }
                    }
                }
            }
        }
        var out: [Int] = []
        for rank in 0..<Self.ranks {
            out += recentBuckets[rank].sorted { $0.order < $1.order }.map(\.index)
            out += buckets[rank]
        }
        return out
    }

    private static let space = UInt8(ascii: " ")
    /// Four kinds of match, each on a canonical name or on an alias.
    private static let ranks = 8

    /// 0 the name is the query, 1 it starts with it, 2 a word starts with each word of it, 3 its
    /// initials start with it; doubled, plus one for an alias. `Int.max`: no match.
    private static func rank(
        _ name: Name, _ q: UnsafeBufferPointer<UInt8>, _ tokens: [[UInt8]], bytes: UnsafeBufferPointer<UInt8>,
        initials: UnsafeBufferPointer<UInt8>, wordStarts: UnsafeBufferPointer<Int32>
    ) -> Int {
        let start = Int(name.start)
        let count = Int(name.count)
        let alias = name.isAlias ? 1 : 0
        if startsWith(bytes, from: start, count: count, q) {
            return (count == q.count ? 0 : 2) + alias
        }
        var allWords = true
        for token in tokens {
            var found = false
            for w in 0..<Int(name.wordCount) {
                let at = Int(wordStarts[Int(name.words) + w])
                if token.withUnsafeBufferPointer({ startsWith(bytes, from: start + at, count: count - at, $0) }) {
                    found = true
                    break
                }
            }
            if !found {
                allWords = false
                break
            }
        }
        if allWords { return 4 + alias }
        if tokens.count == 1, q.count >= 2,
            startsWith(initials, from: Int(name.initials), count: Int(name.wordCount), q)
        {
            return 6 + alias
        }
        return Int.max
    }

    private static func startsWith(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, count: Int, _ prefix: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard prefix.count <= count else { return false }
        for i in 0..<prefix.count where buffer[start + i] != prefix[i] { return false }
        return true
    }

    /// `name` as the search compares it: UTF-8, lower case, no diacritics, no apostrophes, words
    /// joined by one space.
    ///
    /// ```swift
    /// String(decoding: ExerciseSearch.fold("Développé  couché"), as: UTF8.self)   // "developpe couche"
    /// String(decoding: ExerciseSearch.fold("Farmer's Walk (DB)"), as: UTF8.self)  // "farmers walk db"
    /// ```
    public static func fold(_ name: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(name.utf8.count)
        var pendingSpace = false
        func append(_ bytes: some Sequence<UInt8>) {
            if pendingSpace, !out.isEmpty { out.append(space) }
            pendingSpace = false
            out += bytes
        }
        for scalar in name.unicodeScalars {
            let v = scalar.value
            if v < 0x80 {
                let byte = UInt8(v)
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    append(CollectionOfOne(byte))
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): append(CollectionOfOne(byte + 32))
                case UInt8(ascii: "'"): continue
                default: pendingSpace = true
                }
                continue
            }
            let p = scalar.properties
            switch p.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: continue  // a combining accent
            default: break
            }
            if scalar == "\u{2019}" { continue }
            guard p.isAlphabetic || p.numericType != nil else {
                pendingSpace = true
                continue
            }
            if let base = latinBase(p.name) {
                append(base.utf8)
            } else {
                append(p.lowercaseMapping.utf8)
            }
        }
        return out
    }

    /// The plain letters of a Latin letter with marks: `LATIN SMALL LETTER E WITH ACUTE` is `e`,
    /// `LATIN SMALL LETTER SHARP S` is `ss`; nil for anything else.
    static func latinBase(_ name: String?) -> String? {
        guard let name else { return nil }
        var rest: Substring
        if name.hasPrefix("LATIN SMALL LETTER ") {
            rest = name.dropFirst("LATIN SMALL LETTER ".count)
        } else if name.hasPrefix("LATIN CAPITAL LETTER ") {
            rest = name.dropFirst("LATIN CAPITAL LETTER ".count)
        } else {
            return nil
        }
        if let with = rest.firstRange(of: " WITH ") { rest = rest[..<with.lowerBound] }
        switch rest {
        case "SHARP S": return "ss"
        case "AE": return "ae"
        case "OE": return "oe"
        case "DOTLESS I": return "i"
        default:
            guard rest.count == 1, let c = rest.first, c.isASCII, c.isLetter else { return nil }
            return c.lowercased()
        }
    }
}
