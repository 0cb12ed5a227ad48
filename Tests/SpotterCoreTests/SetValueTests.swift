import Testing

@testable import SpotterCore

@Suite("Typed numbers: one reader, one set of bounds")
struct SetValueTests {
    @Test(
        "plain decimals are read; hex, inf, nan, exponents, signs and spaces are not",
        arguments: [
            "0x3c", "0x10", "inf", "infinity", "nan", "1e309", "1e19", "6e1", "+60", "-60", " 60", "60 ", "6 0", "",
            ".", "60.", ".5", "1.2.3", "٦٠", "60,5", "1_000", "0x1p3", "62.555",
        ])
    func decimalRefuses(_ text: String) {
        #expect(DecimalNumber.parse(text) == nil, "\(text)")
    }

    @Test("the decimal reader gives the number written")
    func decimalReads() {
        #expect(DecimalNumber.parse("60") == 60)
        #expect(DecimalNumber.parse("62.5") == 62.5)
        #expect(DecimalNumber.parse("007.25") == 7.25)
        #expect(DecimalNumber.parse("8.5", maxFractionDigits: 1) == 8.5)
        #expect(DecimalNumber.parse("8.25", maxFractionDigits: 1) == nil)
        #expect(DecimalNumber.whole("45") == 45)
        #expect(DecimalNumber.whole("+5") == nil)
        #expect(DecimalNumber.whole("5.0") == nil)
        #expect(DecimalNumber.whole("9999999999") == nil)
    }

    @Test(
        "a weight is more than 0 and less than 1000 kg, the same bound everywhere",
        arguments: [
            ("0", "out of range"), ("0.0", "out of range"), ("1000", "out of range"), ("5000", "out of range"),
            ("1e309", "not a number"), ("0x3c", "not a number"), ("inf", "not a number"), ("nan", "not a number"),
        ])
    func weightBounds(_ text: String, _ why: String) {
        #expect(throws: SetValueError.self) { try SetValue.weight(text) }
        do {
            _ = try SetValue.weight(text)
        } catch {
            #expect("\(error)".contains("weight"))
            #expect("\(error)".contains(why), "\(error)")
        }
    }

