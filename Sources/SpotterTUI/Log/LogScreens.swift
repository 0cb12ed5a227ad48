import FoundationEssentials
import SpotterCore
import SpotterStore

/// What the Day, Week, History and Plan screens hold: what was asked for, and what the store answered.
///
/// A screen shows the summary only once it is loaded for the day (or week) it asks for, so a
/// late answer about another day is never shown as this one.
public struct LogScreens: Hashable, Sendable {
    /// The day the Day screen shows, and its summary once loaded.
    public var day: LocalDate?
    public var daySummary: DaySummary?
    /// How many lines of the Day screen are scrolled away at the top.
    public var dayScroll = 0
    /// The week the Week screen shows, its summary once loaded, and the selected day (0 = Monday).
    public var week: ISOWeek?
    public var weekSummary: WeekSummary?
    public var weekCursor = 0
    /// The loaded part of History's list (the workouts the filters keep, newest first) once a
    /// page is loaded, each entry's key beside it; `historyStart` is the first one's place in
    /// the whole list. Pages come and go as the cursor moves (`Reducer.historyLoaded`).
    public var history: [HistoryEntry]?
    public var historyKeys: [HistoryKey] = []
    public var historyStart = 0
    /// How many workouts the filters keep, and how many are finished in all (the store's counts).
    public var historyTotal = 0
    public var historyAll = 0
    /// The page asked for and not answered yet: another answer is late, and dropped.
    public var historyPending: HistoryPageRequest?
    /// Whether the next page answers an `x` (its status line says how many workouts it keeps).
    public var historyAnnounce = false
    /// The selected workout's place in the whole list; it rests on a loaded one.
    public var historyCursor = 0
    /// The text filter (`/`), empty for none; the exercise filter (`x`), an exercise id or nil.
    public var historyText = ""
    public var historyExercise: String?
    /// The workout open on History's workout screen, and the selected set.
    public var openWorkoutId: String?
    public var setCursor = 0
    /// The selected day of the Plan screen's next 14 (0 = today).
    public var planCursor = 0
    /// Whether an opened workout lists every record it set (`r`), or one line saying how many.
    public var showRecords = false
    /// Whether Plan (under the selected day) and Day list the planned workouts' exercises (`i`).
    public var showItems = false
    /// The exercise the exercise screen shows, and its progress once loaded for it.
    public var exercise: String?
    public var exerciseProgress: ExerciseProgress?
    /// On a short terminal the exercise screen shows its chart (else its sessions); the Week screen
    /// shows the weekly volume chart instead of its days (`v`).
    public var showChart = true
    public var weekChart = false
    /// Every body-weight entry, oldest first, once loaded; the selected one (0 = the newest).
    public var bodyWeights: [BodyWeight]?
    public var bodyWeightCursor = 0
    /// The screens Esc/q goes back to, most recent last.
    public var backStack: [ScreenID] = []
    /// The workout deleted last, as the store held it: `u` brings it back until the screen is left.
    public var deletedWorkout: DeletedWorkout?
    /// `u` was pressed and the store has not answered yet (a second `u` waits).
    public var restoringWorkout = false
    /// The Day screen's chosen finished workout (Tab), which Enter opens.
    public var dayWorkoutCursor = 0

    public init() {}

    /// The two filters as the store takes them.
    public var historyFilter: HistoryFilter { HistoryFilter(exerciseId: historyExercise, text: historyText) }

    /// The selected workout of History's list, when it is loaded.
    public var selectedHistoryEntry: HistoryEntry? { historyEntry(at: historyCursor) }

    /// The workout at `index` of the whole list, when it is loaded.
    public func historyEntry(at index: Int) -> HistoryEntry? {
        guard let history, history.indices.contains(index - historyStart) else { return nil }
        return history[index - historyStart]
    }

