import SpotterCore

/// The key tables of the Day, Week, History and Plan screens, and how Today reaches them.
///
/// ```swift
/// KeyTables.table(for: state).binding(for: .char("t"))?.command  // .log(.jumpToToday) on the Day screen
/// ```
public enum LogKeys {
    /// Today's keys to the four screens.
    static let fromToday: [KeyBinding] = [
        KeyBinding([.char("d")], "day", "open today's Day screen: plan, sets, notifications", .today(.openDay)),
        KeyBinding(
            [.char("w")], "week", "open this week: each day planned vs done, the weekly goal", .today(.openWeek)),
        KeyBinding([.char("p")], "plan", "open the plan and the next 14 days", .today(.openPlan)),
        KeyBinding([.char("h")], "history", "open every finished workout, newest first", .today(.openHistory)),
    ]

    static let back = KeyBinding([.escape, .char("q")], "back", "go back to the screen before", .log(.goBack))

    /// j/k on a list, disabled at its ends with the reason.
    static func move(
        _ what: String, in list: SelectionList, position: @escaping @Sendable (AppState) -> (at: Int, count: Int)
    ) -> [KeyBinding] {
        [
            KeyBinding(
                [.char("k"), .up], "up", "select the \(what) above", .select(list, .up), inFooter: false,
                disabledReason: { position($0).at <= 0 ? "at the first \(what)" : nil }),
            KeyBinding(
                [.char("j"), .down], "down", "select the \(what) below", .select(list, .down), inFooter: false,
                disabledReason: {
                    let p = position($0)
                    return p.at >= p.count - 1 ? "at the last \(what)" : nil
                }),
        ] + page(what, in: list, position: position)
    }

    /// A page at a time and the ends of a list (a 10-year history has 2,000 rows).
    static func page(
        _ what: String, in list: SelectionList, position: @escaping @Sendable (AppState) -> (at: Int, count: Int)
    ) -> [KeyBinding] {
        let atFirst: @Sendable (AppState) -> String? = { position($0).at <= 0 ? "at the first \(what)" : nil }
        let atLast: @Sendable (AppState) -> String? = {
            let p = position($0)
            return p.at >= p.count - 1 ? "at the last \(what)" : nil
        }
        return [
            KeyBinding(
                [.pageDown, .ctrl("d")], "page down", "a page down the list", .select(list, .pageDown), inFooter: false,
                disabledReason: atLast),
            KeyBinding(
                [.pageUp, .ctrl("u")], "page up", "a page up the list", .select(list, .pageUp), inFooter: false,
                disabledReason: atFirst),
            KeyBinding(
                [.char("g")], "first", "the first \(what) of the list", .select(list, .first), inFooter: false,
                disabledReason: atFirst),
            KeyBinding(
                [.char("G")], "last", "the last \(what) of the list", .select(list, .last), inFooter: false,
                disabledReason: atLast),
        ]
    }

    /// `i` on Plan and Day: a template's exercises before it is started.
    static let items = KeyBinding(
        [.char("i")], "items", "show or hide the exercises of the planned workouts", .log(.toggleTemplateItems))

    public static let day = KeyTable(
        "Day",
        [
            KeyBinding([.left, .char("h")], "prev", "the day before", .log(.stepDay(by: -1))),
            KeyBinding([.right, .char("l")], "next", "the day after", .log(.stepDay(by: 1))),
            KeyBinding(
                [.char("t")], "today", "jump to today", .log(.jumpToToday),
                disabledReason: { $0.log.day == $0.today ? "this is today" : nil }),
            KeyBinding(
                [.char("k"), .up], "up", "scroll up", .log(.scrollUp), inFooter: false,
                disabledReason: { $0.log.dayScroll <= 0 ? "the top is in view" : nil }),
            KeyBinding(
                [.char("j"), .down], "down", "scroll down", .log(.scrollDown), inFooter: false,
                disabledReason: { $0.log.dayScroll >= DayLines.scrollLimit($0) ? "the end is in view" : nil }),
            // The overlays last, so the footer keeps help and back and shows as many of them as fit.
        ] + KeyTables.common + [back] + [
            KeyBinding(
                [.enter], "open", "open the chosen workout to change it (name, times, sets)", .log(.openDayWorkout),
                disabledReason: { $0.log.dayWorkouts.isEmpty ? "no finished workout this day" : nil }),
            KeyBinding(
                [.tab], "choose", "choose the next workout of the day", .log(.nextDayWorkout), inFooter: false,
                disabledReason: { $0.log.dayWorkouts.count < 2 ? "one workout at most this day" : nil }),
            undoDelete,
        ] + dayOverlays + [items])

