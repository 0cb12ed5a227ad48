import SpotterCore

/// Every screen's key table: the single source of what keys do, the footer and the `?` overlay.
///
/// ```swift
/// KeyTables.table(for: state).binding(for: .char("+"))?.command  // .workout(.addThirtySeconds) on the workout
/// KeyTables.table(for: state).binding(for: .char("+"))?.hint(state)  // "+30s" (rest-step 15: "+15s")
/// ```
public enum KeyTables {
    static func move(_ list: SelectionList) -> [KeyBinding] {
        [
            KeyBinding([.char("k"), .up], "up", "move up", .select(list, .up), inFooter: false),
            KeyBinding([.char("j"), .down], "down", "move down", .select(list, .down), inFooter: false),
        ]
    }
    static let redraw = KeyBinding([.ctrl("l")], "redraw", "redraw the screen", .redraw, inFooter: false)
    /// On every screen, page and overlay (while text is typed `?` is text: there only `redraw`).
    static let common: [KeyBinding] = [
        KeyBinding([.char("?")], "help", "show every key of this screen", .help), redraw,
    ]

    static let digits: [Key] = (0...9).map { Key.char(Character(String($0))) }

    public static let today = KeyTable(
        "Today",
        [
            KeyBinding(
                [.enter], "start", "start the selected workout (or resume the open one)", .today(.startSelected)),
            KeyBinding(
                [.char("r")], "resume", "resume the open workout", .today(.resume),
                disabledReason: { $0.live.workout == nil ? "no workout is open" : nil }),
            SettingsKeys.open(), ExerciseKeys.open(from: .today), BodyWeightKeys.open,
        ] + LogKeys.fromToday + move(.today) + common + [
            KeyBinding([.char("q")], "quit", "quit Spotter (an open workout stays open)", .quit)
        ])

    public static let workout = KeyTable(
        "Workout",
        [
            KeyBinding(
                [.enter], "log set", "log the next set of the selected exercise (timed: start or stop the work timer)",
                .workout(.logSet)),
            KeyBinding(
                [.char("+"), .char("=")], "+rest", "add the rest step to rest (rest-step: 30 s or 15 s)",
                .workout(.addThirtySeconds), hintNow: { NotificationAction.addThirtySeconds.label($0.prefs) },
                disabledReason: { $0.live.rest == nil ? "no rest is running" : nil }),
            KeyBinding(
                [.char("-")], "-rest", "take the rest step off rest (never below zero)", .workout(.takeOffRest),
                inFooter: false, hintNow: { "-\($0.prefs.restStepSeconds)s" },
                disabledReason: { Reducer.restRefusal($0) }),
            KeyBinding(
                [.char("p")], "pause", "pause rest, or resume it (a paused rest stays paused across a restart)",
                .workout(.pauseRest), disabledReason: { Reducer.restRefusal($0) }),
            KeyBinding(
                [.char("n")], "next set", "end rest and go to the next set", .workout(.nextSet),
                disabledReason: { $0.live.rest == nil ? "no rest is running" : nil }),
            KeyBinding(
                [.char("t")], "rest time",
                "change the rest after the selected exercise (this workout, or its template)",
                .workout(.changeRest), inFooter: false,
                disabledReason: { $0.selectedRow == nil ? "no exercise yet" : nil }),
            KeyBinding(
                [.char("e")], "edit", "edit the last set of the selected exercise", .workout(.editSet),
                disabledReason: { $0.lastSetOfSelection == nil ? "no set of this exercise yet" : nil }),
            KeyBinding(
                [.char("u")], "undo", "delete the last logged set", .workout(.undoSet),
                disabledReason: { ($0.live.workout?.sets.isEmpty ?? true) ? "no set to undo" : nil }),
            KeyBinding(
                [.char("r")], "repeat", "log the selected exercise's last set again, exactly", .workout(.repeatLastSet),
                inFooter: false,
                disabledReason: { $0.lastSetOfSelection == nil ? "no set of this exercise yet" : nil }),
            KeyBinding([.char("a")], "add", "add an exercise to this workout", .workout(.addExercise)),
            KeyBinding(
                [.char("f")], "finish", "finish the workout and see the summary; asks with sets left", .workout(.finish)
            ),
            KeyBinding(
                [.char("N")], "note", "write the note on the selected exercise in this workout",
                .workout(.exerciseNote),
                inFooter: false,
                disabledReason: {
                    $0.exerciseRows.indices.contains($0.live.workoutCursor) ? nil : "no exercise selected"
                }),
            KeyBinding(
                [.char("W")], "workout note", "write the note on this workout", .workout(.workoutNote), inFooter: false),
            SettingsKeys.open(inFooter: false), ExerciseKeys.open(from: .workout),
        ] + structure + move(.workout) + common + [
            // Not Esc: Esc closes what is open, and a second Esc after a form must not leave the workout.
            KeyBinding([.char("q")], "back", "back to Today (the workout stays open)", .workout(.leaveWorkout))
        ])

