import FoundationEssentials

/// What an import adds: new workouts with their sets, the exercises they need, and what was already here.
///
/// ```swift
/// let batch = ImportBatch(parsed, exercises: plan.exercises, stored: keysAlreadyImported)
/// batch.workouts.count     // workouts not imported before (source, start and name differ)
/// batch.newExercises       // catalogue exercises not yet here, and names matching none (exact spelling kept)
/// batch.alreadyHere        // workouts skipped because an earlier import brought them
/// batch.alreadyFrom        // ["Strong": 212]: of those, the ones another app's file brought (`ImportMatch`)
/// ```
/// Pure: ids derive from the source, start and name (the same file gives the same ids), so a dry
/// run and the real import describe the same rows.
public struct ImportBatch: Sendable, Equatable {
    public var source: ImportSource
    /// Finished workouts, each with its `name`, sets in file order.
    public var workouts: [Workout]
    public var newExercises: [Exercise]
    /// Exercises already stored that an imported name showed to be a catalogue entry: id → catalogue id.
    public var linkedExercises: [String: String] = [:]
    public var alreadyHere: Int
    /// Of `alreadyHere`, the workouts recognised by their start and sets (`ImportMatch`), by the source that brought them.
    public var alreadyFrom: [String: Int]
    /// Body weight by day: each replaces that day's entry, as a second `spotter weigh` does.
    public var bodyWeights: [BodyWeight] = []

    public var setCount: Int { workouts.reduce(0) { $0 + $1.sets.count } }

    /// `existingIds`: the workout ids already stored; a Spotter export's workout with one of them is already here.
    /// `elsewhere`: the stored workouts by start and sets, so the same history from another app is not added twice.
    public init(
        _ parsed: ParsedImport, exercises: [Exercise], stored: Set<ImportKey>, existingIds: Set<String> = [],
        elsewhere: ImportMatch = ImportMatch()
    ) {
        source = parsed.source
        bodyWeights = parsed.bodyWeights
        var matcher = ExerciseMatcher(exercises: exercises)
        var freshTimed: [String: Bool] = [:]
        var workouts: [Workout] = []
        var alreadyHere = 0
        var alreadyFrom: [String: Int] = [:]
        // A workout of rest rows alone holds nothing to keep.
        // A new exercise starts as timed until a set of it has reps or no duration; one known from a note alone is not.
        // Which exercise a name is: ExerciseMatcher (the catalogue, then yours, else a new custom one).
        func idFor(_ name: String, fromSet: Bool) -> String {
            let (id, custom) = matcher.resolve(name)
            if custom { freshTimed[id] = fromSet }
            return id
        }
        for w in parsed.workouts where !w.sets.isEmpty || w.keepsEmpty {
            if stored.contains(w.key) || w.id.map(existingIds.contains) == true {
                alreadyHere += 1
                continue
            }
            let prints = w.sets.map { ImportMatch.SetPrint(weightKg: $0.weightKg, reps: $0.reps, seconds: $0.seconds) }
            if let source = elsewhere.source(of: w.start, sets: prints) {
                alreadyHere += 1
                alreadyFrom[source, default: 0] += 1
                continue
            }
            let workoutId = w.id ?? Self.workoutId(w)
            var sets: [LoggedSet] = []
            for (i, s) in w.sets.enumerated() {
                let exerciseId = idFor(s.exercise, fromSet: true)
                // A new exercise is timed when every one of its sets is a duration without reps.
                if freshTimed[exerciseId] == true, s.reps != nil || s.seconds == nil { freshTimed[exerciseId] = false }
                // The files give no time per set: one second apart from the start keeps their order.
                sets.append(
                    LoggedSet(
                        id: "\(workoutId)-\(i + 1)", exerciseId: exerciseId, weight: s.weightKg, reps: s.reps,
                        rpe: s.rpe,
                        durationSeconds: s.seconds, loggedAt: s.loggedAt ?? w.start.addingTimeInterval(TimeInterval(i)),
                        type: s.type, note: s.note, meters: s.meters, heartRate: s.heartRate)
                )
            }
            var notes: [String: String] = [:]
            for (name, note) in w.exerciseNotes.sorted(by: { $0.key < $1.key }) {
                notes[idFor(name, fromSet: false)] = note
            }
            let lastSet = sets.map(\.loggedAt).max() ?? w.start
            workouts.append(
                Workout(
                    id: workoutId, templateId: nil, day: w.day, startedAt: w.start, finishedAt: max(w.end, lastSet),
                    sets: sets, name: w.name, note: w.note, exerciseNotes: notes))
        }
        self.workouts = workouts
        newExercises = matcher.newExercises.map { e in
            var e = e
            if freshTimed[e.id] == true { e.kind = .timed }
            return e
        }
        self.alreadyHere = alreadyHere
        self.alreadyFrom = alreadyFrom
        linkedExercises = matcher.links
    }

    /// `strong-1726416131-9f3a…`: the source, the start in seconds, and a hash of the name.
    static func workoutId(_ w: ImportedWorkout) -> String {
        "\(w.source.rawValue)-\(InstantRange.epochSeconds(w.start, rounding: .toNearestOrAwayFromZero))-\(fnv1a(w.name))"
    }

    /// An exercise id from its name: `Bench Press (Barbell)` → `bench-press-barbell`, then `-2`, `-3`
    /// when taken; `exercise` when the name has no ASCII letters or digits.
    public static func uniqueId(for name: String, taken: Set<String>) -> String {
        var counters: [String: Int] = [:]
        return uniqueId(for: name, taken: taken, counters: &counters)
    }

    /// The same, `counters` keeping where each slug's count got to: a file whose names all make
    /// one slug (`exercise`, for every Cyrillic or CJK name) counts on from there instead of from 2
    /// for each name. The ids taken only grow within a batch, so no number below it is free.
    static func uniqueId(for name: String, taken: Set<String>, counters: inout [String: Int]) -> String {
        var slug = ""
        var dash = false
        for scalar in name.lowercased().unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                if dash, !slug.isEmpty { slug += "-" }
                slug.unicodeScalars.append(scalar)
                dash = false
            } else {
                dash = true
            }
        }
        if slug.isEmpty { slug = "exercise" }
        slug = String(slug.prefix(60))
        if !taken.contains(slug) { return slug }
        var n = counters[slug] ?? 2
        while taken.contains("\(slug)-\(n)") { n += 1 }
        counters[slug] = n + 1
        return "\(slug)-\(n)"
    }

    /// FNV-1a, 64 bits, as hex: stable across runs (Swift's `Hasher` is seeded per process).
    public static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
