import SpotterCore

/// What a key asks of Plan › Templates (one `Command.templates` case carries it).
public enum TemplatesCommand: Hashable, Sendable {
    /// `t` on the Plan screen.
    case open
    case up, down
    /// Enter on a template: its editor.
    case openTemplate
    /// `n`, `c`, `r`: type a name for a new template, a copy, the selected template.
    case new, duplicate, rename
    /// `D`: ask, then delete the selected template.
    case delete
    /// ←/→ on a weekday: the template before or after (rest first), at the day's time.
    case cycleDay(by: Int)
    /// `t` on a weekday: type its time.
    case dayTime
    /// `+`/`-`: the weekly goal one day more or less.
    case goal(by: Int)
    /// `R`: type a new rotation's line; `e` on a rotation: its line.
    case newRotation, editRotation
    // The editor.
    /// `a`: the exercise picker, for `.addToTemplate`.
    case addItem
    /// `e`: type the selected item's line.
    case editItem
    case removeItem
    case moveItem(by: Int)
    case superset
    // A line being typed.
    case type, erase, save, cancel
    /// `q`/Esc: the editor back to the list, the list back to Plan.
    case back
}

/// Plan › Templates' key tables: the list (templates and the week), the editor, the line typed.
///
/// ```swift
/// KeyTables.table(for: state)  // TemplatesKeys.editor while a template is open
/// ```
public enum TemplatesKeys {
    /// `t` on the Plan screen (in its footer).
    static let open = KeyBinding(
        [.char("t")], "templates", "edit the templates, the week and the weekly goal", .templates(.open))

    static func onTemplate(_ state: AppState) -> String? {
        TemplatesLines.selectedTemplate(state) == nil ? "select a template first" : nil
    }

    static func onDay(_ state: AppState) -> String? {
        TemplatesLines.selectedDay(state) == nil ? "select a weekday first" : nil
    }

    static func goal(_ state: AppState, by delta: Int) -> String? {
        NotificationPreferences.allowedWeeklyGoals.contains(state.prefs.weeklyGoal + delta)
            ? nil
            : "the weekly goal is \(NotificationPreferences.allowedWeeklyGoals.lowerBound) to \(NotificationPreferences.allowedWeeklyGoals.upperBound) days"
    }

    static let back = KeyBinding(
        [.char("q"), .escape], "back", "go back (every change is already saved)", .templates(.back))

    /// j/k, disabled at the ends of the list (or of the template's items) with the reason.
    static let move: [KeyBinding] = [
        KeyBinding(
            [.char("k"), .up], "up", "move up", .templates(.up), inFooter: false,
            disabledReason: { position($0).at <= 0 ? "at the first row" : nil }),
        KeyBinding(
            [.char("j"), .down], "down", "move down", .templates(.down), inFooter: false,
            disabledReason: {
                let p = position($0)
                return p.at >= p.count - 1 ? "at the last row" : nil
            }),
    ]

    static func position(_ state: AppState) -> (at: Int, count: Int) {
        state.screen == .templateEditor
            ? (state.templates.itemCursor, TemplatesLines.edited(state)?.items.count ?? 0)
            : (state.templates.cursor, TemplatesLines.rowCount(state))
    }

    /// Why the edit of the selected item would be refused (already first, the last to pair),
    /// asked of the edit itself on the template as shown.
    static func itemEdit(_ state: AppState, _ make: (_ templateId: String, _ exerciseId: String) -> ScheduleEdit)
        -> String?
    {
        if let why = onItem(state) { return why }
        guard let t = TemplatesLines.edited(state), let item = TemplatesLines.selectedItem(state) else { return nil }
        var file = ScheduleFile(exercises: [], templates: [t], weekly: [], rotations: [])
        do {
            try make(t.id, item.exerciseId).apply(to: &file)
        } catch {
            return (error as? ScheduleEdit.Refusal)?.message
        }
        return nil
    }

