/// The order of a live workout's exercises and its supersets, after any reorder, swap or removal.
///
/// ```swift
/// var order = WorkoutOrder.of(push, added: [])      // bench, ohp, plank
/// order.joinOrSplit(after: "bench")                 // bench+ohp, plank: a superset
/// order.move("plank", by: -1)                       // plank, bench+ohp (a superset moves whole)
/// order.text                                        // "plank,bench+ohp"
/// WorkoutOrder(text: order.text) == order           // true
/// ```
/// Stored as text in `live_session.exercise_order`: groups separated by `,`, the exercises of a
/// superset joined by `+`, and a swapped exercise written `new=old` (it takes the old one's
/// template line). Exercise ids are letters, digits, `-` and `_`, so the separators never clash.
public struct WorkoutOrder: Hashable, Sendable {
    /// One exercise of the workout; `targetOf` names the template exercise whose line (sets, reps,
    /// rest) it took over in a swap, `nil` for its own.
    public struct Entry: Hashable, Sendable {
        public var exerciseId: String
        public var targetOf: String?

        public init(_ exerciseId: String, targetOf: String? = nil) {
            self.exerciseId = exerciseId
            self.targetOf = targetOf
        }
    }

    /// Groups in order; a group of one is a plain exercise, of two or more a superset.
    public var groups: [[Entry]]

    public init(groups: [[Entry]]) { self.groups = groups.filter { !$0.isEmpty } }

    /// The template's order with its supersets, then the exercises added on the screen.
    public static func of(_ template: WorkoutTemplate?, added: [String]) -> WorkoutOrder {
        var groups: [[Entry]] = []
        var placed = Set<String>()
        for item in template?.items ?? [] where !placed.contains(item.exerciseId) {
            let members = template?.supersets.first { $0.contains(item.exerciseId) } ?? [item.exerciseId]
            let fresh = members.filter { !placed.contains($0) }
            placed.formUnion(fresh)
            groups.append(fresh.map { Entry($0) })
        }
        for id in added where !placed.contains(id) {
            placed.insert(id)
            groups.append([Entry(id)])
        }
        return WorkoutOrder(groups: groups)
    }

    /// Reads the stored text; `nil` when it is empty or not in the format.
    public init?(text: String) {
        var groups: [[Entry]] = []
        for group in text.split(separator: ",", omittingEmptySubsequences: false) {
            var entries: [Entry] = []
            for member in group.split(separator: "+", omittingEmptySubsequences: false) {
                let parts = member.split(separator: "=", omittingEmptySubsequences: false).map(String.init)
                guard (1...2).contains(parts.count), parts.allSatisfy(Self.isId) else { return nil }
                entries.append(Entry(parts[0], targetOf: parts.count == 2 ? parts[1] : nil))
            }
            groups.append(entries)
        }
        guard !groups.isEmpty else { return nil }
        self.init(groups: groups)
    }

    /// The text `init(text:)` reads.
    public var text: String {
        groups.map { group in
            group.map { e in e.targetOf.map { "\(e.exerciseId)=\($0)" } ?? e.exerciseId }.joined(separator: "+")
        }.joined(separator: ",")
    }

    /// Every exercise, in order.
    public var entries: [Entry] { groups.flatMap { $0 } }

    public func contains(_ id: String) -> Bool { entries.contains { $0.exerciseId == id } }

    /// The group (index into `groups`) holding the exercise.
    public func group(of id: String) -> Int? { groups.firstIndex { $0.contains { $0.exerciseId == id } } }

    /// The exercises of the exercise's group, itself included (just itself when it is no superset).
    public func members(of id: String) -> [String] {
        group(of: id).map { groups[$0].map(\.exerciseId) } ?? [id]
    }

    /// Adds an exercise at the end, on its own; one already there stays where it is.
    public mutating func append(_ id: String) {
        if !contains(id) { groups.append([Entry(id)]) }
    }

