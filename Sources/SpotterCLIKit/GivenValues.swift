/// The values given on a command line, by declaration name, in the order first given.
///
/// ```swift
/// var given = GivenValues()
/// given["--set", default: []].append("a")
/// given["--set"]  // ["a"]
/// ```
/// A command line holds a handful of names, so a list searched in order serves; a `Dictionary`
/// keyed by `String` would also cost every call its first use of the generic type, which has the
/// runtime search all 4,000 conformance records for `String: Hashable` (a quarter of `--version`).
struct GivenValues: Sendable, Equatable {
    private struct Entry: Sendable, Equatable {
        let name: String
        var values: [String]
    }

    private var entries: [Entry] = []

    subscript(_ name: String) -> [String]? {
        get {
            for entry in entries where entry.name == name { return entry.values }
            return nil
        }
        set {
            let index = entries.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let values?): entries[index].values = values
            case (let index?, nil): entries.remove(at: index)
            case (nil, let values?): entries.append(Entry(name: name, values: values))
            case (nil, nil): break
            }
        }
    }

    subscript(_ name: String, default empty: @autoclosure () -> [String]) -> [String] {
        get { self[name] ?? empty() }
        set { self[name] = newValue }
    }

    /// The same names with the same values, in any order.
    static func == (a: GivenValues, b: GivenValues) -> Bool {
        a.entries.count == b.entries.count && a.entries.allSatisfy { b[$0.name] == $0.values }
    }
}
