/// The readers of one field of an exported row: a weight in its unit, reps, seconds, distance, RPE, a name.
///
/// ```swift
/// try ImportValue.weight("62,5", unit: .kg)   // 62.5: a decimal comma is a decimal
/// try ImportValue.weight("135", unit: .lb)    // 61.23496995
/// try ImportValue.weight("74.99999999999999", unit: .lb)  // kept at full precision
/// try ImportValue.weight("0", unit: .kg)      // nil: body weight
/// try ImportValue.count("5.0", field: "reps", range: ImportValue.reps)  // 5
/// try ImportValue.distance("2.4", unit: "mi.", field: "Distance")     // 3862.4256 (metres)
/// ```
/// Numbers go through `DecimalNumber` and weights through `SetValue`'s bounds, the same rule as
/// `spotter log`, with any number of fraction digits (the apps' own unit conversions leave
/// `65.181223569` and `12.900000000000034`) and the comma read as a point.
public enum ImportValue {
    /// Fraction digits a file's number may carry: enough for any double the apps print.
    public static let fractionDigits = 20

    /// Characters a file's number may have: `546.1252134800001` and longer.
    public static let numberLength = 32

    /// Reps an import takes: a 4,500-rep step-up set is real; past `SetValue.reps` the summary names it.
    public static let reps = 1...1_000_000

    /// Seconds an import takes for a set or a workout: a workout left running for days is kept as it is.
    public static let seconds = 1...999_999_999

    /// A plain decimal, `62.5` or `62,5`; nil for anything else (signs, exponents, `inf`).
    public static func decimal(_ text: String) -> Double? {
        let t = text.trimmingSpaces
        let point = t.contains(",") && !t.contains(".") ? t.swapping(",", for: ".") : t
        return DecimalNumber.parse(point, maxFractionDigits: fractionDigits, maxLength: numberLength)
    }

    /// Metres from a distance in `unit` (`km`, `m`, `mi`, `mi.`, `miles`, `ft`, `yd`); nil when empty or 0.
    public static func distance(_ text: String, unit: String, field: String) throws -> Double? {
        let t = text.trimmingSpaces
        if t.isEmpty { return nil }
        guard let value = decimal(t) else {
            throw SetValueError("\(field) \(QuotedField.text(text)) is not a number such as 5 or 2.4")
        }
        if value == 0 { return nil }
        guard let metres = metresPer(unit) else {
            throw SetValueError("distance unit \(QuotedField.text(unit)) is not km, m, mi, ft or yd")
        }
        return try withinDistanceLimit(value * metres, field: field, text: t)
    }

    /// `metres` when it is more than 0 and at most `distanceLimit`: every importer's bound, so a
    /// distance one of them took is one Spotter's own export can carry back.
    static func withinDistanceLimit(_ metres: Double, field: String, text: String) throws -> Double {
        guard metres > 0, metres <= distanceLimit else {
            throw SetValueError(
                "\(field) \(QuotedField.text(text)) is out of range (more than 0, at most \(Int(distanceLimit)) m)")
        }
        return metres
    }

    /// Metres in one `unit`; nil for a word that is no unit of length.
    public static func metresPer(_ unit: String) -> Double? {
        switch unit.trimmingSpaces.lowercased() {
        case "km", "kms", "kilometers", "kilometres": 1000
        case "m", "meters", "metres": 1
        case "mi", "mi.", "mile", "miles": 1609.344
        case "ft", "feet": 0.3048
        case "yd", "yds", "yards": 0.9144
        default: nil
        }
    }

    /// Kilograms from a weight in `unit`; nil when empty or 0 (body weight).
    public static func weight(_ text: String, unit: WeightUnit) throws -> Double? {
        let t = text.trimmingSpaces
        if t.isEmpty { return nil }
        guard let value = decimal(t) else {
            throw SetValueError("weight \(QuotedField.text(text)) is not a number such as 60 or 62.5")
        }
        if value == 0 { return nil }
        let kg = unit.kilograms(value)
        guard SetValue.isValidWeight(kg) else {
            throw SetValueError(
                "weight \(t) \(unit.rawValue) is out of range (more than 0, less than \(Int(SetValue.weightLimit)) kg)")
        }
        return kg
    }

