import Testing

@testable import SpotterCore

/// One way numbers read to people and one to machines, whoever writes them.
@Suite("Numbers: one formatter for people, one for machines")
struct NumberTextTests {
    @Test("a person reads a hundredth, no needless zero, thousands grouped; an estimate a tenth")
    func forPeople() {
        #expect(NumberText.person(5351.25) == "5,351.25")
        #expect(NumberText.person(2512.5) == "2,512.5")
        #expect(NumberText.person(60) == "60")
        #expect(NumberText.person(1_234_567.891) == "1,234,567.89")
        #expect(NumberText.person(0.004) == "0")
        #expect(NumberText.person(-0.004) == "0", "no -0")
        #expect(NumberText.person(-1250) == "-1,250")
        #expect(NumberText.person(81.666, decimals: 1) == "81.7")
        #expect(
            NumberText.person(.nan) == "?" && NumberText.person(.infinity) == "?" && NumberText.person(1e300) == "?")
        // A pound volume made of converted kilograms reads as the pounds typed.
        let kg = (135 * 5 + 137.5 * 5) * WeightUnit.kilogramsPerPound
        #expect(NumberText.person(WeightUnit.lb.amount(kg)) == "1,362.5")
    }

    @Test("a machine reads plain digits to its format's decimals, never a separator")
    func forMachines() {
        #expect(NumberText.machine(61.23496995, decimals: 2) == "61.23")
        #expect(NumberText.machine(61.23496995, decimals: 8) == "61.23496995")
        #expect(NumberText.machine(5351.25, decimals: 2) == "5351.25")
        #expect(NumberText.machine(134.99999999999997, decimals: 2) == "135")
        #expect(NumberText.machine(0.5, decimals: 0) == "1")
        #expect(NumberText.grouped(8410) == "8,410" && NumberText.grouped(999) == "999")
    }

    @Test("the TUI, the CLI and the record lines say a volume the same way: 5,351.25 kg, 2,512.5 kg")
    func everyWriterAgrees() {
        #expect(WeightUnit.kg.withUnit(5351.25) == "5,351.25 kg")
        #expect(
            RecordBreak(exerciseId: "bench", kind: .sessionVolume, value: 2512.5, previous: 2400).text(
                exercise: "Bench press", unit: .kg)
                == "Bench press session volume 2,512.5 kg")
        #expect(WeightUnit.kg.tenths(1102.34) == "1,102.3")
        #expect(SetValue.weightText(61.23496995) == "61.23", "a weight types back: no separator")
        #expect(AppCSV.decimal(61.23496995) == "61.23496995")
    }
}