    /// The workout open on History's workout screen, from the loaded history, its sets grouped
    /// by exercise (`HistoryEntry.byExercise`): the order the screen lists and the cursor walks.
    public var openWorkout: HistoryEntry? {
        guard let id = openWorkoutId else { return nil }
        // Opened from the Day screen before History was read: the day's own entry.
        return (history?.first { $0.id == id } ?? daySummary?.workouts.first { $0.id == id })?.byExercise
    }

    /// The finished workouts of the day shown, which Tab chooses among and Enter opens.
    public var dayWorkouts: [HistoryEntry] {
        guard let summary = daySummary, summary.day == day else { return [] }
        return summary.workouts.filter { $0.finishedAt != nil }
    }
}

/// A line typed on the Day screen for an overlay: what it is for, and the text so far.
public struct DayEntry: Hashable, Sendable {
    public enum Purpose: Hashable, Sendable {
        /// Cross-training instead: the activity ("cycling").
        case crossActivity
        /// A vacation from the day shown: its last day, `YYYY-MM-DD`.
        case vacationEnd
        /// The note on a workout (`title` names it: "Push").
        case workoutNote(workoutId: String, title: String)
        /// The note on one exercise within a workout (`title` names it: "Bench press").
        case exerciseNote(workoutId: String, exerciseId: String, title: String)
        /// The exercise screen's new name for the exercise shown.
        case exerciseName(exerciseId: String)
        /// The exercise screen's exercise to merge the one shown into (its name or id).
        case mergeInto(exerciseId: String)
        /// The body weight of `day`, in the user's unit (the body-weight screen's `w`).
        case bodyWeight(day: LocalDate)
        /// The name of a new template made from the finished workout (`t` on the summary).
        case templateName
    }

    public var purpose: Purpose
    public var text: String

    public init(_ purpose: Purpose, text: String = "") {
        self.purpose = purpose
        self.text = text
    }

    /// The most characters the line takes (an activity's limit is `UserText.Limit.activity`).
    public static let maximumLength = 60

    /// The most characters this line takes: a note's limit is `UserText.Limit.note`.
    public var maximumLength: Int {
        switch purpose {
        case .crossActivity, .vacationEnd, .bodyWeight: return Self.maximumLength
        case .workoutNote, .exerciseNote: return UserText.Limit.note
        case .exerciseName, .mergeInto, .templateName: return UserText.Limit.name
        }
    }

    /// Whether it writes a note (which needs no day shown) rather than a Day overlay.
    public var isNote: Bool {
        switch purpose {
        case .workoutNote, .exerciseNote: return true
        case .crossActivity, .vacationEnd, .exerciseName, .mergeInto, .bodyWeight, .templateName: return false
        }
    }

    public var prompt: String {
        switch purpose {
        case .crossActivity: return "Cross-training instead: activity"
        case .vacationEnd: return "Vacation from this day to (YYYY-MM-DD)"
        case .workoutNote: return "Note on the workout"
        case .exerciseNote: return "Note on the exercise"
        case .exerciseName: return "New name for the exercise"
        case .mergeInto: return "Merge into (name or id)"
        case .bodyWeight: return "Body weight today"
        case .templateName: return "Save as a new template: its name"
        }
    }
}

/// What a confirmation asks before something goes for good, and what it then does.
public struct Confirmation: Hashable, Sendable {
    /// "Delete Bench press 60×5 from Push, Mon 30 Nov?"
    public var question: String
    public var effect: StoreEffect

    public init(_ question: String, effect: StoreEffect) {
        self.question = question
        self.effect = effect
    }

    /// The box's title and what its keys do: a merge or a template's update is not a deletion.
    var title: String { isMerge ? "Merge?" : isUpdate ? "Update the template?" : "Delete?" }
    var answers: String { isMerge ? "y merges them" : isUpdate ? "y updates it" : "y deletes for good" }
    var declined: String { isMerge ? "n keeps both" : "n keeps it" }

    private var isUpdate: Bool {
        if case .updateTemplate = effect { return true }
        return false
    }

    private var isMerge: Bool {
        if case .mergeExercise = effect { return true }
        return false
    }
}
