/// The exercise screen's keys, and the `x` that opens it from Today, the workout and a past workout.
///
/// ```swift
/// KeyTables.table(for: state).binding(for: .char("x"))?.command  // .log(.openExercise(from: .workout)) on the workout
/// ```
public enum ExerciseKeys {
    /// `x` where an exercise is in view: the selected row, the selected set, the last one logged.
    static func open(from source: ExerciseSource, inFooter: Bool = false) -> KeyBinding {
        KeyBinding(
            [.char("x")], "exercise", "the exercise screen: sessions, records, chart",
            .log(.openExercise(from: source)), inFooter: inFooter,
            disabledReason: { Reducer.exerciseInView($0, from: source) == nil ? "no exercise in view" : nil })
    }

    public static let exercise = KeyTable(
        "Exercise",
        [
            KeyBinding(
                [.char("v")], "chart/list", "show the chart or the sessions (a short terminal has room for one)",
                .log(.toggleChart),
                disabledReason: {
                    View.Body.of($0).height >= ExerciseView.tallBody ? "the chart and the sessions both show" : nil
                }),
            KeyBinding(
                [.left, .char("h")], "prev", "the exercise before, in the plan's order",
                .log(.stepExercise(by: -1))),
            KeyBinding(
                [.right, .char("l")], "next", "the next exercise, in the plan's order", .log(.stepExercise(by: 1))),
            KeyBinding(
                [.char("n")], "rename", "give the exercise a new name (its sets stay)", .log(.renameExercise),
                inFooter: false),
            KeyBinding(
                [.char("m")], "merge", "move its sets to another exercise (asks first); this one goes",
                .log(.mergeExercise), inFooter: false,
                disabledReason: { $0.live.workout == nil ? nil : "finish the open workout first" }),
        ] + KeyTables.common + [LogKeys.back])

    /// The Week screen's `v`.
    static let weekChart = KeyBinding(
        [.char("v")], "chart", "the weekly volume of the last \(12) weeks, or the days again", .log(.toggleWeekChart))
}
