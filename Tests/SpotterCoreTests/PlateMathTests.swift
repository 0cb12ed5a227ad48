import Foundation
import SpotterCore
import Testing

@Suite("Plate math: per side, nearest loadable, the +/- step and warm-ups")
struct PlateMathTests {
    let bar = UnitWeight(20, .kg)
    let plates = PlateSet([25, 20, 15, 10, 5, 2.5, 1.25], .kg)

    @Test("bar and plates are stored as the text their settings take, and a stored text that does not read is refused")
    func storedAsText() throws {
        let bar = try JSONEncoder().encode([UnitWeight(45, .lb)])
        #expect(String(decoding: bar, as: UTF8.self) == "[\"45lb\"]")
        #expect(try JSONDecoder().decode([UnitWeight].self, from: bar) == [UnitWeight(45, .lb)])
        let plates = try #require(PlateSet(text: "25 20 10 kg"))
        let stored = try JSONEncoder().encode([plates])
        #expect(String(decoding: stored, as: UTF8.self) == "[\"\(plates.text)\"]")
        #expect(try JSONDecoder().decode([PlateSet].self, from: stored) == [plates])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([UnitWeight].self, from: Data("[\"20\"]".utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([PlateSet].self, from: Data("[\"kg\"]".utf8)) }
    }

    @Test("a weight that reads as a loadable one in the other unit loads: 132.28 lb is 60 kg, 20 a side")
    func shownInTheOtherUnit() {
        #expect(PlateMath.load(132.28, .lb, bar: bar, plates: plates) == .loaded(perSide: [20]))
        #expect(PlateMath.load(132.5, .lb, bar: bar, plates: plates) == .cannot(below: 132.28, above: 137.79))
    }

