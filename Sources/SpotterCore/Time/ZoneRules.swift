/// One local time type of a zone: its offset, whether it is DST, its abbreviation (`CEST`).
struct LocalTimeType: Sendable, Hashable {
    var offset: Int
    var isDST: Bool
    var abbreviation: String
}

/// A zone's rules as a TZif file gives them: transitions, the types they switch to, and the
/// POSIX TZ rule that takes over after the last transition.
///
/// A class so that copying a `Zone` (every `ZonedCalendar`, every athlete) costs one retain.
/// Lookups are a binary search over `transitions`: O(log n), no allocation.
final class ZoneRules: Sendable, Equatable {
    /// UTC seconds of each transition, ascending.
    let transitions: [Int]
    /// The type each transition switches to, parallel to `transitions`.
    let types: [LocalTimeType]
    /// The type before the first transition (TZif's type 0).
    let initial: LocalTimeType
    /// The rule after the last transition (or always, when there are none); nil keeps the last type.
    let footer: PosixTZRule?

    init(transitions: [Int], types: [LocalTimeType], initial: LocalTimeType, footer: PosixTZRule?) {
        self.transitions = transitions
        self.types = types
        self.initial = initial
        self.footer = footer
    }

    convenience init(fixed type: LocalTimeType) {
        self.init(transitions: [], types: [], initial: type, footer: nil)
    }

    static func == (a: ZoneRules, b: ZoneRules) -> Bool {
        a === b
            || (a.transitions == b.transitions && a.types == b.types && a.initial == b.initial && a.footer == b.footer)
    }

    /// The local time type in effect at `t` (UTC seconds).
    func type(at t: Int) -> LocalTimeType {
        guard let last = transitions.last else { return footer?.type(at: t) ?? initial }
        if t >= last, let footer { return footer.type(at: t) }
        guard t >= transitions[0] else { return initial }
        return types[lastIndex(atOrBefore: t)]
    }

    /// The first instant after `t` at which the offset or the DST flag changes.
    func nextChange(after t: Int) -> Int? {
        var before = type(at: t)
        var i = transitions.isEmpty || t < transitions[0] ? 0 : lastIndex(atOrBefore: t) + 1
        while i < transitions.count {
            let type = types[i]
            if type.offset != before.offset || type.isDST != before.isDST { return transitions[i] }
            before = type
            i += 1
        }
        guard let footer else { return nil }
        return footer.nextChange(after: max(t, transitions.last ?? t), from: before)
    }

    /// The index of the last transition at or before `t`; `t` must not be before the first.
    private func lastIndex(atOrBefore t: Int) -> Int {
        var low = 0
        var high = transitions.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if transitions[mid] <= t { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