    /// The workout's structure: order, supersets, swap, remove, delete any set (`?` lists them).
    static let structure: [KeyBinding] = [
        KeyBinding(
            [.char("o")], "move up", "move the selected exercise (its whole superset) up", .workout(.moveExerciseUp),
            inFooter: false, disabledReason: { $0.selectedRow == nil ? "no exercise yet" : nil }),
        KeyBinding(
            [.char("O")], "move down", "move the selected exercise (its whole superset) down",
            .workout(.moveExerciseDown),
            inFooter: false, disabledReason: { $0.selectedRow == nil ? "no exercise yet" : nil }),
        KeyBinding(
            [.char("S")], "superset", "superset with the next exercise (again: split them)", .workout(.toggleSuperset),
            inFooter: false, disabledReason: { $0.selectedRow == nil ? "no exercise yet" : nil }),
        KeyBinding(
            [.char("w")], "swap", "swap it for another exercise (same sets; its logged sets move)",
            .workout(.swapExercise),
            inFooter: false, disabledReason: { $0.selectedRow == nil ? "no exercise yet" : nil }),
        KeyBinding(
            [.char("X")], "remove", "remove the selected exercise from this workout", .workout(.removeExercise),
            inFooter: false, disabledReason: { $0.selectedRow == nil ? "no exercise yet" : nil }),
        KeyBinding(
            [.char("D")], "delete set", "delete one of the selected exercise's sets (asks which)", .workout(.deleteSet),
            inFooter: false,
            disabledReason: { ($0.selectedRow?.sets.isEmpty ?? true) ? "no set of this exercise yet" : nil }),
    ]

    public static let deleteSet = KeyTable(
        "Delete a set",
        [
            KeyBinding(
                [.char("y")], "delete", "yes: delete this set (it cannot be undone)", .workout(.deleteChosenSet)),
            KeyBinding([.char("n"), .escape], "keep", "no: keep every set", .cancel),
            KeyBinding(
                [.left, .char("h"), .up, .char("k")], "", "the set before", .workout(.chooseSetToDelete(by: -1)),
                inFooter: false),
            KeyBinding(
                [.right, .char("l"), .down, .char("j")], "", "the set after", .workout(.chooseSetToDelete(by: 1)),
                inFooter: false),
        ] + common)

    public static let finishQuestion = KeyTable(
        "Finish with sets left?",
        [
            KeyBinding([.enter], "finish", "finish the workout with these sets left undone", .workout(.finishAnyway)),
            KeyBinding([.escape], "back", "back to the workout: nothing changes", .cancel),
        ] + common)

    public static let summary = KeyTable(
        "Summary",
        [
            KeyBinding([.enter, .char("q"), .escape], "done", "back to Today", .workout(.closeSummary)),
            KeyBinding(
                [.char("t")], "save as template", "save this workout as a new template (asks its name)",
                .workout(.saveAsTemplate),
                disabledReason: { $0.summary?.draft == nil ? "nothing a template can keep (a run has no line)" : nil }),
            KeyBinding(
                [.char("T")], "update template", "update its template with what was done (asks first)",
                .workout(.updateTemplate), inFooter: false,
                disabledReason: { state in
                    guard state.summary?.draft != nil else { return "nothing a template can keep (a run has no line)" }
                    return state.summary?.templateId.flatMap { state.plan.template($0) } == nil
                        ? "not started from a template" : nil
                }),
        ] + common)

