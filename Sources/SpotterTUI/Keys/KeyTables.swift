/// Every screen's key table: the single source of what keys do, the footer and the `?` overlay.
///
/// ```swift
/// KeyTables.table(for: state).binding(for: .char("+"))?.command  // .addThirtySeconds on the workout
/// ```
public enum KeyTables {
    static let move: [KeyBinding] = [
        KeyBinding([.char("k"), .up], "up", "move up", .moveUp, inFooter: false),
        KeyBinding([.char("j"), .down], "down", "move down", .moveDown, inFooter: false),
    ]
    static let redraw = KeyBinding([.ctrl("l")], "redraw", "redraw the screen", .redraw, inFooter: false)
    /// On every screen, page and overlay (while text is typed `?` is text: there only `redraw`).
    static let common: [KeyBinding] = [
        KeyBinding([.char("?")], "help", "show every key of this screen", .help), redraw,
    ]

    static let digits: [Key] = (0...9).map { Key.char(Character(String($0))) }

    public static let today = KeyTable(
        "Today",
        [
            KeyBinding([.enter], "start", "start the selected workout (or resume the open one)", .choose),
            KeyBinding(
                [.char("r")], "resume", "resume the open workout", .resume,
                disabledReason: { $0.workout == nil ? "no workout is open" : nil }),
            SettingsKeys.open(),
        ] + LogKeys.fromToday + move + common + [
            KeyBinding([.char("q")], "quit", "quit Spotter (an open workout stays open)", .back)
        ])

    public static let workout = KeyTable(
        "Workout",
        [
            KeyBinding(
                [.enter], "log set", "log the next set of the selected exercise (timed: start or stop the work timer)",
                .logSet),
            KeyBinding(
                [.char("+"), .char("=")], "+30s", "add 30 seconds to rest", .addThirtySeconds,
                disabledReason: { $0.rest == nil ? "no rest is running" : nil }),
            KeyBinding(
                [.char("n")], "next set", "end rest and go to the next set", .nextSet,
                disabledReason: { $0.rest == nil ? "no rest is running" : nil }),
            KeyBinding(
                [.char("e")], "edit", "edit the last set of the selected exercise", .editSet,
                disabledReason: { $0.lastSetOfSelection == nil ? "no set of this exercise yet" : nil }),
            KeyBinding(
                [.char("u")], "undo", "delete the last logged set", .undoSet,
                disabledReason: { ($0.workout?.sets.isEmpty ?? true) ? "no set to undo" : nil }),
            KeyBinding([.char("a")], "add", "add an exercise to this workout", .addExercise),
            KeyBinding([.char("f")], "finish", "finish the workout and see the summary", .finish),
            KeyBinding(
                [.char("N")], "note", "write the note on the selected exercise in this workout", .exerciseNote,
                inFooter: false,
                disabledReason: { $0.exerciseRows.indices.contains($0.workoutCursor) ? nil : "no exercise selected" }),
            KeyBinding([.char("W")], "workout note", "write the note on this workout", .workoutNote, inFooter: false),
            SettingsKeys.open(inFooter: false),
        ] + move + common + [
            KeyBinding([.char("q"), .escape], "back", "back to Today (the workout stays open)", .back)
        ])

    public static let summary = KeyTable(
        "Summary",
        [KeyBinding([.enter, .char("q"), .escape], "done", "back to Today", .back)] + common)

    public static let consent = KeyTable(
        "Rest timer alerts?",
        [
            KeyBinding([.char("a"), .char("y")], "allow", "allow rest alerts outside the terminal", .allow),
            KeyBinding(
                [.char("n"), .escape], "not now", "don't ask again (the settings toggle is the way back)", .notNow),
            KeyBinding([.left, .char("h"), .tab], "", "move between the buttons", .moveLeft, inFooter: false),
            KeyBinding([.right, .char("l")], "", "move between the buttons", .moveRight, inFooter: false),
            KeyBinding([.enter], "choose", "choose the highlighted button", .choose),
        ] + common)

    public static let setForm = KeyTable(
        "Log a set",
        [
            KeyBinding([.enter], "save", "save the set (durably) and start rest", .choose),
            KeyBinding([.tab, .down, .up], "field", "switch between weight and reps", .nextField),
            KeyBinding(
                digits, "type", "type a digit (the first one replaces the prefill)", .type, inFooter: false,
                label: "0-9",
                disabledReason: { state in
                    guard case .setForm(let form)? = state.overlay, form.isFull else { return nil }
                    return "the field is full (\(SetForm.maximumLength) characters)"
                }),
            KeyBinding(
                [.char(".")], "point", "type the weight's decimal point", .type, inFooter: false,
                disabledReason: { state in
                    guard case .setForm(let form)? = state.overlay else { return nil }
                    if form.field == .reps { return "reps are whole numbers" }
                    return form.isFull ? "the field is full (\(SetForm.maximumLength) characters)" : nil
                }),
            KeyBinding([.backspace], "erase", "erase a character", .erase, inFooter: false),
            KeyBinding([.escape], "cancel", "close without saving", .cancel),
        ] + common)

    public static let picker = KeyTable(
        "Add exercise",
        [KeyBinding([.enter], "add", "add the selected exercise", .choose)] + move + [
            KeyBinding([.escape, .char("q")], "cancel", "close without adding", .cancel)
        ] + common)

    public static let help = KeyTable(
        "Help", [KeyBinding([.escape, .char("q"), .char("?")], "close", "close this help", .cancel)])

    /// The table `?` lists: the one in charge under the help overlay, so help shows exactly the
    /// keys that work there (on Settings › Delivery: `a`, `t`, `r`, not the list's keys).
    public static func described(by state: AppState) -> KeyTable { table(for: underHelp(state)) }

    /// The state as it is under the help overlay: what help's "(now: …)" reasons are read from.
    static func underHelp(_ state: AppState) -> AppState {
        guard case .help(let over)? = state.overlay else { return state }
        var under = state
        under.overlay = over
        return under
    }

    /// The table in charge now: an overlay's, or the screen's (on Settings: its page's).
    public static func table(for state: AppState) -> KeyTable {
        if state.screen == .settings && state.overlay == nil { return SettingsKeys.table(for: state) }
        switch state.overlay {
        case .help: return help
        case .consent: return consent
        case .setForm: return setForm
        case .picker: return picker
        case .confirm: return LogKeys.confirm
        case .historyFilter: return LogKeys.filter
        case .dayEntry(let entry): return entry.isNote ? LogKeys.noteEntry : LogKeys.dayEntry
        case nil: return screenTable(state.screen)
        }
    }

    static func screenTable(_ screen: ScreenID) -> KeyTable {
        switch screen {
        case .today: return today
        case .workout: return workout
        case .summary: return summary
        case .settings: return SettingsKeys.list
        case .day: return LogKeys.day
        case .week: return LogKeys.week
        case .history: return LogKeys.history
        case .historyWorkout: return LogKeys.historyWorkout
        case .plan: return LogKeys.plan
        }
    }
}
