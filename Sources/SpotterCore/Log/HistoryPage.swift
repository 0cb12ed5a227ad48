import FoundationEssentials

/// Where a finished workout sits in History's order (newest first): its stored start as SQLite
/// holds it, then its id. The key a page is read after (keyset paging, never an offset).
public struct HistoryKey: Hashable, Sendable, Comparable {
    /// `workouts.started_at` as stored: a `Date` read back may differ in its last bit.
    public var startedAt: Double
    public var id: String

    public init(startedAt: Double, id: String) {
        self.startedAt = startedAt
        self.id = id
    }

    /// Older first: by start, then id (History lists them the other way round).
    public static func < (a: HistoryKey, b: HistoryKey) -> Bool { (a.startedAt, a.id) < (b.startedAt, b.id) }
}

/// History's two filters: an exercise (`x`, an id) and a text (`/`).
///
/// ```swift
/// HistoryFilter(text: "sq").matches(name: "Legs", day: day, exerciseNames: ["Squat"])   // true
/// ```
public struct HistoryFilter: Hashable, Sendable {
    public var exerciseId: String?
    /// Empty: no text filter.
    public var text: String

    public init(exerciseId: String? = nil, text: String = "") {
        self.exerciseId = exerciseId
        self.text = text
    }

    /// Whether the text (case ignored) is in the workout's name, its date or one of its
    /// exercises' names: the one rule `HistoryEntry.matches(text:)` and the store's pages follow.
    public func matches(name: String, day: LocalDate, exerciseNames: some Sequence<String>) -> Bool {
        let needle = text.lowercased()
        guard !needle.isEmpty else { return true }
        return name.lowercased().contains(needle) || day.iso.contains(needle)
            || exerciseNames.contains { $0.lowercased().contains(needle) }
    }
}

/// What History asks the store for: a page of the workouts the filter keeps, newest first.
///
/// ```swift
/// HistoryPageRequest(filter: HistoryFilter(), anchor: .newest)            // the first page
/// HistoryPageRequest(filter: f, anchor: .olderThan(lastKeyOnScreen))        // the next one down
/// ```
public struct HistoryPageRequest: Hashable, Sendable {
    public enum Anchor: Hashable, Sendable {
        /// The newest workouts (`g`, a new filter).
        case newest
        /// The oldest workouts (`G`).
        case oldest
        /// The workouts just older than this one (below the loaded ones).
        case olderThan(HistoryKey)
        /// The workouts just newer than this one (above the loaded ones).
        case newerThan(HistoryKey)
        /// This workout and the ones older than it (the loaded page read again after a change).
        case from(HistoryKey)
    }

    /// How many workouts a page holds: a few screens of rows, so paging stays ahead of the cursor.
    public static let pageSize = 60

    public var filter: HistoryFilter
    public var anchor: Anchor
    public var limit: Int

    public init(filter: HistoryFilter, anchor: Anchor, limit: Int = Self.pageSize) {
        self.filter = filter
        self.anchor = anchor
        self.limit = limit
    }

    /// The part of `keys` (every workout the filter keeps, newest first) this request asks for:
    /// what the store's keyset query gives, for a list already in memory.
    ///
    /// ```swift
    /// HistoryPageRequest(filter: f, anchor: .olderThan(k), limit: 2).page(of: [a, k, b, c, d])   // [b, c]
    /// ```
    public func page(of keys: [HistoryKey]) -> [HistoryKey] {
        switch anchor {
        case .newest: return Array(keys.prefix(limit))
        case .oldest: return Array(keys.suffix(limit))
        case .olderThan(let key): return Array(keys.filter { $0 < key }.prefix(limit))
        case .from(let key): return Array(keys.filter { !(key < $0) }.prefix(limit))
        case .newerThan(let key): return Array(keys.filter { key < $0 }.suffix(limit))
        }
    }
}

/// The store's answer to a `HistoryPageRequest`: the page, newest first, and how many there are.
public struct HistoryPage: Hashable, Sendable {
    public var request: HistoryPageRequest
    public var entries: [HistoryEntry]
    /// Each entry's key, in the same order.
    public var keys: [HistoryKey]
    /// How many finished workouts the filter keeps, and how many there are without it.
    public var total: Int
    public var all: Int

    public init(request: HistoryPageRequest, entries: [HistoryEntry], keys: [HistoryKey], total: Int, all: Int) {
        self.request = request
        self.entries = entries
        self.keys = keys
        self.total = total
        self.all = all
    }
}
