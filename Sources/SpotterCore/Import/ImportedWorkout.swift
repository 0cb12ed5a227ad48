import FoundationEssentials

/// A workout read from another app's file, before it is matched to Spotter's exercises.
public struct ImportedWorkout: Sendable, Equatable {
    public var source: ImportSource
    public var name: String
    public var start: Date
    /// The end the file gives (start + duration, or its end time); the start when it gives none.
    public var end: Date
    public var day: LocalDate
    /// The line of the workout's first row.
    public var line: Int
    public var sets: [ImportedSet]
    /// The workout's note (Strong's `Workout Notes`, Hevy's `description`); nil when empty.
    public var note: String?
    /// Notes on its exercises, by the exercise's name as the file writes it (Hevy's `exercise_notes`).
    public var exerciseNotes: [String: String]
    /// The id the file gives (a Spotter export keeps its workouts' ids); nil for the other apps.
    public var id: String?
    /// Kept even without sets (a Spotter export's workout without sets); the other apps' workouts
    /// of rest rows alone hold nothing to keep.
    public var keepsEmpty = false

    public init(
        source: ImportSource, name: String, start: Date, end: Date, day: LocalDate, line: Int, sets: [ImportedSet] = [],
        note: String? = nil, exerciseNotes: [String: String] = [:], id: String? = nil
    ) {
        self.source = source
        self.name = name
        self.start = start
        self.end = end
        self.day = day
        self.line = line
        self.sets = sets
        self.note = note
        self.exerciseNotes = exerciseNotes
        self.id = id
    }

    /// What identifies it across imports: the same file imported twice gives the same keys.
    public var key: ImportKey { ImportKey(source: source, start: start, name: name) }
}

/// One set read from a file: the exercise by its name in the file, weights already in kg.
public struct ImportedSet: Sendable, Equatable {
    public var line: Int
    public var exercise: String
    public var type: SetType
    /// Kilograms at full precision; nil for body weight (an empty or 0 weight).
    public var weightKg: Double?
    public var reps: Int?
    public var seconds: Int?
    /// Metres, for a distance set (a run, a row); nil when the file gives none.
    public var meters: Double?
    /// Beats per minute, for a cardio set where the file gives one (Spotter's own CSV).
    public var heartRate: Int? = nil
    public var rpe: Double?
    /// The set's note (Strong's `Notes`); nil when empty.
    public var note: String?
    /// When the set was logged, if the file says (a Spotter export does); else one second apart from the start.
    public var loggedAt: Date?

    public init(
        line: Int, exercise: String, type: SetType = .working, weightKg: Double? = nil, reps: Int? = nil,
        seconds: Int? = nil, meters: Double? = nil, rpe: Double? = nil, note: String? = nil, loggedAt: Date? = nil
    ) {
        self.line = line
        self.exercise = exercise
        self.type = type
        self.weightKg = weightKg
        self.reps = reps
        self.seconds = seconds
        self.meters = meters
        self.rpe = rpe
        self.note = note
        self.loggedAt = loggedAt
    }
}

/// A workout's identity for de-duplication: its source, its start and its name.
public struct ImportKey: Sendable, Hashable {
    public var source: ImportSource
    public var start: Date
    public var name: String

    public init(source: ImportSource, start: Date, name: String) {
        self.source = source
        self.start = start
        self.name = name
    }
}

/// What a file holds: its workouts in file order, and the rows it could not read.
///
/// A row not taken is a problem; the rest import (`--strict`: any problem refuses the whole file).
public struct ParsedImport: Sendable, Equatable {
    public var source: ImportSource
    /// The layout recognised, for the summary: `Strong (2024)`, `Hevy (lb)`.
    public var layout: String
    public var workouts: [ImportedWorkout]
    /// The first `ImportCollector.problemLimit` rows not taken, each with what is wrong.
    public var problems: [ImportProblem]
    /// Every row not taken, also those past the ones kept in `problems`.
    public var problemCount: Int
    /// Strong's `Rest Timer` rows: not sets.
    public var restRows: Int
    /// Rows with no reps, no seconds and no weight (a distance alone, or an unfilled set): nothing to store.
    public var emptyRows: Int
    /// Sets of a weight and no reps: failed attempts, stored as 0 reps.
    public var failedAttempts = 0
    /// Sets taken with reps past what the set form takes (`SetValue.reps`): `line 812: 4,500 reps`.
    public var unusual: [ImportProblem] = []
    /// What the summary adds about how the file was read (FitNotes: each day one workout at noon).
    public var readingNote: String?
    /// Body weight by day, from Spotter's own CSV (`body-weight` rows); the other apps' files have none.
    public var bodyWeights: [BodyWeight] = []

    public init(
        source: ImportSource, layout: String, workouts: [ImportedWorkout] = [], problems: [ImportProblem] = [],
        restRows: Int = 0, emptyRows: Int = 0
    ) {
        self.source = source
        self.layout = layout
        self.workouts = workouts
        self.problems = problems
        problemCount = problems.count
        self.restRows = restRows
        self.emptyRows = emptyRows
    }

    public var setCount: Int { workouts.reduce(0) { $0 + $1.sets.count } }
}