    /// `u` after a workout was deleted: back as it was, until the screen is left.
    static let undoDelete = KeyBinding(
        [.char("u")], "undo", "bring back the workout just deleted (until this screen is left)",
        .log(.undoDeleteWorkout),
        disabledReason: { state in
            if state.log.restoringWorkout { return "bringing it back" }
            return state.log.deletedWorkout == nil ? "no workout deleted here" : nil
        })

    /// The form that changes a past workout's name, date, start and end: every printable key is text.
    public static let workoutForm = KeyTable(
        "Edit workout",
        [
            KeyBinding([.enter], "save", "save the changed fields (times are local)", .log(.workoutForm(.save))),
            KeyBinding(
                [.tab, .down], "next", "the next field: name, date, start, end", .log(.workoutForm(.nextField))),
            KeyBinding([.up], "previous", "the field above", .log(.workoutForm(.previousField)), inFooter: false),
            KeyBinding([.backspace], "erase", "erase a character", .log(.workoutForm(.erase)), inFooter: false),
            KeyBinding([.escape], "cancel", "close without saving", .cancel),
            KeyBinding(
                [], "type", "type the text", .log(.workoutForm(.type)), inFooter: false, label: "text",
                alsoTakes: printable),
            KeyTables.redraw,
        ])

    /// What `spotter overlay` does, for the day shown.
    static let dayOverlays: [KeyBinding] = [
        KeyBinding([.char("r")], "rest", "mark this day a rest day", .log(.markRest)),
        KeyBinding(
            [.char("s")], "skip", "skip this day's session", .log(.markSkip),
            disabledReason: { nothingPlanned($0) }),
        KeyBinding(
            [.char("n")], "not today", "move this day's session to the next free day of its week", .log(.markNotToday),
            disabledReason: { nothingPlanned($0) }),
        KeyBinding([.char("c")], "cross", "cross-training instead (type the activity)", .log(.markCross)),
        KeyBinding([.char("v")], "vacation", "a vacation from this day (type its last day)", .log(.markVacation)),
        KeyBinding(
            [.char("x")], "clear", "remove the overlays on this day (a vacation goes whole)", .log(.clearOverlay),
            disabledReason: { state in
                guard let day = state.log.day else { return "no day shown" }
                return state.plan.overlays.contains { $0.covers(day) } ? nil : "no overlay on this day"
            }),
    ]

    static func nothingPlanned(_ state: AppState) -> String? {
        guard let day = state.log.day else { return "no day shown" }
        let plan = DayPlan(day, resolver: PlanLines.resolver(state))
        return plan.status == .training ? nil : "no session planned this day"
    }

    public static let dayEntry = KeyTable(
        "Day overlay",
        [
            KeyBinding([.enter], "save", "save the overlay", .entry(.save)),
            KeyBinding([.escape], "cancel", "close without saving", .cancel),
            KeyBinding([.backspace], "erase", "erase a character", .entry(.erase), inFooter: false),
            KeyBinding(
                [], "type", "type the text", .entry(.type), inFooter: false, label: "text", alsoTakes: printable),
            KeyTables.redraw,
        ])

    public static let noteEntry = KeyTable(
        "Note",
        [
            KeyBinding([.enter], "save", "save the note (an empty line removes it)", .entry(.save)),
            KeyBinding([.escape], "cancel", "close without saving", .cancel),
            KeyBinding([.backspace], "erase", "erase a character", .entry(.erase), inFooter: false),
            KeyBinding(
                [], "type", "type the note", .entry(.type), inFooter: false, label: "text", alsoTakes: printable),
            KeyTables.redraw,
        ])

    static let printable: @Sendable (Key) -> Bool = { key in
        if case .char(let c) = key {
            return !c.isNewline && c.unicodeScalars.allSatisfy { $0.value >= 32 && $0.value != 127 }
        }
        return false
    }

