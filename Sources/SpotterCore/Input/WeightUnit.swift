/// The unit weights are shown and typed in (the `units` setting, an import's file); Spotter stores
/// kilograms at full precision and converts only at the edges.
///
/// ```swift
/// WeightUnit.lb.kilograms(135)          // 61.23496995: stored as it is
/// WeightUnit.lb.text(61.23496995)       // "135": shown in lb it is 135 again, never 134.99
/// WeightUnit.lb.withUnit(61.23496995)   // "135 lb"
/// try WeightUnit.lb.weight("135")       // 61.23496995, bounds checked in kg (`SetValue.weight`)
/// ```
public enum WeightUnit: String, Sendable, Hashable, CaseIterable, Codable {
    case kg
    case lb

    /// The international pound, exactly.
    public static let kilogramsPerPound = 0.45359237

    /// `kg` or `lb`, as the screens write it after a number.
    public var label: String { rawValue }

    /// A value typed or read in this unit, in kilograms.
    public func kilograms(_ value: Double) -> Double {
        switch self {
        case .kg: value
        case .lb: value * Self.kilogramsPerPound
        }
    }

    /// Stored kilograms in this unit, unrounded.
    public func amount(_ kg: Double) -> Double {
        switch self {
        case .kg: kg
        case .lb: kg / Self.kilogramsPerPound
        }
    }

    /// Stored kilograms as they read in this unit, to a hundredth: `60`, `62.5`, `135`.
    public func text(_ kg: Double) -> String { SetValue.weightText(amount(kg)) }

    /// Stored kilograms for another app's CSV in this unit, to a hundredth, plain digits:
    /// `WeightUnit.lb.csvText(61.23496995)` is `135`, `WeightUnit.kg.csvText(61.23496995)` is `61.23`.
    public func csvText(_ kg: Double) -> String { NumberText.machine(amount(kg), decimals: 2) }

    /// `135 lb`, `62.5 kg`, `2,512.5 kg`: for people to read (`NumberText.person`).
    public func withUnit(_ kg: Double) -> String { "\(NumberText.person(amount(kg))) \(label)" }

    /// Stored kilograms in this unit to a tenth (an e1RM): `81.7`, `1,102.3`.
    public func tenths(_ kg: Double) -> String { NumberText.person(amount(kg), decimals: 1) }

    /// A set's weight typed in this unit, in kilograms, through the one reader and its bounds:
    /// `try WeightUnit.lb.weight("2205")` throws (more than 1000 kg; leave it out for body weight).
    public func weight<S: StringProtocol>(_ text: S) throws -> Double {
        try read(text, hint: "; leave it out for body weight")
    }

    /// A body weight typed in this unit (`spotter weigh`, the Body weight screen), in kilograms:
    /// the same reader and bounds as a set's weight, without the set's hint about body weight.
    public func bodyWeight<S: StringProtocol>(_ text: S) throws -> Double { try read(text, hint: "") }

    private func read<S: StringProtocol>(_ text: S, hint: String) throws -> Double {
        guard let value = DecimalNumber.parse(text) else {
            let example = self == .kg ? "60 or 62.5" : "135 or 137.5"
            throw SetValueError("weight \(QuotedField.text(text)) is not a number of \(label) such as \(example)")
        }
        let kg = kilograms(value)
        guard SetValue.isValidWeight(kg) else {
            let limit = Int(amount(SetValue.weightLimit))
            throw SetValueError("weight \(text) \(label) is out of range (more than 0, less than \(limit)\(hint))")
        }
        return kg
    }
}
