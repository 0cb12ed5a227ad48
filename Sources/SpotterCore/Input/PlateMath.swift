/// A weight with its unit, as the `bar` setting writes it: `20kg`, `45lb`.
///
/// ```swift
/// UnitWeight(text: "20kg")?.kilograms  // 20
/// UnitWeight(text: "20")               // nil: the unit is part of the value
/// ```
public struct UnitWeight: Hashable, Sendable {
    public var value: Double
    public var unit: WeightUnit

    public init(_ value: Double, _ unit: WeightUnit) {
        self.value = value
        self.unit = unit
    }

    /// `DIGITS[.DIGITS]` then `kg` or `lb`, nothing between; more than 0 and less than 100.
    public init?(text: String) {
        guard let unit = WeightUnit.allCases.first(where: { text.hasSuffix($0.rawValue) }),
            let value = DecimalNumber.parse(text.dropLast(unit.rawValue.count)), value > 0, value < 100
        else { return nil }
        self.init(value, unit)
    }

    public var kilograms: Double { unit.kilograms(value) }
    public var text: String { "\(SetValue.weightText(value))\(unit.rawValue)" }
    /// This weight in another unit.
    public func value(in other: WeightUnit) -> Double { kilograms / other.kilograms(1) }
}

/// The plates on hand, heaviest first, in one unit, as the `plates` setting writes them:
/// `25 20 15 10 5 2.5 1.25 kg`.
///
/// ```swift
/// PlateSet(text: "20 10 5 2.5 1.25 kg")?.sizes  // [20, 10, 5, 2.5, 1.25]
/// PlateSet(text: "20 20 kg")                    // nil: each size once
/// ```
public struct PlateSet: Hashable, Sendable {
    public var sizes: [Double]
    public var unit: WeightUnit

    public init(_ sizes: [Double], _ unit: WeightUnit) {
        self.sizes = sizes.sorted(by: >)
        self.unit = unit
    }

    /// One to twelve different sizes separated by spaces, each more than 0 and at most 100 with at
    /// most two decimals, then the unit as its own word.
    public init?(text: String) {
        var words = text.split(separator: " ").map(String.init)
        guard let last = words.popLast(), let unit = WeightUnit(rawValue: last), (1...12).contains(words.count)
        else { return nil }
        var sizes: [Double] = []
        for word in words {
            guard let size = DecimalNumber.parse(word), size > 0, size <= 100, !sizes.contains(size) else {
                return nil
            }
            sizes.append(size)
        }
        self.init(sizes, unit)
    }

    public var text: String { (sizes.map(SetValue.weightText) + [unit.rawValue]).joined(separator: " ") }
}

/// How a barbell is loaded: plates per side for a weight, the weights that can be loaded, the
/// step of the smallest pair, and the warm-up ramp. Pure arithmetic, the one answer for the form.
///
/// ```swift
/// let bar = UnitWeight(20, .kg), plates = PlateSet([25, 20, 10, 5, 2.5, 1.25], .kg)
/// PlateMath.load(62.5, .kg, bar: bar, plates: plates)  // .loaded(perSide: [20, 1.25])
/// PlateMath.load(61, .kg, bar: bar, plates: plates)    // .cannot(below: 60, above: 62.5)
/// ```
public enum PlateMath {
    public enum Answer: Hashable, Sendable {
        /// The plates for one side, heaviest first, in the plates' unit (empty: the bar alone).
        case loaded(perSide: [Double])
        /// The nearest loadable weights below and above, in the unit asked in (`nil`: none that side).
        case cannot(below: Double?, above: Double?)
    }