    public static let week = KeyTable(
        "Week",
        [
            KeyBinding([.enter], "open day", "open the selected day", .log(.openWeekDay)),
            KeyBinding([.left, .char("h")], "prev", "the week before", .log(.stepWeek(by: -1))),
            KeyBinding([.right, .char("l")], "next", "the week after", .log(.stepWeek(by: 1))),
            KeyBinding(
                [.char("t")], "this week", "jump to this week", .log(.jumpToThisWeek),
                disabledReason: { $0.log.week == $0.today.isoWeek ? "this is this week" : nil }),
        ] + move("day", in: .week, position: { ($0.log.weekCursor, 7) }) + KeyTables.common + [
            back, ExerciseKeys.weekChart,
        ])

    public static let history = KeyTable(
        "History",
        [
            KeyBinding(
                [.enter], "open", "open the selected workout with all its sets", .log(.openSelectedWorkout),
                disabledReason: { $0.log.selectedHistoryEntry == nil ? "no workout listed" : nil }),
            KeyBinding([.char("/")], "filter", "filter by text (name, date or exercise)", .log(.filterText)),
            KeyBinding(
                [.char("x")], "exercise", "filter by exercise: the next one (after the last: all)",
                .log(.filterExercise)),
            undoDelete,
        ] + move("workout", in: .history, position: { ($0.log.historyCursor, $0.log.historyTotal) })
            + KeyTables.common
            + [back])

    public static let historyWorkout = KeyTable(
        "Workout log",
        [
            KeyBinding(
                [.char("e")], "edit", "edit the selected set's weight and reps", .log(.editPastSet),
                disabledReason: { $0.log.selectedSet == nil ? "no set selected" : nil }),
            KeyBinding(
                [.char("d")], "delete set", "delete the selected set (asks first)", .log(.deletePastSet),
                disabledReason: { $0.log.selectedSet == nil ? "no set selected" : nil }),
            KeyBinding(
                [.char("E")], "edit workout", "change the workout's name, date, start and end (local time)",
                .log(.editPastWorkout)),
            KeyBinding(
                [.char("a")], "add set", "add a set of the selected set's exercise (after its last set)",
                .log(.addPastSet),
                inFooter: false, disabledReason: { $0.log.selectedSet == nil ? "no set selected" : nil }),
            KeyBinding(
                [.char("D")], "delete workout", "delete the whole workout with its sets (asks first; u takes it back)",
                .log(.deleteWorkout)),
            ExerciseKeys.open(from: .pastWorkout),
            KeyBinding([.char("n")], "note", "write the note on this workout", .log(.pastWorkoutNote), inFooter: false),
            KeyBinding(
                [.char("r")], "records", "list every record this workout set, or fold them into one line",
                .log(.toggleRecords), inFooter: false,
                disabledReason: { ($0.log.openWorkout?.records.count ?? 0) < 2 ? "fewer than two records" : nil }),
        ] + move("set", in: .historyWorkout, position: { ($0.log.setCursor, $0.log.openWorkout?.sets.count ?? 0) })
            + KeyTables.common
            // `A` after back: the footer keeps help and back, and shows it where it fits.
            + [back, addExercise])

    /// `A` on a past workout: the one exercise picker, then a set of the picked exercise.
    static let addExercise = KeyBinding(
        [.char("A")], "add exercise", "add a set of any exercise: pick it (or make it) in the exercise picker",
        .log(.addPastExercise))

    public static let plan = KeyTable(
        "Plan",
        [KeyBinding([.enter], "open day", "open the selected day", .log(.openPlanDay)), items, TemplatesKeys.open]
            + move("day", in: .plan, position: { ($0.log.planCursor, PlanLines.days) }) + KeyTables.common + [back])

    public static let confirm = KeyTable(
        "Confirm",
        [
            KeyBinding([.char("y")], "yes", "yes: do it (it cannot be undone)", .confirm),
            KeyBinding([.char("n"), .escape], "no", "no: keep everything", .cancel),
        ] + KeyTables.common)

    public static let filter = KeyTable(
        "Filter",
        [
            KeyBinding([.enter], "keep", "keep the filter", .log(.keepFilter)),
            KeyBinding([.escape], "cancel", "put the filter back as it was", .log(.dropFilter)),
            KeyBinding([.backspace], "erase", "erase a character", .log(.eraseFilter), inFooter: false),
            KeyBinding(
                [], "type", "type the text to look for", .log(.typeFilter), inFooter: false, label: "text",
                alsoTakes: printable
            ),
            KeyTables.redraw,
        ])
}

extension LogScreens {
    /// The selected set of the open workout.
    public var selectedSet: HistorySet? {
        guard let sets = openWorkout?.sets, sets.indices.contains(setCursor) else { return nil }
        return sets[setCursor]
    }
}
