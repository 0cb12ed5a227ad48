import FoundationEssentials
import SpotterCore

/// The small form that logs or edits a set: weight, reps, RPE, set type and a note, typed as text
/// and checked on save. Its fields are in the order Tab takes and the screen shows them, and it
/// opens on the weight: the field a lifter types first. The fields follow the exercise's kind
/// (`kind`): a run's distance, time and heart rate, a plank's time, else weight and reps.
///
/// ```swift
/// var form = SetForm(exerciseId: "bench", weight: "60", reps: "5", source: "target")
/// form.type("6")   // the first key replaces the prefill: weight "6"
/// form.type("2")   // weight "62"
/// form.nextField() // reps, its prefill kept until a key is typed
/// ```
public struct SetForm: Hashable, Sendable {
    public enum Field: String, Hashable, Sendable, CaseIterable {
        case weight, reps, distance, time, heartRate, rpe, type, note

        /// The label on screen and in messages.
        public var label: String {
            switch self {
            case .weight: "Weight"
            case .reps: "Reps"
            case .distance: "Dist"
            case .time: "Time"
            case .heartRate: "HR"
            case .rpe: "RPE"
            case .type: "Type"
            case .note: "Note"
            }
        }
    }

    /// What a set of the exercise records (the catalogue's kind): the fields follow it.
    public var kind: ExerciseCatalogue.Kind = .weightReps
    /// A run's distance as typed, in km (mi with `units lb`); a run's or a plank's time, `MM:SS`;
    /// a run's heart rate, empty for none.
    public var distance = ""
    public var time = ""
    public var heartRate = ""

    /// The fields of this kind of set, in the order Tab takes and the screen shows them.
    public var fields: [Field] {
        switch kind {
        case .distanceTime: [.distance, .time, .heartRate, .type, .note]
        case .timed: [.time, .rpe, .type, .note]
        case .weightReps, .reps: [.weight, .reps, .rpe, .type, .note]
        }
    }

    /// The form for a set of `kind`, on its first field.
    public func of(_ kind: ExerciseCatalogue.Kind) -> SetForm {
        var form = self
        form.kind = kind
        if !form.fields.contains(form.field) { form.field = form.fields[0] }
        return form
    }

    public var exerciseId: String
    /// The set being edited (same id, same instant), or `nil` for a new set.
    public var editingSetId: String?
    public var editingLoggedAt: Date?
    /// The weight as typed, in `unit`.
    public var weight: String
    public var reps: String
    /// Empty: no RPE.
    public var rpe: String = ""
    public var setType: SetType = .working
    public var note: String = ""
    public var field: Field = .weight
    /// What weights are typed and shown in; stored weights are kilograms.
    public var unit: WeightUnit = .kg
    /// Where the prefill came from ("target", "last time", …), shown to the user.
    public var source: String
    /// True until the first key in a field: typing then replaces the prefill instead of appending.
    public var fresh = true
    /// The question asked before an outlier is saved ("save 625 reps?"): Enter again saves, any
    /// other key goes back to editing.
    public var confirming: String?
    /// The RPE of the set being edited as it was stored: kept as it is even off the form's scale (an import's 7.3).
    public var storedRPE: String?

    public init(
        exerciseId: String, editingSetId: String? = nil, editingLoggedAt: Date? = nil, weight: String, reps: String,
        source: String
    ) {
        self.exerciseId = exerciseId
        self.editingSetId = editingSetId
        self.editingLoggedAt = editingLoggedAt
        self.weight = weight
        self.reps = reps
        self.source = source
    }

    /// A form for `set` (an edit, or a prefill from it), with weights shown in `unit`.
    public init(editing set: LoggedSet, unit: WeightUnit, source: String) {
        self.init(
            exerciseId: set.exerciseId, editingSetId: set.id, editingLoggedAt: set.loggedAt,
            weight: set.weight.map { Self.shown($0, unit) } ?? "", reps: set.reps.map(String.init) ?? "",
            source: source)
        self.unit = unit
        rpe = set.rpe.map(SetValue.weightText) ?? ""
        storedRPE = rpe
        setType = set.type
        note = set.note ?? ""
        distance = set.meters.map { Self.shownDistance($0, unit) } ?? ""
        time = set.durationSeconds.map(Format.clock) ?? ""
        heartRate = set.heartRate.map(String.init) ?? ""
    }

