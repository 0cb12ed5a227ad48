/// What a key asks for; a key table maps keys to these, and the reducer handles them.
///
/// The same command may sit behind several keys (`j` and `↓`), and one key may mean different
/// commands on different screens (`n` is Next set on the workout, Not now in the consent prompt).
public enum Command: Hashable, Sendable {
    case moveUp, moveDown, moveLeft, moveRight
    case choose
    case back
    case cancel
    case help
    case redraw
    // Today
    case resume
    // Live workout
    case logSet
    case editSet
    case undoSet
    case addThirtySeconds
    case nextSet
    case addExercise
    case finish
    // Consent prompt
    case allow
    case notNow
    // Set form
    case nextField
    /// A digit (or the weight's point) typed into the field in charge; the key says which.
    case type
    case erase
    // Day, Week, History, Plan
    case openDay, openWeek, openHistory, openPlan
    /// The day or week before (`moveLeft` is taken by the consent prompt's buttons).
    case previousPeriod
    case nextPeriod
    /// Today's day, or this week.
    case jumpToNow
    case filterText
    case filterExercise
    case typeText
    case eraseText
    case deletePastSet
    case deleteWorkout
    case confirm
    case scrollUp, scrollDown
    /// Day screen overlays: `spotter overlay rest|skip|not-today|cross|vacation`, and clearing them.
    case markRest, markSkip, markNotToday, markCross, markVacation, clearOverlay
    /// Type the note on the selected exercise within the workout, or on the workout itself.
    case exerciseNote, workoutNote
    // Settings
    case openSettings
    case settings(SettingsCommand)
}
