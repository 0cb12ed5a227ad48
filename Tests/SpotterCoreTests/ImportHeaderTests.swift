import Foundation
import Testing

@testable import SpotterCore

@Suite("Import: a header names each column once")
struct ImportHeaderTests {
    let berlin = ZonedCalendar(timeZone: Zone.named("Europe/Berlin"))

    func problem(_ text: String, from source: ImportSource? = nil) -> ImportProblem? {
        do {
            _ = try ImportReader.read(text, from: source, unit: .kg, calendar: berlin)
            return nil
        } catch {
            return error as? ImportProblem
        }
    }

    @Test("a column named twice (spaces around it ignored, as the readers ignore them) names both, by position")
    func duplicates() {
        #expect(ImportColumns(["Date", "Weight", "Reps", " Weight"]).duplicate?.first == 2)
        #expect(ImportColumns(["Date", "Weight", "Reps", " Weight"]).duplicate?.second == 4)
        #expect(ImportColumns(["Date", "Date", "Date"]).duplicate?.second == 2)
        // Columns no reader looks up by name (empty ones) cannot be confused.
        #expect(ImportColumns(["Date", "", "Reps", ""]).duplicate == nil)
        #expect(ImportColumns(["weight", "Weight"]).duplicate == nil)

        let header =
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Weight,Notes,Workout Notes,RPE"
        let row = "2024-09-15 18:02:11,Push Day,1h 2m,Bench Press (Barbell),1,60,5,0,999,,,"
        let expected = ImportProblem(
            line: 1,
            message:
                "the header names one column twice: column 6 \"Weight\" and column 9 \"Weight\"; rename or remove one")
        #expect(problem(header + "\n" + row + "\n") == expected)
        #expect(problem(header + "\n" + row + "\n", from: .strong) == expected)
        #expect(
            problem("\u{FEFF}Date;Date\n1;2\n")?.message.hasPrefix(
                "the header names one column twice: column 1 \"Date\" and column 2 \"Date\"") == true)
    }
}