    public static let consent = KeyTable(
        "Rest timer alerts?",
        [
            KeyBinding([.char("a"), .char("y")], "allow", "allow rest alerts outside the terminal", .workout(.allow)),
            KeyBinding(
                [.char("n"), .escape], "not now", "don't ask again (the settings toggle is the way back)",
                .workout(.notNow)),
            KeyBinding(
                [.left, .char("h"), .tab], "", "move between the buttons", .workout(.switchButton), inFooter: false),
            KeyBinding([.right, .char("l")], "", "move between the buttons", .workout(.switchButton), inFooter: false),
            KeyBinding([.enter], "choose", "choose the highlighted button", .workout(.chooseConsentButton)),
        ] + common)

    /// The set form open now, if any: what its keys' reasons read.
    static func form(_ state: AppState) -> SetForm? {
        if case .setForm(let form)? = state.overlay { return form }
        return nil
    }

    /// Enter in the set form: `.setForm(.save)` on the workout, `.setForm(.savePast)` on a History workout.
    static func formSave(_ save: Command) -> KeyBinding {
        KeyBinding(
            [.enter], "save",
            "save the set (durably) and start rest; a value far outside the usual is asked about first", save)
    }
    static let formFields: [KeyBinding] = [
        KeyBinding(
            [.tab, .down], "next", "the next field, in the order the form shows them", .setForm(.nextField)),
        KeyBinding([.up], "previous", "the field above", .setForm(.previousField), inFooter: false),
    ]

    /// The weight, reps, RPE and type fields, on the workout and (`pastSetForm`) on a History workout.
    public static let setForm = setForm(saving: .setForm(.save))
    public static let pastSetForm = setForm(saving: .setForm(.savePast))

    static func setForm(saving save: Command) -> KeyTable {
        KeyTable(
            "Log a set",
            [formSave(save)] + formFields + [
                KeyBinding(
                    digits, "type", "type a digit (the first one replaces the prefill)", .setForm(.type),
                    inFooter: false,
                    label: "0-9", disabledReason: { form($0)?.refusal("0") }),
                KeyBinding(
                    [.char(".")], "point", "type a decimal point (weight, distance, RPE)", .setForm(.type),
                    inFooter: false, disabledReason: { form($0)?.refusal(".") }),
                KeyBinding(
                    [.char(":")], "colon", "type a time's colon (34:10)", .setForm(.type), inFooter: false,
                    disabledReason: { form($0)?.refusal(":") }),
                KeyBinding(
                    [.char("+")], "plates", "weight: add a pair of the smallest plate", .setForm(.stepWeightUp),
                    disabledReason: { form($0)?.field == .weight ? nil : "only the weight steps (Tab to Weight)" }),
                KeyBinding(
                    [.char("-")], "plates", "weight: take off a pair of the smallest plate", .setForm(.stepWeightDown),
                    inFooter: false,
                    disabledReason: { form($0)?.field == .weight ? nil : "only the weight steps (Tab to Weight)" }),
                KeyBinding(
                    [.char(" "), .right], "set type", "type: the next set type (working, warm-up, drop, failure)",
                    .setForm(.nextSetType), disabledReason: { form($0)?.field == .type ? nil : "Tab to Type first" }),
                KeyBinding(
                    [.left], "set type", "type: the previous set type", .setForm(.previousSetType), inFooter: false,
                    disabledReason: { form($0)?.field == .type ? nil : "Tab to Type first" }),
                KeyBinding(
                    [.char("w")], "warm-ups", "log the suggested warm-up sets (a barbell's first working set)",
                    .setForm(.logWarmups),
                    disabledReason: { state in
                        guard let form = form(state) else { return nil }
                        return state.warmups(for: form).isEmpty ? "no warm-ups to suggest here" : nil
                    }),
                KeyBinding([.backspace], "erase", "erase a character", .setForm(.erase), inFooter: false),
                KeyBinding([.escape], "cancel", "close without saving", .cancel),
            ] + common,
            otherKeys: "weight, reps and RPE take digits and a point; Tab to Note to write text")
    }

