/// The bounds of what one set holds and the one reader of each of its values, stated once.
///
/// ```swift
/// try SetValue.weight("62.5")    // 62.5
/// try SetValue.weight("5000")    // throws: weight 5000 kg is out of range (more than 0, less than 1000)
/// try SetValue.rpe("0x8")        // throws: RPE "0x8" is not a number from 1 to 10 such as 8 or 8.5
/// SetValue.weightText(.infinity) // "?": a stored value that cannot be shown is shown as invalid
/// ```
/// The schedule file, `spotter log`, the TUI's set form and any import read through these, so a
/// weight `spotter log` refuses cannot come in another way.
public enum SetValue {
    /// Kilograms are more than 0 (body weight is no weight at all) and less than this.
    public static let weightLimit = 1000.0
    public static let reps = 1...999
    /// A held set, and also a timed template's work countdown: up to a day.
    public static let seconds = 1...86_400
    public static let rpe = 1.0...10.0
    public static let sets = 1...50
    public static let rest = 0...3600

    /// Whether a weight is one Spotter stores: finite, more than 0, less than `weightLimit`.
    public static func isValidWeight(_ kg: Double) -> Bool { kg.isFinite && kg > 0 && kg < weightLimit }

    /// A set's weight in kilograms: `WeightUnit.kg.weight`, the one reader of a typed weight.
    public static func weight<S: StringProtocol>(_ text: S) throws -> Double { try WeightUnit.kg.weight(text) }

    public static func reps<S: StringProtocol>(_ text: S) throws -> Int {
        try whole(text, "reps", reps)
    }

    public static func seconds<S: StringProtocol>(_ text: S) throws -> Int {
        try whole(text, "seconds", seconds)
    }

    public static func sets<S: StringProtocol>(_ text: S) throws -> Int {
        try whole(text, "sets", sets)
    }

    public static func rest<S: StringProtocol>(_ text: S) throws -> Int {
        try whole(text, "rest", rest)
    }

    public static func rpe<S: StringProtocol>(_ text: S) throws -> Double {
        guard let v = DecimalNumber.parse(text, maxFractionDigits: 1), rpe.contains(v) else {
            throw SetValueError("RPE \(QuotedField.text(text)) is not a number from 1 to 10 such as 8 or 8.5")
        }
        return v
    }

    /// A weight as it reads everywhere: `60`, `62.5`; `?` for a stored value that cannot be shown.
    public static func weightText(_ kg: Double) -> String {
        // Rounded first, so a converted 134.99999999999997 reads 135, not 135.0; no separator, so
        // the text types back into a field.
        NumberText.machine(kg, decimals: 2)
    }

    private static func whole<S: StringProtocol>(_ text: S, _ field: String, _ range: ClosedRange<Int>) throws -> Int {
        guard let n = DecimalNumber.whole(text), range.contains(n) else {
            throw SetValueError(
                "\(field) \(QuotedField.text(text)) is not a whole number from \(range.lowerBound) to \(range.upperBound)"
            )
        }
        return n
    }
}

/// Why a typed value cannot be stored, naming the field: `reps "5.5" is not a whole number from 1 to 999`.
public struct SetValueError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