    @Test("a body weight has the set's reader and bounds, without the set's hint; a long field is quoted short")
    func bodyWeightWords() throws {
        #expect(try WeightUnit.lb.bodyWeight("180") == WeightUnit.lb.kilograms(180))
        for unit in WeightUnit.allCases {
            let set = String(describing: try #require(throwing(try unit.weight("5000"))))
            let body = String(describing: try #require(throwing(try unit.bodyWeight("5000"))))
            #expect(set.contains("leave it out for body weight"), "\(set)")
            #expect(body.contains("out of range") && !body.contains("leave it out"), "\(body)")
            let long = String(repeating: "x", count: 10_000)
            let refusal = String(describing: try #require(throwing(try unit.bodyWeight(long))))
            #expect(refusal.utf8.count < 300, "\(refusal.prefix(100))")
        }
    }

    /// The error `body` throws, if any.
    func throwing(_ body: @autoclosure () throws -> Double) -> Error? {
        do { _ = try body() } catch { return error }
        return nil
    }

    @Test("in-range values are read")
    func inRange() throws {
        #expect(try SetValue.weight("999.75") == 999.75)
        #expect(try SetValue.weight("0.5") == 0.5)
        #expect(try SetValue.reps("999") == 999)
        #expect(try SetValue.rpe("8.5") == 8.5)
        #expect(throws: SetValueError.self) { try SetValue.rpe("0x8") }
        #expect(throws: SetValueError.self) { try SetValue.rpe("11") }
        #expect(throws: SetValueError.self) { try SetValue.reps("1000") }
        #expect(throws: SetValueError.self) { try SetValue.seconds("86401") }
    }

    @Test("a stored weight that cannot be shown reads as ?, never traps")
    func weightText() {
        #expect(SetValue.weightText(60) == "60")
        #expect(SetValue.weightText(62.5) == "62.5")
        #expect(SetValue.weightText(62.499999) == "62.5")
        for bad in [Double.infinity, -.infinity, .nan, 1e19, -1e19, 9.3e18, .greatestFiniteMagnitude] {
            #expect(SetValue.weightText(bad) == "?")
        }
    }

    @Test("whole seconds from any interval: clamped, NaN is 0, never traps")
    func wholeSeconds() {
        #expect(WholeSeconds.of(72.6) == 72)
        #expect(WholeSeconds.of(59.2, rounding: .up) == 60)
        #expect(WholeSeconds.of(.nan) == 0)
        #expect(WholeSeconds.of(.infinity) == 9_007_199_254_740_992)
        #expect(WholeSeconds.of(-.infinity) == -9_007_199_254_740_992)
        #expect(WholeSeconds.of(Double(Int.max), rounding: .up) == 9_007_199_254_740_992)
    }
}

@Suite("Set measures as typed on the command line")
struct SetMeasureTests {
    static let bench = Exercise(id: "bench", name: "Bench press")
    static let plank = Exercise(id: "plank", name: "Plank", kind: .timed)

    @Test("weight × reps, reps alone and seconds are read")
    func reads() throws {
        #expect(try SetMeasure(parsing: "62.5x5") == SetMeasure(weight: 62.5, reps: 5))
        #expect(try SetMeasure(parsing: "60×5") == SetMeasure(weight: 60, reps: 5))
        #expect(try SetMeasure(parsing: "8") == SetMeasure(reps: 8))
        #expect(try SetMeasure(parsing: "45s") == SetMeasure(seconds: 45))
        #expect("\(try SetMeasure(parsing: "62.5x5"))" == "62.5 kg × 5 reps")
    }

    @Test(
        "hex, zero, infinite and out-of-range measures are refused, naming the field",
        arguments: [
            ("0x10", "weight"), ("0x3c", "weight"), ("infx5", "weight"), ("1e309x5", "weight"), ("1200x1", "weight"),
            ("60x0", "reps"), ("60x1000", "reps"), ("60x5.5", "reps"), ("5x45s", "reps"), ("0s", "seconds"),
            ("1e3s", "seconds"), ("-5", "WEIGHTxREPS"), ("", "WEIGHTxREPS"), ("five", "WEIGHTxREPS"),
        ])
    func refuses(_ text: String, _ field: String) {
        #expect(throws: SetValueError.self) { try SetMeasure(parsing: text) }
        do {
            _ = try SetMeasure(parsing: text)
        } catch {
            #expect("\(error)".contains(field), "\(text): \(error)")
        }
    }

    @Test("reps for a timed exercise and a time for a reps exercise are refused")
    func kinds() throws {
        #expect(throws: SetValueError.self) { try SetMeasure(parsing: "60x5").check(for: Self.plank) }
        #expect(throws: SetValueError.self) { try SetMeasure(parsing: "3x8").check(for: Self.plank) }
        #expect(throws: SetValueError.self) { try SetMeasure(parsing: "8").check(for: Self.plank) }
        #expect(throws: SetValueError.self) { try SetMeasure(parsing: "45s").check(for: Self.bench) }
        try SetMeasure(parsing: "45s").check(for: Self.plank)
        try SetMeasure(parsing: "60x5").check(for: Self.bench)
    }
}

@Suite("Source text lines")
struct SourceTextTests {
    @Test("CRLF, LF and a byte-order mark give the same lines")
    func lines() {
        #expect(SourceText.lines("a\nb\n") == ["a", "b", ""])
        #expect(SourceText.lines("a\r\nb\r\n") == ["a", "b", ""])
        #expect(SourceText.lines("\u{FEFF}a\r\nb") == ["a", "b"])
        #expect(SourceText.lines("a\r\n\r\nb") == ["a", "", "b"])
    }
}

@Suite("Stored plan numbers read back within bounds")
struct StoredPlanBoundsTests {
    @Test("a template item's counts out of range: reps and seconds dropped, sets and rest held to their ends")
    func itemWithinBounds() {
        let wild = WorkoutTemplate.Item(
            exerciseId: "bench", sets: .max, reps: .min, weight: .infinity, restSeconds: .min, durationSeconds: .max)
        let item = wild.withinBounds()
        #expect(item.sets == 50 && item.reps == nil && item.durationSeconds == nil && item.restSeconds == 0)
        // The weight is kept, to show as "?" (and be refused on the way back in).
        #expect(item.weight == .infinity)
        let tame = WorkoutTemplate.Item(exerciseId: "bench", sets: 5, reps: 5, weight: 62.5, restSeconds: 120)
        #expect(tame.withinBounds() == tame)
        let zero = WorkoutTemplate.Item(exerciseId: "bench", sets: 0, reps: 0, weight: 60, restSeconds: 4000)
        #expect(
            zero.withinBounds() == WorkoutTemplate.Item(exerciseId: "bench", sets: 1, weight: 60, restSeconds: 3600))
    }

    @Test(
        "a rotation's next place anywhere in 64 bits picks the template its remainder names, never traps",
        arguments: [Int.max, Int.min, Int.max - 1, -1, 0, 7])
    func rotationPlace(next: Int) {
        let templates = ["a", "b", "c"]
        let rotation = Rotation(
            id: "r", name: "R", templateIds: templates, nextIndex: next, weekdays: [.mon],
            time: LocalTime(hour: 7, minute: 0)!)
        for offset in [0, 1, 2, 5, Int.max, Int.min, -4] {
            // Each remainder in 0..<3 before the sum: the place's arithmetic, done apart.
            let expected = templates[((next % 3 + 3) % 3 + (offset % 3 + 3) % 3) % 3]
            #expect(rotation.template(after: offset) == expected, "\(next) + \(offset)")
        }
        let empty = Rotation(id: "e", name: "E", templateIds: [], weekdays: [], time: LocalTime(hour: 7, minute: 0)!)
        #expect(empty.template(after: 1) == nil)
    }
}