    /// A stored distance (metres) as the form shows it: km, or mi with `units lb`, to a hundredth.
    public static func shownDistance(_ meters: Double, _ unit: WeightUnit) -> String {
        let amount = meters / (unit == .lb ? CardioMeasure.metersPerMile : 1000)
        return SetValue.weightText((amount * 100).rounded() / 100)
    }

    /// A stored weight (kg) as the form shows it in `unit`: `62.5`, `135`.
    public static func shown(_ kg: Double, _ unit: WeightUnit) -> String {
        Format.weight(((kg / unit.kilograms(1)) * 100).rounded() / 100)
    }

    /// The most characters a number field holds.
    public static let maximumLength = 6
    /// The most characters of a note typed in the form: `NoteText`'s limit, so an imported note
    /// edited here saves again.
    public static let maximumNote = UserText.Limit.note

    /// A key now would add nothing: the field holds all it can (the first key replaces the prefill).
    public var isFull: Bool {
        guard !fresh else { return false }
        switch field {
        case .weight: return weight.count >= Self.maximumLength
        case .reps: return reps.count >= Self.maximumLength
        case .distance: return distance.count >= Self.maximumLength
        case .time: return time.count >= 8
        case .heartRate: return heartRate.count >= 3
        case .rpe: return rpe.count >= 4
        case .note: return note.count >= Self.maximumNote
        case .type: return false
        }
    }

    /// Why `c` cannot go into the focused field, or `nil` when it can: the words the status line says.
    public func refusal(_ c: Character) -> String? {
        switch field {
        case .note: return isFull ? "the note is full (\(Self.maximumNote) characters)" : nil
        case .type: return "choose the type with Space or \u{2190}/\u{2192}"
        case .time:
            guard (c.isASCII && c.isNumber) || c == ":" else { return "Time takes minutes:seconds, such as 34:10" }
            return isFull ? "the field is full" : nil
        case .heartRate:
            guard c.isASCII && c.isNumber else { return "HR takes beats per minute, digits" }
            return isFull ? "the field is full" : nil
        case .weight, .reps, .rpe, .distance:
            let isDigit = c.isASCII && c.isNumber
            if c == "." && field == .reps { return "reps are whole numbers" }
            guard isDigit || c == "." else {
                return "\(field.label) takes \(field == .reps ? "digits" : "digits and a point"): Tab to the note"
            }
            if c == ".", !fresh, text(field).contains(".") { return "\(field.label) has its point already" }
            return isFull ? "the field is full (\(Self.maximumLength) characters)" : nil
        }
    }

    /// Types `c` into the focused field; a refused key changes nothing (see `refusal`).
    public mutating func type(_ c: Character) {
        guard refusal(c) == nil else { return }
        let replace = fresh && field != .note
        edit { text in
            if replace { text = "" }
            text.append(c)
        }
        fresh = false
    }

    public mutating func erase() {
        let replace = fresh && field != .note
        edit { text in
            if replace { text = "" } else if !text.isEmpty { text.removeLast() }
        }
        fresh = false
    }

    /// Tab: the next field down, and round to the first.
    public mutating func nextField() { move(by: 1) }
    public mutating func previousField() { move(by: -1) }
    /// An older name for Tab.
    public mutating func switchField() { nextField() }

    private mutating func move(by delta: Int) {
        let all = fields
        let i = all.firstIndex(of: field) ?? 0
        field = all[(i + delta + all.count) % all.count]
        fresh = true
        confirming = nil
    }

    /// Space, ← and → on the type field: the next (or previous) set type.
    public mutating func cycleType(by delta: Int) {
        let all = SetType.allCases
        let i = all.firstIndex(of: setType) ?? 0
        setType = all[(i + delta + all.count) % all.count]
        confirming = nil
    }

    /// `+`/`-` on the weight: one step (a pair of the smallest plate) up or down, never below one step.
    public mutating func stepWeight(by step: Double) {
        let current = DecimalNumber.parse(weight) ?? 0
        let next = ((current + step) * 100).rounded() / 100
        guard next > 0 else { return }
        weight = Format.weight(next)
        fresh = false
        confirming = nil
    }

    public func text(_ field: Field) -> String {
        switch field {
        case .weight: weight
        case .reps: reps
        case .distance: distance
        case .time: time
        case .heartRate: heartRate
        case .rpe: rpe
        case .type: setType.label
        case .note: note
        }
    }