    @Test("switching units brings the standard bar and plates along, never ones you set; a kg target loads in lb")
    func switchingUnits() throws {
        var prefs = NotificationPreferences()
        try PreferenceCatalog.set("units", to: "lb", in: &prefs, zone: .utc)
        #expect(prefs.bar == UnitWeight(45, .lb) && prefs.plates == PlateMath.standard(.lb).plates)
        try PreferenceCatalog.set("units", to: "kg", in: &prefs, zone: .utc)
        #expect(prefs.bar == UnitWeight(20, .kg) && prefs.plates == PlateMath.standard(.kg).plates)
        try PreferenceCatalog.set("bar", to: "15kg", in: &prefs, zone: .utc)
        try PreferenceCatalog.set("units", to: "lb", in: &prefs, zone: .utc)
        #expect(prefs.bar == UnitWeight(15, .kg) && prefs.plates.unit == .lb)
        // What is stored is read as it is: units lb beside a stored kg bar stays so.
        let stored = PreferenceCatalog.decode(["units": "lb", "bar": "20kg"], zone: .utc)
        #expect(stored.bar == UnitWeight(20, .kg))
        let lb = PlateMath.standard(.lb)
        #expect(
            WeightUnit.lb.text(PlateMath.target(60, in: .lb, barbell: true, bar: lb.bar, plates: lb.plates)) == "130")
        #expect(PlateMath.target(60, in: .kg, barbell: true, bar: lb.bar, plates: lb.plates) == 60)
        let warmups = PlateMath.warmups(to: 135, .lb, bar: lb.bar, plates: lb.plates)
        #expect(warmups.map(\.weight) == [45, 55, 80, 110])
    }

    @Test("a kg target in lb: a barbell's at the nearest loadable weight, any other as written (to a hundredth)")
    func targetInPounds() {
        let lb = PlateMath.standard(.lb)
        func shown(_ kg: Double, barbell: Bool, in unit: WeightUnit = .lb) -> String {
            unit.text(PlateMath.target(kg, in: unit, barbell: barbell, bar: lb.bar, plates: lb.plates))
        }
        // 80 kg is 176.37 lb: 175 loads (45 + 2 × 65), 180 is further away.
        #expect(shown(80, barbell: true) == "175")
        #expect(shown(100, barbell: true) == "220")
        #expect(shown(80, barbell: false) == "176.37")
        #expect(shown(20, barbell: false) == "44.09")
        // Lighter than the bar: the bar. In kg, as written.
        #expect(shown(10, barbell: true) == "45")
        #expect(shown(80, barbell: true, in: .kg) == "80")
        // With kg plates kept, 80 kg loads as it is and reads 176.37 lb.
        let kgPlates = PlateMath.standard(.kg)
        #expect(
            WeightUnit.lb.text(PlateMath.target(80, in: .lb, barbell: true, bar: kgPlates.bar, plates: kgPlates.plates))
                == "176.37")
    }

    @Test("62.5 kg on a 20 kg bar is 20 + 1.25 a side; the bar alone is no plates")
    func perSide() {
        #expect(PlateMath.load(62.5, .kg, bar: bar, plates: plates) == .loaded(perSide: [20, 1.25]))
        #expect(PlateMath.load(20, .kg, bar: bar, plates: plates) == .loaded(perSide: []))
        #expect(PlateMath.load(140, .kg, bar: bar, plates: plates) == .loaded(perSide: [25, 25, 10]))
    }

    @Test("the fewest plates, not the greedy pick: 20 a side from 15 and 10 plates is 10 + 10")
    func fewestNotGreedy() {
        let odd = PlateSet([15, 10], .kg)
        #expect(PlateMath.load(60, .kg, bar: bar, plates: odd) == .loaded(perSide: [10, 10]))
    }

    @Test("a weight that cannot be loaded names the nearest two that can")
    func cannot() {
        #expect(PlateMath.load(61, .kg, bar: bar, plates: plates) == .cannot(below: 60, above: 62.5))
        #expect(PlateMath.load(15, .kg, bar: bar, plates: plates) == .cannot(below: nil, above: 20))
        #expect(PlateMath.nearestLoadable(61, .kg, bar: bar, plates: plates) == 60)
        #expect(PlateMath.nearestLoadable(62, .kg, bar: bar, plates: plates) == 62.5)
        // A tie goes to the lighter weight.
        #expect(PlateMath.nearestLoadable(61.25, .kg, bar: bar, plates: plates) == 60)
    }

    @Test("pounds: a 45 lb bar and 45 35 25 10 5 2.5 lb plates load 135 as one 45 a side")
    func pounds() {
        let lbBar = UnitWeight(45, .lb)
        let lbPlates = PlateSet([45, 35, 25, 10, 5, 2.5], .lb)
        #expect(PlateMath.load(135, .lb, bar: lbBar, plates: lbPlates) == .loaded(perSide: [45]))
        #expect(PlateMath.step(lbPlates, in: .lb) == 5)
    }

    @Test("+/- step by a pair of the smallest plate")
    func step() {
        #expect(PlateMath.step(plates, in: .kg) == 2.5)
        #expect(PlateMath.step(PlateSet([20, 10, 5], .kg), in: .kg) == 10)
    }

    @Test("warm-ups: bar × 10, then 40/60/80 % rounded to loadable weights, all lighter than the work")
    func warmups() {
        let sets = PlateMath.warmups(to: 100, .kg, bar: bar, plates: plates)
        #expect(sets.map(\.weight) == [20, 40, 60, 80])
        #expect(sets.map(\.reps) == [10, 5, 3, 1])
        let light = PlateMath.warmups(to: 32.5, .kg, bar: bar, plates: plates)
        // 40 % of 32.5 is below the bar: only steps heavier than the one before stay.
        #expect(light.map(\.weight) == [20, 25])
        #expect(PlateMath.warmups(to: 20, .kg, bar: bar, plates: plates).isEmpty)
    }

    @Test("the settings read strictly: the unit is part of the value, sizes once each")
    func settingsText() {
        #expect(UnitWeight(text: "20kg") == UnitWeight(20, .kg))
        #expect(UnitWeight(text: "45lb") == UnitWeight(45, .lb))
        for bad in ["20", "20 kg", "kg", "0kg", "100kg", "-5kg", "20KG", "1e1kg"] {
            #expect(UnitWeight(text: bad) == nil, "\(bad)")
        }
        #expect(PlateSet(text: "25 20 15 10 5 2.5 1.25 kg") == plates)
        #expect(PlateSet(text: "1.25 25 kg")?.sizes == [25, 1.25])
        for bad in ["25 20", "25 25 kg", "25 0 kg", "25 20kg", "kg", "101 kg", "2.555 kg", "25 20 stone"] {
            #expect(PlateSet(text: bad) == nil, "\(bad)")
        }
        var prefs = NotificationPreferences()
        #expect(throws: PreferenceError.self) {
            try PreferenceCatalog.set("plates", to: "25 25 kg", in: &prefs, zone: .utc)
        }
        try? PreferenceCatalog.set("bar", to: "15kg", in: &prefs, zone: .utc)
        #expect(prefs.bar == UnitWeight(15, .kg))
        #expect(PreferenceCatalog.encode(prefs, zone: .utc).contains { $0 == ("plates", "25 20 15 10 5 2.5 1.25 kg") })
    }

    @Test("an outlier is asked about: reps over 100, more than twice the best, over 500 kg")
    func outliers() {
        #expect(SetOutlier.question(weight: 4, reps: 625, unit: .kg, bestKg: 60) == "save 625 reps?")
        #expect(SetOutlier.question(weight: 130, reps: 5, unit: .kg, bestKg: 60) == "save 130 kg (best 60 kg)?")
        #expect(SetOutlier.question(weight: 120, reps: 5, unit: .kg, bestKg: 60) == nil)
        #expect(SetOutlier.question(weight: 510, reps: 1, unit: .kg, bestKg: nil) == "save 510 kg?")
        #expect(SetOutlier.question(weight: 62.5, reps: 100, unit: .kg, bestKg: nil) == nil)
    }

    @Test("the same rule says what looks wrong and why, for spotter log, which cannot ask")
    func outlierReasons() {
        let reps = SetOutlier.finding(weight: 62.5, reps: 625, unit: .kg, bestKg: 60)
        #expect(reps?.value == "625 reps" && reps?.why == "more than 100 reps in one set")
        let best = SetOutlier.finding(weight: 300, reps: 5, unit: .lb, bestKg: 60)
        #expect(best?.value == "300 lb" && best?.why == "more than twice your best, 132.28 lb")
        #expect(SetOutlier.finding(weight: 510, reps: 1, unit: .kg, bestKg: nil)?.why == "more than 500 kg")
        #expect(SetOutlier.finding(weight: 120, reps: 5, unit: .kg, bestKg: 60) == nil)
    }

    @Test("the form's RPE: 6 to 10 in half steps")
    func rpe() throws {
        #expect(try SetValue.rpeInHalves("8.5") == 8.5)
        #expect(try SetValue.rpeInHalves("10") == 10)
        for bad in ["5", "7.3", "10.5", "8.", ".5", "x"] {
            #expect(throws: SetValueError.self, "\(bad)") { try SetValue.rpeInHalves(bad) }
        }
    }
}