    /// Plates per side for `weight` (in `unit`) on `bar`, the fewest plates that make it exactly.
    public static func load(_ weight: Double, _ unit: WeightUnit, bar: UnitWeight, plates: PlateSet) -> Answer {
        let grid = Grid(plates)
        let side = (convert(weight, from: unit, to: plates.unit) - bar.value(in: plates.unit)) / 2
        let steps = side * grid.scale
        let exact = steps.rounded()
        if side >= -1e-9, abs(steps - exact) < 1e-6, let perSide = grid.fewest(Int(exact)) {
            return .loaded(perSide: perSide)
        }
        let near = grid.nearest(steps)
        func total(_ s: Int?) -> Double? {
            s.map {
                round2(convert(bar.value(in: plates.unit) + 2 * Double($0) / grid.scale, from: plates.unit, to: unit))
            }
        }
        // A weight shown to a hundredth in another unit than the plates' (60 kg reads 132.28 lb)
        // is that loadable weight: the line must not say "132.28 can't be loaded: 132.28".
        for s in [near.below, near.above].compactMap({ $0 }) where total(s) == round2(weight) {
            if let perSide = grid.fewest(s) { return .loaded(perSide: perSide) }
        }
        return .cannot(below: total(near.below), above: total(near.above))
    }

    /// The loadable weight nearest `weight` (the lighter one on a tie); the bar for anything lighter.
    public static func nearestLoadable(_ weight: Double, _ unit: WeightUnit, bar: UnitWeight, plates: PlateSet)
        -> Double
    {
        switch load(weight, unit, bar: bar, plates: plates) {
        case .loaded: return weight
        case .cannot(let below, let above):
            guard let below else { return above ?? weight }
            guard let above else { return below }
            return above - weight < weight - below ? above : below
        }
    }

    /// The bar and plates a gym of `unit` has: 20 kg and 25 20 15 10 5 2.5 1.25 kg, or 45 lb and
    /// 45 35 25 10 5 2.5 lb (the defaults, and what switching the unit offers: `switchUnits`).
    public static func standard(_ unit: WeightUnit) -> (bar: UnitWeight, plates: PlateSet) {
        switch unit {
        case .kg: (UnitWeight(20, .kg), PlateSet([25, 20, 15, 10, 5, 2.5, 1.25], .kg))
        case .lb: (UnitWeight(45, .lb), PlateSet([45, 35, 25, 10, 5, 2.5], .lb))
        }
    }

    /// The weight a target written in kilograms shows in `unit`, in kilograms: the one answer for
    /// the set form's prefill, the Plan and Day screens' items, `spotter start` and the calendar.
    /// In kg as written. In lb a barbell's is the loadable weight nearest it, so 60 kg reads 130 lb
    /// (45 lb bar, 2.5 lb plates), not 132.28 lb that no bar holds (the form names the exact value
    /// beside it); any other equipment's stays as written, which the unit's formatter rounds to a
    /// hundredth (20 kg dumbbells read 44.09 lb).
    ///
    /// ```swift
    /// let lb = PlateMath.standard(.lb)
    /// WeightUnit.lb.text(PlateMath.target(80, in: .lb, barbell: true, bar: lb.bar, plates: lb.plates))   // "175"
    /// WeightUnit.lb.text(PlateMath.target(80, in: .lb, barbell: false, bar: lb.bar, plates: lb.plates))  // "176.37"
    /// ```
    public static func target(_ kg: Double, in unit: WeightUnit, barbell: Bool, bar: UnitWeight, plates: PlateSet)
        -> Double
    {
        guard unit != .kg, barbell else { return kg }
        return unit.kilograms(nearestLoadable(round2(unit.amount(kg)), unit, bar: bar, plates: plates))
    }

    /// What `+`/`-` add or take in the weight field: a pair of the smallest plate, in `unit`.
    public static func step(_ plates: PlateSet, in unit: WeightUnit) -> Double {
        round2(convert(2 * (plates.sizes.last ?? 1.25), from: plates.unit, to: unit))
    }