    private mutating func edit(_ change: (inout String) -> Void) {
        confirming = nil
        switch field {
        case .weight: change(&weight)
        case .reps: change(&reps)
        case .distance: change(&distance)
        case .time: change(&time)
        case .heartRate: change(&heartRate)
        case .rpe: change(&rpe)
        case .note: change(&note)
        case .type: break
        }
    }

    /// The typed weight in `unit`, if it reads as one.
    public var typedWeight: Double? { DecimalNumber.parse(weight) }

    /// What the form holds, checked: weight in kilograms.
    public struct Values: Hashable, Sendable {
        public var weight: Double?
        public var reps: Int?
        public var rpe: Double?
        public var type: SetType
        public var note: String?
        /// A run's distance and heart rate; a run's or a plank's seconds.
        public var meters: Double? = nil
        public var seconds: Int? = nil
        public var heartRate: Int? = nil

        /// `set` with these values: its measure, RPE, type and note (the id and instant stay).
        public func applied(to set: LoggedSet) -> LoggedSet {
            var s = set
            (s.weight, s.reps, s.rpe, s.type, s.note) = (weight, reps, rpe, type, note)
            (s.meters, s.durationSeconds, s.heartRate) = (meters, seconds, heartRate)
            return s
        }
    }

    /// `set` with the form's values; a weight or a distance left as shown keeps the stored one at
    /// full precision (`Reducer.keptWeight`).
    public func measured(_ values: Values, into set: LoggedSet) -> LoggedSet {
        var s = values.applied(to: set)
        s.weight = Reducer.keptWeight(values.weight, typed: weight, original: set.weight, unit)
        if kind == .distanceTime, let m = set.meters, Self.shownDistance(m, unit) == distance { s.meters = m }
        return s
    }

    /// Which fields a set of `exercise` takes: a stored set's own measure first (a run's distance,
    /// a held time), else the catalogue's kind of the exercise.
    public static func kind(of set: LoggedSet?, exercise: Exercise?) -> ExerciseCatalogue.Kind {
        if set?.meters != nil { return .distanceTime }
        if set?.durationSeconds != nil { return .timed }
        if set != nil { return .weightReps }
        return exercise.map { ExerciseCatalogue.profileReadAlone(of: $0).kind } ?? .weightReps
    }

    /// The values, or why they cannot be saved.
    public func parsed() -> Result<Values, FormError> {
        // The same readers and bounds as the schedule file and `spotter log`.
        do {
            let e =
                rpe.isEmpty ? nil : rpe == storedRPE ? try SetValue.rpe(rpe) : try SetValue.rpeInHalves(rpe)
            let cleaned = try NoteText.clean(note)
            switch kind {
            case .distanceTime:
                // As `spotter log run 6.5km 34:10` reads them, the distance in the user's unit.
                let run = try CardioMeasure(
                    distance: "\(distance)\(CardioPace.paceUnit(unit))", time: time,
                    heartRate: heartRate.isEmpty ? nil : heartRate)
                return .success(
                    Values(
                        type: setType, note: cleaned, meters: run.meters, seconds: run.seconds,
                        heartRate: run.heartRate))
            case .timed:
                return .success(
                    Values(rpe: e, type: setType, note: cleaned, seconds: try CardioMeasure.seconds(time)))
            case .weightReps, .reps: break
            }
            // Read in the form's unit, bounded in kilograms: 2000 lb (907 kg) is a weight, 2000 kg is not.
            let kg = weight.isEmpty ? nil : try unit.weight(weight)
            let r = try SetValue.reps(reps)
            return .success(Values(weight: kg, reps: r, rpe: e, type: setType, note: cleaned))
        } catch {
            return .failure(FormError("\(error)"))
        }
    }
}

extension SetType {
    /// How the form and `?` name a type.
    public var label: String {
        switch self {
        case .working: "working"
        case .warmup: "warm-up"
        case .drop: "drop"
        case .failure: "failure"
        }
    }

    /// The mark before a set in the workout's rows: warm-ups, drops and failures stand out; a
    /// working set has none.
    public var mark: String {
        switch self {
        case .working: ""
        case .warmup: "W"
        case .drop: "D"
        case .failure: "F"
        }
    }
}

/// Why a form cannot be saved, in words for the status line.
public struct FormError: Error, Hashable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