    public static let list = KeyTable(
        "Templates",
        [
            KeyBinding(
                [.enter], "open", "open the selected template: its exercises", .templates(.openTemplate),
                disabledReason: onTemplate),
            KeyBinding([.char("n")], "new", "a new template (type its name)", .templates(.new)),
            KeyBinding(
                [.char("c")], "copy", "a copy of the selected template (type its name)", .templates(.duplicate),
                inFooter: false, disabledReason: onTemplate),
            KeyBinding(
                [.char("r")], "rename", "rename the selected template", .templates(.rename), inFooter: false,
                disabledReason: onTemplate),
            KeyBinding(
                [.char("D")], "delete",
                "delete the selected template (and its weekly days) or rotation (asks first)",
                .templates(.delete), inFooter: false,
                disabledReason: {
                    TemplatesLines.selectedTemplate($0) == nil && TemplatesLines.selectedRotation($0) == nil
                        ? "select a template or a rotation first" : nil
                }),
            KeyBinding(
                [.char("R")], "rotation", "a new rotation (type its line: \"Name\" TEMPLATES DAYS HH:MM)",
                .templates(.newRotation), inFooter: false),
            KeyBinding(
                [.char("e")], "edit", "edit the selected rotation's line", .templates(.editRotation),
                disabledReason: {
                    TemplatesLines.selectedRotation($0) == nil ? "select a rotation first" : nil
                }),
            KeyBinding(
                [.right, .char("l")], "day", "weekday: the next template (rest, then each template)",
                .templates(.cycleDay(by: 1)), disabledReason: onDay),
            KeyBinding(
                [.left, .char("h")], "day", "weekday: the template before", .templates(.cycleDay(by: -1)),
                inFooter: false, disabledReason: onDay),
            KeyBinding(
                [.char("t")], "time", "weekday: type the time of its template", .templates(.dayTime),
                inFooter: false,
                disabledReason: { state in
                    guard let day = TemplatesLines.selectedDay(state) else { return "select a weekday first" }
                    return TemplatesLines.weekly(state, day) == nil ? "a rest day has no time" : nil
                }),
            KeyBinding(
                [.char("+"), .char("=")], "goal", "the weekly goal: one training day more", .templates(.goal(by: 1)),
                inFooter: false, disabledReason: { goal($0, by: 1) }),
            KeyBinding(
                [.char("-")], "goal", "the weekly goal: one training day less", .templates(.goal(by: -1)),
                inFooter: false, disabledReason: { goal($0, by: -1) }),
        ] + move + KeyTables.common + [back])

    public static let editor = KeyTable(
        "Template",
        [
            KeyBinding([.char("a")], "add", "add an exercise", .templates(.addItem)),
            KeyBinding(
                [.char("e"), .enter], "edit", "edit the selected item: sets x reps (or 45s), @weight, rest, progress",
                .templates(.editItem), disabledReason: onItem),
            KeyBinding(
                [.char("X")], "remove", "remove the selected item", .templates(.removeItem), disabledReason: onItem),
            KeyBinding(
                [.char("K"), .char("o")], "move up", "move the selected item (its whole superset) up",
                .templates(.moveItem(by: -1)), inFooter: false,
                disabledReason: { itemEdit($0) { .moveItem(templateId: $0, exerciseId: $1, by: -1) } }),
            KeyBinding(
                [.char("J"), .char("O")], "move down", "move the selected item (its whole superset) down",
                .templates(.moveItem(by: 1)), inFooter: false,
                disabledReason: { itemEdit($0) { .moveItem(templateId: $0, exerciseId: $1, by: 1) } }),
            KeyBinding(
                [.char("S")], "superset", "superset with the next item (again: split them)", .templates(.superset),
                inFooter: false,
                disabledReason: { itemEdit($0) { .toggleSuperset(templateId: $0, exerciseId: $1) } }),
            KeyBinding(
                [.char("r")], "rename", "rename this template", .templates(.rename), inFooter: false,
                disabledReason: { TemplatesLines.stored($0) == nil ? "add an exercise first: then it is saved" : nil }),
        ] + move + KeyTables.common + [back])

    static func onItem(_ state: AppState) -> String? {
        (TemplatesLines.edited(state)?.items.isEmpty ?? true) ? "no exercise yet: a adds one" : nil
    }

    /// While a line is typed every printable key is text.
    public static let entry = KeyTable(
        "Type",
        [
            KeyBinding(
                [.enter], "save", "save it (checked as spotter schedule import checks a file)", .templates(.save)),
            KeyBinding([.escape], "cancel", "close without saving", .templates(.cancel)),
            KeyBinding([.backspace], "erase", "erase a character", .templates(.erase), inFooter: false),
            KeyBinding(
                [], "type", "type the text", .templates(.type), inFooter: false, label: "text",
                alsoTakes: LogKeys.printable),
            KeyTables.redraw,
        ])

    public static func table(for state: AppState) -> KeyTable {
        state.screen == .templateEditor ? editor : list
    }
}
