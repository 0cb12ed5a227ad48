/// What the delivery check found, as the Delivery page lists it: `spotter doctor`'s lines, each
/// problem marked, so the page mutes problems without reading the text for a word.
///
/// ```swift
/// DeliveryFindings(lines: [
///     .init("session bus     NOT reachable: no session bus"),
///     .init(""),
///     .init("PROBLEM: no bus: start a desktop session", isProblem: true),
/// ])
/// ```
/// The executable fills it from delivery's `DeliveryReport` (its consent line left out: the
/// page's first line says it); `SpotterTUI` does not import delivery.
public struct DeliveryFindings: Hashable, Sendable {
    /// One line of the report.
    public struct Line: Hashable, Sendable {
        public var text: String
        /// A problem with its fix (drawn muted).
        public var isProblem: Bool

        public init(_ text: String, isProblem: Bool = false) {
            self.text = text
            self.isProblem = isProblem
        }
    }

    public var lines: [Line]

    public init(lines: [Line]) { self.lines = lines }
}