    /// Moves the exercise's group (a superset moves whole) one place up (`-1`) or down (`+1`);
    /// false when it is already first or last.
    @discardableResult
    public mutating func move(_ id: String, by delta: Int) -> Bool {
        guard let g = group(of: id), groups.indices.contains(g + delta), delta != 0 else { return false }
        groups.swapAt(g, g + delta)
        return true
    }

    /// `S`: joins the exercise's group with the next one into a superset, or, when the next
    /// exercise is already in its superset, splits the group between the two. Returns whether
    /// they are now together, or `nil` when the exercise is the last one.
    @discardableResult
    public mutating func joinOrSplit(after id: String) -> Bool? {
        guard let g = group(of: id), let i = groups[g].firstIndex(where: { $0.exerciseId == id }) else { return nil }
        if i + 1 < groups[g].count {
            let tail = Array(groups[g][(i + 1)...])
            groups[g].removeSubrange((i + 1)...)
            groups.insert(tail, at: g + 1)
            return false
        }
        guard g + 1 < groups.count else { return nil }
        groups[g] += groups[g + 1]
        groups.remove(at: g + 1)
        return true
    }

    /// Takes the exercise out (a superset left with one exercise is a plain exercise again).
    public mutating func remove(_ id: String) {
        for g in groups.indices { groups[g].removeAll { $0.exerciseId == id } }
        groups.removeAll { $0.isEmpty }
    }

    /// Puts `new` in the place of `old`, with the template line `old` had.
    public mutating func swap(_ old: String, for new: String) {
        for g in groups.indices {
            for i in groups[g].indices where groups[g][i].exerciseId == old {
                groups[g][i] = Entry(new, targetOf: groups[g][i].targetOf ?? old)
            }
        }
    }

    static func isId(_ s: String) -> Bool {
        !s.isEmpty && s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}

/// What follows a saved set in a superset: rest only after the last exercise of a round.
///
/// ```swift
/// // bench+row, 3 sets each; bench's first set was just saved, row has none
/// SupersetRound.after("bench", members: ["bench", "row"], done: ["bench": 1], targets: ["bench": 3, "row": 3])
/// // (restStarts: false, next: "row")
/// ```
public enum SupersetRound {
    /// After a set of `exerciseId` is saved (`done` counts it): whether rest starts now, and the
    /// exercise the cursor goes to (`nil`: the group is done, go on to the next).
    ///
    /// Round n is every member's n-th set; a member that has met its target takes no part in
    /// the rounds left. A plain exercise is a group of one: rest after every set. `done` counts
    /// working sets only (`NextSet`): a warm-up is in no round and meets no target.
    ///
    /// Members at different set numbers (a superset made mid-exercise, `S` after bench's third
    /// set): a set of the member ahead (bench's 4th) goes on, without rest, to the next member
    /// behind it (the press, at 0); a set of the member behind (the press's 1st) has no member
    /// behind it in its own round, so rest starts and the cursor goes back to the group's first
    /// member with sets left (bench, for its 5th). So the two alternate, one set each and rest
    /// after each pair, until a member meets its target; the others then go on alone, resting
    /// after every set. Nobody catches up by skipping rest: rounds are counted by each set's own
    /// number, never renumbered when the superset is made.
    public static func after(
        _ exerciseId: String, members: [String], done: [String: Int], targets: [String: Int]
    ) -> (restStarts: Bool, next: String?) {
        func finished(_ id: String) -> Bool { targets[id].map { (done[id] ?? 0) >= $0 } ?? false }
        let round = done[exerciseId] ?? 0
        guard let at = members.firstIndex(of: exerciseId) else {
            return (true, finished(exerciseId) ? nil : exerciseId)
        }
        // The rest of this round, after the exercise and then around from the top.
        let order = members[(at + 1)...] + members[..<at]
        if let next = order.first(where: { !finished($0) && (done[$0] ?? 0) < round }) {
            return (false, next)
        }
        return (true, members.first { !finished($0) })
    }
}
