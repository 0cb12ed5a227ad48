import Foundation
import SpotterCore

/// The small form that logs or edits a set: weight and reps as typed text, checked on save.
///
/// ```swift
/// var form = SetForm(exerciseId: "bench", weight: "60", reps: "5", source: "target")
/// form.type("6")   // the first key replaces the prefill: reps "6"
/// form.type("0")   // reps "60"
/// ```
public struct SetForm: Hashable, Sendable {
    public enum Field: Hashable, Sendable {
        case weight, reps
    }

    public var exerciseId: String
    /// The set being edited (same id, same instant), or `nil` for a new set.
    public var editingSetId: String?
    public var editingLoggedAt: Date?
    public var weight: String
    public var reps: String
    public var field: Field = .reps
    /// Where the prefill came from ("target", "last time", …), shown to the user.
    public var source: String
    /// True until the first key in a field: typing then replaces the prefill instead of appending.
    public var fresh = true

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

    /// The most characters a field holds.
    public static let maximumLength = 6

    /// A key now would add nothing: the field holds all it can (the first key replaces the prefill).
    public var isFull: Bool { !fresh && (field == .weight ? weight : reps).count >= Self.maximumLength }

    public mutating func type(_ c: Character) {
        guard c.isASCII, c.isNumber || (c == "." && field == .weight) else { return }
        let replace = fresh
        edit { text in
            if replace { text = "" }
            if text.count < Self.maximumLength { text.append(c) }
        }
        fresh = false
    }

    public mutating func erase() {
        let replace = fresh
        edit { text in
            if replace { text = "" } else if !text.isEmpty { text.removeLast() }
        }
        fresh = false
    }

    public mutating func switchField() {
        field = field == .weight ? .reps : .weight
        fresh = true
    }

    private mutating func edit(_ change: (inout String) -> Void) {
        switch field {
        case .weight:
            var text = weight
            change(&text)
            weight = text
        case .reps:
            var text = reps
            change(&text)
            reps = text
        }
    }

    /// The weight and reps, or why they cannot be saved.
    /// The typed values, the weight in kg from `unit` (the `units` setting).
    public func parsed(unit: WeightUnit = .kg) -> Result<(weight: Double?, reps: Int), FormError> {
        // The same readers and bounds as the schedule file and `spotter log`.
        do {
            let w = weight.isEmpty ? nil : try unit.weight(weight)
            return .success((w, try SetValue.reps(reps)))
        } catch {
            return .failure(FormError("\(error)"))
        }
    }
}

/// Why a form cannot be saved, in words for the status line.
public struct FormError: Error, Hashable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