    /// The note field: every printable key is text there (`?` too).
    public static let setFormNote = setFormNote(saving: .setForm(.save))
    public static let pastSetFormNote = setFormNote(saving: .setForm(.savePast))

    static func setFormNote(saving save: Command) -> KeyTable {
        KeyTable(
            "Log a set: note",
            [formSave(save)] + formFields + [
                KeyBinding([.backspace], "erase", "erase a character", .setForm(.erase), inFooter: false),
                KeyBinding([.escape], "cancel", "close without saving", .cancel),
                KeyBinding(
                    [], "type", "type the note", .setForm(.type), inFooter: false, label: "text",
                    alsoTakes: LogKeys.printable,
                    disabledReason: { form($0)?.refusal("a") }),
                redraw,
            ])
    }

    /// The new template's name, typed on the summary: every printable key is text.
    public static let templateName = KeyTable(
        "Template name",
        [
            KeyBinding([.enter], "save", "save the new template (checked as spotter schedule import)", .entry(.save)),
            KeyBinding([.escape], "cancel", "close without saving", .cancel),
            KeyBinding([.backspace], "erase", "erase a character", .entry(.erase), inFooter: false),
            KeyBinding(
                [], "type", "type the name", .entry(.type), inFooter: false, label: "text", alsoTakes: LogKeys.printable
            ),
            redraw,
        ])

    public static let restEntry = KeyTable(
        "Rest after an exercise",
        [
            KeyBinding(
                [.enter], "save", "use this rest in this workout (then: the template too?)", .workout(.saveRestEntry)),
            KeyBinding(
                digits, "type", "type the seconds (the first digit replaces the shown value)",
                .workout(.typeRestSeconds),
                inFooter: false, label: "0-9"),
            KeyBinding([.backspace], "erase", "erase a digit", .workout(.eraseRestSeconds), inFooter: false),
            KeyBinding([.escape], "cancel", "close and keep the rest as it was", .cancel),
        ] + common)

    public static let restKeep = KeyTable(
        "Keep in the template?",
        [
            KeyBinding(
                [.char("y")], "template", "yes: the template keeps this rest from now on", .workout(.keepRestInTemplate)
            ),
            KeyBinding([.char("n"), .escape], "this workout", "no: only this workout rests so", .cancel),
        ] + common)

    public static let help = KeyTable(
        "Help",
        [
            KeyBinding([.escape, .char("q"), .char("?")], "close", "close this help", .closeHelp),
            KeyBinding(
                [.char("j"), .down], "down", "scroll the keys down, when more than fit", .scrollHelpDown,
                disabledReason: { state in
                    let window = HelpWindow(state)
                    return !window.scrolls ? "every key fits" : window.atBottom ? "at the last key" : nil
                }),
            KeyBinding(
                [.char("k"), .up], "up", "scroll the keys up", .scrollHelpUp,
                disabledReason: { HelpWindow($0).atTop ? "at the first key" : nil }),
        ])

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
        case .setForm(let form) where state.screen == .historyWorkout:
            return form.field == .note ? pastSetFormNote : pastSetForm
        case .setForm(let form): return form.field == .note ? setFormNote : setForm
        case .exercisePicker(let picker): return PickerKeys.table(for: picker)
        case .deleteSet: return deleteSet
        case .confirm: return LogKeys.confirm
        case .historyFilter: return LogKeys.filter
        case .dayEntry(let entry) where entry.isBodyWeight: return BodyWeightKeys.entry
        case .dayEntry(let entry) where entry.purpose == .templateName: return templateName
        case .dayEntry(let entry): return entry.isNote ? LogKeys.noteEntry : LogKeys.dayEntry
        case .restEntry(let entry): return entry.asking ? restKeep : restEntry
        case .finishQuestion: return finishQuestion
        case .templateEntry: return TemplatesKeys.entry
        case .workoutForm: return LogKeys.workoutForm
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
        case .exercise: return ExerciseKeys.exercise
        case .bodyWeight: return BodyWeightKeys.screen
        case .templates: return TemplatesKeys.list
        case .templateEditor: return TemplatesKeys.editor
        }
    }
}
