extension Array where Element == String {
    /// The strings with `separator` between them, as `joined(separator:)` gives them.
    ///
    /// ```swift
    /// ["Rest 01:12", "Bench press"].joined(by: " · ")  // "Rest 01:12 · Bench press"
    /// ```
    /// For the paths a process starts on (`spotter status`): the standard library's is a generic
    /// call, and its first use has the runtime resolve the collection's associated types, about
    /// 0.18 M instructions of a 2.9 M call.
    public func joined(by separator: String) -> String {
        var text = ""
        for (index, part) in enumerated() {
            if index > 0 { text += separator }
            text += part
        }
        return text
    }
}