    /// Kilograms exactly as Spotter's own export writes them (the shortest text that reads back as
    /// the same number, up to 17 fraction digits); nil when empty (body weight).
    public static func exactKilograms(_ text: String, field: String) throws -> Double? {
        let t = text.trimmingSpaces
        if t.isEmpty { return nil }
        guard let kg = DecimalNumber.parse(t, maxFractionDigits: 17, maxLength: 24) else {
            throw SetValueError("\(field) \(QuotedField.text(text)) is not a number such as 60 or 62.5")
        }
        guard SetValue.isValidWeight(kg) else {
            throw SetValueError(
                "\(field) \(t) is out of range (more than 0, less than \(Int(SetValue.weightLimit)) kg)")
        }
        return kg
    }

    /// Metres as Spotter's own export writes them (`6500`, `4827.9999999999995`), at full
    /// precision; nil when empty. More than 0 and at most `distanceLimit`.
    public static func exactMeters(_ text: String, field: String) throws -> Double? {
        let t = text.trimmingSpaces
        if t.isEmpty { return nil }
        guard let m = DecimalNumber.parse(t, maxFractionDigits: 17, maxLength: 24) else {
            throw SetValueError("\(field) \(QuotedField.text(text)) is not a number such as 5000 or 6437.4")
        }
        return try withinDistanceLimit(m, field: field, text: t)
    }

    /// The longest distance a set may have, in metres: further than any race people log.
    public static let distanceLimit = 1_000_000.0

    /// A whole count (`5`, or `5.0` as some exports write it) within `range`; nil when empty or 0.
    public static func count(_ text: String, field: String, range: ClosedRange<Int>) throws -> Int? {
        let t = text.trimmingSpaces
        if t.isEmpty { return nil }
        guard let value = decimal(t), value == value.rounded(), value <= Double(range.upperBound) else {
            throw SetValueError(
                "\(field) \(QuotedField.text(text)) is not a whole number from \(range.lowerBound) to \(ImportSummary.grouped(range.upperBound))"
            )
        }
        if value == 0 { return nil }
        return Int(value)
    }

    /// An RPE from 1 to 10 in tenths at most; nil when empty or 0 (apps write 0 for none).
    public static func rpe(_ text: String) throws -> Double? {
        let t = text.trimmingSpaces
        if t.isEmpty { return nil }
        if let v = decimal(t), v == 0 { return nil }
        return try SetValue.rpe(t.swapping(",", for: "."))
    }

    /// A non-empty name of plain text (`UserText`), spaces around it dropped.
    public static func name(_ text: String, field: String) throws -> String {
        let t = text.trimmingSpaces
        guard !t.isEmpty else { throw SetValueError("\(field) is empty") }
        try UserText.validate(t, field: field, limit: UserText.Limit.name)
        return t
    }

    /// Seconds from a Strong duration: `1h 2m`, `29m`, `45s`, `1h`; nil when empty.
    public static func duration(_ text: String) throws -> Int? {
        let t = text.trimmingSpaces
        if t.isEmpty { return nil }
        var total = 0
        for part in t.split(separator: " ") {
            guard let unit = part.last, let n = DecimalNumber.whole(part.dropLast()) else {
                throw SetValueError("duration \(QuotedField.text(text)) is not like 1h 2m or 29m")
            }
            switch unit {
            case "h": total += n * 3600
            case "m": total += n * 60
            case "s": total += n
            default: throw SetValueError("duration \(QuotedField.text(text)) is not like 1h 2m or 29m")
            }
        }
        return total
    }
}

extension String {
    /// Without the spaces and tabs around it.
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }

    /// Every `target` replaced, without Foundation.
    func swapping(_ target: Character, for replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