    /// A warm-up ramp to the first working set: bar × 10, 40 % × 5, 60 % × 3, 80 % × 1, each at the
    /// nearest loadable weight, lighter than the working weight and heavier than the step before.
    public static func warmups(to working: Double, _ unit: WeightUnit, bar: UnitWeight, plates: PlateSet)
        -> [(weight: Double, reps: Int)]
    {
        let barWeight = round2(bar.value(in: unit))
        var sets: [(weight: Double, reps: Int)] = []
        guard working > barWeight else { return sets }
        sets.append((barWeight, 10))
        for (fraction, reps) in [(0.4, 5), (0.6, 3), (0.8, 1)] {
            let w = nearestLoadable(working * fraction, unit, bar: bar, plates: plates)
            if w < working && w > (sets.last?.weight ?? 0) { sets.append((w, reps)) }
        }
        return sets
    }

    static func convert(_ value: Double, from: WeightUnit, to: WeightUnit) -> Double {
        from == to ? value : from.kilograms(value) / to.kilograms(1)
    }

    static func round2(_ v: Double) -> Double { (v * 100).rounded() / 100 }

    /// The plate sizes as whole steps of their greatest common divisor, so the search is over a few
    /// hundred sums rather than every hundredth of a kilogram.
    struct Grid {
        let sizes: [Int]
        let unitSizes: [Double]
        /// Steps per unit of weight.
        let scale: Double

        init(_ plates: PlateSet) {
            let hundredths = plates.sizes.map { Int(($0 * 100).rounded()) }
            let g = max(1, hundredths.reduce(0) { Self.gcd($0, $1) })
            sizes = hundredths.map { $0 / g }
            unitSizes = plates.sizes
            scale = 100 / Double(g)
        }

        static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

        /// The fewest plates summing to `target` steps, heaviest first; `nil` when none do.
        func fewest(_ target: Int) -> [Double]? {
            guard target >= 0, target <= 1_000_000 else { return nil }
            var count = [Int](repeating: Int.max, count: target + 1)
            var pick = [Int](repeating: -1, count: target + 1)
            count[0] = 0
            if target > 0 {
                for s in 1...target {
                    for (i, size) in sizes.enumerated() where size <= s && count[s - size] != Int.max {
                        if count[s - size] + 1 < count[s] {
                            count[s] = count[s - size] + 1
                            pick[s] = i
                        }
                    }
                }
            }
            guard count[target] != Int.max else { return nil }
            var out: [Double] = []
            var s = target
            while s > 0 {
                out.append(unitSizes[pick[s]])
                s -= sizes[pick[s]]
            }
            return out.sorted(by: >)
        }

        /// The reachable sums (in steps) nearest below and above `steps`.
        func nearest(_ steps: Double) -> (below: Int?, above: Int?) {
            let top = max(0, Int(steps.rounded(.up))) + (sizes.max() ?? 1)
            guard top <= 1_000_000 else { return (nil, nil) }
            var reachable = [Bool](repeating: false, count: top + 1)
            reachable[0] = true
            for s in 0...top where reachable[s] {
                for size in sizes where s + size <= top { reachable[s + size] = true }
            }
            let below = (0...top).last { reachable[$0] && Double($0) < steps - 1e-9 }
            let above = (0...top).first { reachable[$0] && Double($0) > steps + 1e-9 }
            return (below, above)
        }
    }
}

/// A setting's value stored (in the preferences' JSON) as the text the setting takes: what
/// `spotter config get` prints and what the file holds are one spelling, read by one `init?(text:)`.
protocol StoredAsSettingText: Codable {
    /// The setting's name, for the error a file that does not read gives.
    static var settingName: String { get }
    init?(text: String)
    var text: String { get }
}

extension StoredAsSettingText {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(text: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "\(Self.settingName) \(text)"))
        }
        self = value
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(text)
    }
}

extension UnitWeight: Codable, StoredAsSettingText { static let settingName = "bar" }
extension PlateSet: Codable, StoredAsSettingText { static let settingName = "plates" }
