/// The body-weight screen's keys, the `b` that opens it from Today, and the weight's entry line.
///
/// ```swift
/// KeyTables.table(for: state).binding(for: .char("b"))?.command  // .today(.openBodyWeight) on Today
/// KeyTables.table(for: state).binding(for: .char("w"))?.command  // .log(.weighToday) on the screen
/// ```
public enum BodyWeightKeys {
    /// Today's `b`.
    static let open = KeyBinding(
        [.char("b")], "body weight", "the body-weight screen: entries, 7-day average, chart", .today(.openBodyWeight),
        inFooter: false)

    public static let screen = KeyTable(
        "Body weight",
        [
            KeyBinding(
                [.char("w")], "weigh", "log today's body weight (a second entry today replaces it)", .log(.weighToday))
        ]
            + LogKeys.move(
                "entry", in: .bodyWeight, position: { ($0.log.bodyWeightCursor, $0.log.bodyWeights?.count ?? 0) })
            + KeyTables.common + [LogKeys.back])

    public static let entry = KeyTable(
        "Body weight today",
        [
            KeyBinding([.enter], "save", "save today's body weight (it replaces today's entry, if any)", .entry(.save)),
            KeyBinding([.escape], "cancel", "close without saving", .cancel),
            KeyBinding([.backspace], "erase", "erase a character", .entry(.erase), inFooter: false),
            KeyBinding(
                [], "type", "type the weight in your unit (82.4)", .entry(.type), inFooter: false, label: "text",
                alsoTakes: LogKeys.printable),
            KeyTables.redraw,
        ])
}

extension DayEntry {
    /// Whether the line is the body weight (its own keys and help).
    var isBodyWeight: Bool {
        if case .bodyWeight = purpose { return true }
        return false
    }
}
