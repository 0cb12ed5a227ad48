/// What a key asks of the exercise picker and its new-exercise form.
public enum PickerCommand: Hashable, Sendable {
    /// Enter on the list: take the highlighted exercise (on the "New exercise" row: open the form).
    case pick
    /// A character typed into the search (or the form's name); one erased; the search cleared.
    case type, erase, clear
    /// Tab/→ and ←: the next or previous filter (`ExerciseSearch.Filter.cycle`).
    case stepFilter(by: Int)
    /// Ctrl-O: the new-exercise form, its name what was typed.
    case newExercise
    /// The form: another field, another kind or equipment, create, or back to the list.
    case moveField(by: Int)
    case stepChoice(by: Int)
    case create, backToList
}

/// The picker's key tables: typing goes to the search, so letters are text and arrows (or
/// Ctrl-N/Ctrl-P) move.
///
/// ```swift
/// KeyTables.table(for: state).binding(for: .char("j"))?.command   // .picker(.type): j is a letter here
/// KeyTables.table(for: state).binding(for: .ctrl("n"))?.command   // .select(.picker, .down)
/// ```
public enum PickerKeys {
    static func picker(_ state: AppState) -> ExercisePicker? {
        if case .exercisePicker(let picker)? = state.overlay { return picker }
        return nil
    }

    static func form(_ state: AppState) -> NewExerciseForm? { picker(state)?.form }

    /// The table in charge while `picker` is open.
    static func table(for picker: ExercisePicker) -> KeyTable {
        guard let form = picker.form else { return list }
        return form.field == .name ? formName : formChoice
    }

    public static let list = KeyTable(
        "Choose an exercise",
        [
            KeyBinding(
                [.enter], "pick", "take the highlighted exercise (on New exercise: make it)", .picker(.pick),
                disabledReason: { state in
                    guard let picker = picker(state), !picker.indexing else { return nil }
                    return picker.rowCount == 0 ? "nothing matches: type less, or Tab to all" : nil
                }
            ),
            KeyBinding(
                [.down, .ctrl("n")], "down", "move down", .select(.picker, .down), inFooter: false,
                disabledReason: { state in
                    guard let p = picker(state) else { return nil }
                    return p.cursor + 1 >= p.rowCount ? "at the last row" : nil
                }),
            KeyBinding(
                [.up, .ctrl("p")], "up", "move up", .select(.picker, .up), inFooter: false,
                disabledReason: { (picker($0)?.cursor ?? 0) == 0 ? "at the first row" : nil }),
            KeyBinding(
                [.pageDown], "page", "a page down", .select(.picker, .pageDown), inFooter: false,
                disabledReason: { state in
                    guard let p = picker(state) else { return nil }
                    return p.cursor + 1 >= p.rowCount ? "at the last row" : nil
                }),
            KeyBinding(
                [.pageUp], "page", "a page up", .select(.picker, .pageUp), inFooter: false,
                disabledReason: { (picker($0)?.cursor ?? 0) == 0 ? "at the first row" : nil }),
            KeyBinding(
                [.tab, .right], "filter", "filter: the next equipment or muscle group (then all again)",
                .picker(.stepFilter(by: 1))),
            KeyBinding([.left], "filter", "filter: the one before", .picker(.stepFilter(by: -1)), inFooter: false),
            KeyBinding(
                [.ctrl("o")], "new", "make a new exercise: the typed name, its kind and equipment",
                .picker(.newExercise)
            ),
            KeyBinding(
                [.backspace], "erase", "erase a character of the search", .picker(.erase), inFooter: false,
                disabledReason: { (picker($0)?.query.isEmpty ?? true) ? "nothing typed" : nil }),
            KeyBinding(
                [.ctrl("u")], "clear", "clear the search", .picker(.clear), inFooter: false,
                disabledReason: { (picker($0)?.query.isEmpty ?? true) ? "nothing typed" : nil }),
            KeyBinding([.escape], "close", "close without choosing", .cancel),
            KeyBinding(
                [], "type", "type to search: a name, another app's name for it, or its initials (bp, ohp)",
                .picker(.type), inFooter: false, label: "text", alsoTakes: LogKeys.printable),
            KeyTables.redraw,
        ])

    static let formKeys: [KeyBinding] = [
        KeyBinding([.enter], "create", "make the exercise and take it", .picker(.create)),
        KeyBinding([.tab, .down], "next", "the next field: name, kind, equipment", .picker(.moveField(by: 1))),
        KeyBinding([.up], "previous", "the field before", .picker(.moveField(by: -1)), inFooter: false),
        KeyBinding([.escape], "back", "back to the list: nothing is made", .picker(.backToList)),
    ]

    /// The form's name field: every printable key is text (`?` too).
    public static let formName = KeyTable(
        "New exercise: name",
        formKeys + [
            KeyBinding(
                [.backspace], "erase", "erase a character", .picker(.erase), inFooter: false,
                disabledReason: { (form($0)?.name.isEmpty ?? true) ? "nothing typed" : nil }),
            KeyBinding(
                [], "type", "type the name", .picker(.type), inFooter: false, label: "text",
                alsoTakes: LogKeys.printable),
            KeyTables.redraw,
        ])

    /// The form's kind and equipment: ←/→ choose.
    public static let formChoice = KeyTable(
        "New exercise",
        formKeys + [
            KeyBinding(
                [.right, .char(" ")], "change",
                "the next kind (weight × reps, reps only, timed, distance and time) or equipment",
                .picker(.stepChoice(by: 1))),
            KeyBinding([.left], "change", "the one before", .picker(.stepChoice(by: -1)), inFooter: false),
        ] + KeyTables.common,
        otherKeys: "←/→ choose here; Tab to Name to type")
}
