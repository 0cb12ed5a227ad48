import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

@Suite("Times at the calendar's edges: an import takes 1900 to 2999, output never shows a moved instant")
struct UnshownTimesTests {
    let utc = ZonedCalendar(timeZone: Zone.utc)

    @Test("every importer's date is refused outside the years 1900 to 2999, naming the field and its text")
    func importYears() throws {
        for text in ["1900-01-01 00:00:00", "2999-12-31 23:59:59", "2026-11-30 18:00"] {
            let (day, _) = try #require(ImportDate.strong(text, in: utc))
            try ImportDate.checkYear(day, field: "Date", text: text)
        }
        for (text, year) in [
            ("9999-12-31 23:59:59", 9999), ("0001-01-01 00:00:00", 1), ("1899-12-31 23:59:59", 1899),
            ("3000-01-01 00:00", 3000),
        ] {
            let (day, _) = try #require(ImportDate.strong(text, in: utc))
            #expect {
                try ImportDate.checkYear(day, field: "Date", text: " \(text) ")
            } throws: { error in
                "\(error)" == "Date \"\(text)\" is in the year \(year); a workout's dates are in the years 1900 to 2999"
            }
        }
    }

    @Test("the three readers refuse a row dated out of the years as a bad row on its line")
    func readersRefuse() throws {
        let strong = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            9999-12-31 23:59:59,Push,1h,Bench,1,60,5,0,0,,,
            2026-11-30 18:00:00,Push,1h,Bench,1,60,5,0,0,,,

            """
        let parsed = try ImportReader.read(strong, from: nil, unit: .kg, calendar: utc)
        #expect(parsed.problems.map(\.line) == [2] && parsed.problems.first?.message.hasPrefix("Date \"9999") == true)
        let hevy = ImportFixtures.hevyKg.replacingOccurrences(of: "15 Sep 2024, 19:10", with: "1 Jan 3000, 00:10")
        let hevyParsed = try ImportReader.read(hevy, from: nil, unit: .kg, calendar: utc)
        #expect(
            hevyParsed.problems.first?.message.hasPrefix("end_time \"1 Jan 3000, 00:10\" is in the year 3000") == true)
        let spotter = """
            \(SpotterCSV.columns.joined(separator: ","))
            w1,0001-01-01,Push,0001-01-01T00:00:00Z,0001-01-01T01:00:00Z,,,,,,,,,,,,

            """
        let spotterParsed = try ImportReader.read(spotter, from: nil, unit: .kg, calendar: utc)
        #expect(
            spotterParsed.problems.first?.message
                == "day \"0001-01-01\" is in the year 1; a workout's dates are in the years 1900 to 2999")
    }

    func workout(_ id: String, start: Double, setAt: Double? = nil) -> Workout {
        let t = Date(timeIntervalSince1970: start)
        return Workout(
            id: id, templateId: nil, day: LocalDate(iso: "2026-11-30")!, startedAt: t, finishedAt: t,
            sets: setAt.map {
                [LoggedSet(id: "s", exerciseId: "bench", reps: 5, loggedAt: Date(timeIntervalSince1970: $0))]
            } ?? [])
    }

    @Test("doctor's line names every workout with a start, end or set time that cannot be shown, and nothing else")
    func doctorLine() {
        let fine = workout("fine", start: 1_796_000_000, setAt: 1_796_000_060)
        #expect(UnshownTimes.problem([fine]) == nil)
        // What the store reads for 9999-12-31T23:59:59Z, for 0001-01-01 and for a set at +infinity.
        let late = workout(
            "late", start: InstantRange.clamp(Date(timeIntervalSince1970: 253_402_300_799)).timeIntervalSince1970)
        let early = workout("early", start: InstantRange.earliest.timeIntervalSince1970)
        let set = workout("set", start: 1_796_000_000, setAt: InstantRange.latest.timeIntervalSince1970)
        #expect(UnshownTimes.workoutIds([fine, late, early, set]) == ["late", "early", "set"])
        let line = UnshownTimes.problem([fine, late]) ?? ""
        #expect(line.hasPrefix("1 workout holds a time that cannot be shown") && line.contains(": late. Delete it"))
        let many = (0..<12).map { workout("w\($0)", start: .infinity) }
        #expect(UnshownTimes.problem(many)?.contains("w9 and 2 more. Delete them") == true)
    }

    @Test(
        "the terminal's clock text of a time that cannot be shown is unknown; others as before, past midnight with the day"
    )
    func clockText() {
        let berlin = ZonedCalendar(timeZone: Zone.named("Europe/Berlin"))
        let day = LocalDate(iso: "2026-11-30")!
        let evening = ISOInstant.parse("2026-11-30T18:02:00+01:00")!
        #expect(berlin.clockText(evening) == "18:02" && berlin.clockText(evening, on: day) == "18:02")
        #expect(berlin.clockText(evening.addingTimeInterval(6 * 3600), on: day) == "2026-12-01 00:02")
        for t in [InstantRange.latest, InstantRange.earliest, Date(timeIntervalSince1970: .infinity)] {
            #expect(berlin.clockText(t) == "unknown" && berlin.clockText(t, on: day) == "unknown")
        }
        let names = LogNames(templates: [:], exercises: [:])
        let moved = HistoryEntry(workout: workout("m", start: InstantRange.latest.timeIntervalSince1970), names: names)
        #expect(!moved.durationIsShown && moved.durationSeconds == 0)
        #expect(HistoryEntry(workout: workout("f", start: 1_796_000_000), names: names).durationIsShown)
    }

    @Test("Strong's duration of a workout whose start cannot be shown is unknown, not 0s")
    func strongDuration() {
        let names = LogNames(templates: [:], exercises: ["bench": "Bench press"])
        let late = workout(
            "late", start: InstantRange.latest.timeIntervalSince1970, setAt: InstantRange.latest.timeIntervalSince1970)
        let csv = AppCSV.strong([HistoryEntry(workout: late, names: names)], zone: Zone.utc)
        #expect(csv.hasSuffix("\r\nunknown,Workout,unknown,Bench press,1,,5,,,,,\r\n"), "\(csv)")
        let json = HistoryJSON.render([HistoryEntry(workout: late, names: names)], zone: Zone.utc)
        #expect(
            json.contains("\"start\": \"unknown\", \"end\": \"unknown\"") && json.contains("\"loggedAt\": \"unknown\""))
    }
}
