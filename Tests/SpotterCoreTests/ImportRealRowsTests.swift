import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

/// What real exports write that tidy fixtures did not: each row an app writes is read, and a truly
/// unreadable row is left out without sinking the others.
@Suite("Import: rows the apps really write, FitNotes, Liftosaur, and the same workout from two apps")
struct ImportRealRowsTests {
    let utcCalendar = ZonedCalendar(timeZone: Zone.utc)

    func utc(_ iso: String, _ hhmm: String, _ second: Int = 0) -> Date {
        utcCalendar.instant(LocalDate(iso: iso)!, LocalTime(hhmm: hhmm)!, second: second)
    }

    func read(_ text: String, unit: WeightUnit = .kg) throws -> ParsedImport {
        try ImportReader.read(text, from: nil, unit: unit, calendar: utcCalendar)
    }

    static let strongHeader =
        "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"

    @Test("a distance every importer takes is one Spotter's own CSV takes back: more than 0, at most 1,000 km")
    func distanceBound() throws {
        #expect(try ImportValue.distance("1000", unit: "km", field: "Distance") == 1_000_000)
        #expect(try ImportValue.exactMeters("1000000", field: "meters") == 1_000_000)
        #expect(try ImportValue.distance("0", unit: "km", field: "Distance") == nil)
        for text in ["1000.001", "-5", "1e300"] {
            #expect(throws: SetValueError.self, "\(text)") {
                try ImportValue.distance(text, unit: "km", field: "Distance")
            }
        }
        #expect(throws: SetValueError.self) { try ImportValue.exactMeters("1000000.5", field: "meters") }
        #expect(throws: SetValueError.self) { try ImportValue.exactMeters("-1", field: "meters") }
    }

    @Test("Strong's 12-hour times, with U+202F or a space, and hours without a leading zero")
    func strongTimes() {
        #expect(
            ImportDate.strong("2025-01-29 5:30:00\u{202F}pm", in: utcCalendar)?.instant == utc("2025-01-29", "17:30"))
        #expect(ImportDate.strong("2025-01-29 5:30:00 PM", in: utcCalendar)?.instant == utc("2025-01-29", "17:30"))
        #expect(ImportDate.strong("2025-01-30 12:34:56 pm", in: utcCalendar)?.instant == utc("2025-01-30", "12:34", 56))
        #expect(ImportDate.strong("2025-01-30 12:05:00 am", in: utcCalendar)?.instant == utc("2025-01-30", "00:05"))
        #expect(ImportDate.strong("2025-01-30 7:05:00", in: utcCalendar)?.instant == utc("2025-01-30", "07:05"))
        #expect(ImportDate.strong("2025-01-30 13:05:00 pm", in: utcCalendar) == nil)
        #expect(ImportDate.strong("2024-13-45 10:00:00", in: utcCalendar) == nil)
    }

    @Test("Hevy's dates: day first, en-US month first with AM/PM, unpadded hours, German, Spanish and French months")
    func hevyTimes() {
        let at = utc("2026-06-11", "13:01")
        #expect(ImportDate.hevy("Jun 11, 2026, 1:01 PM", in: utcCalendar)?.instant == at)
        #expect(ImportDate.hevy("11 Jun 2026, 13:01", in: utcCalendar)?.instant == at)
        #expect(ImportDate.hevy("25 Jul 2024, 8:42", in: utcCalendar)?.instant == utc("2024-07-25", "08:42"))
        #expect(ImportDate.hevy("15. Okt. 2024, 18:02", in: utcCalendar)?.instant == utc("2024-10-15", "18:02"))
        #expect(ImportDate.hevy("3 März 2024, 18:02", in: utcCalendar)?.instant == utc("2024-03-03", "18:02"))
        #expect(ImportDate.hevy("15 dic 2024, 18:02", in: utcCalendar)?.instant == utc("2024-12-15", "18:02"))
        #expect(ImportDate.hevy("15 de ene. de 2024, 18:02", in: utcCalendar)?.instant == utc("2024-01-15", "18:02"))
        #expect(ImportDate.hevy("15 févr. 2024, 18:02", in: utcCalendar)?.instant == utc("2024-02-15", "18:02"))
        #expect(ImportDate.hevy("1 août 2024, 18:02", in: utcCalendar)?.instant == utc("2024-08-01", "18:02"))
        #expect(ImportDate.hevy("15 Foo 2024, 18:02", in: utcCalendar) == nil)
    }

    @Test("many-decimal weights at full precision; Note, WARM_UP, FAILURE and DROP_SET rows; distance in mi. and km")
    func strongRows() throws {
        let text = """
            Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;Distance;Distance Unit;Seconds;Notes;Workout Notes
            2019-01-20 17:03:17;Bike;Cycling (Indoor);1;;;;2.4;mi.;2100;"";""
            2019-01-20 17:03:17;Bike;Row;1;;;;1,5;km;400;"";""
            2019-01-20 17:03:17;Bike;Squat;WARM_UP;74.99999999999999;lbs;5;;;0;"";"legs"
            2019-01-20 17:03:17;Bike;Squat;Note;;;;;;;"knees out";""
            2019-01-20 17:03:17;Bike;Squat;FAILURE;65.181223569;kg;3;;;0;"";""
            2019-01-20 17:03:17;Bike;Squat;DROP_SET;12.900000000000034;kg;0;;;0;"";""
            """
        let p = try read(text)
        #expect(p.problems.isEmpty, "\(p.problems)")
        let w = try #require(p.workouts.first)
        #expect(w.sets.map(\.type) == [.working, .working, .warmup, .failure, .drop])
        #expect(abs((w.sets[0].meters ?? 0) - 3862.4256) < 1e-9 && w.sets[0].seconds == 2100 && w.sets[0].reps == nil)
        #expect(w.sets[1].meters == 1500)
        #expect(w.sets[2].weightKg == 74.99999999999999 * 0.45359237)
        #expect(w.sets[3].weightKg == 65.181223569)
        // A weight with 0 reps: a failed attempt, kept as 0 reps.
        #expect(w.sets[4].weightKg == 12.900000000000034 && w.sets[4].reps == 0)
        #expect(p.failedAttempts == 1)
        #expect(w.exerciseNotes == ["Squat": "knees out"])
        #expect(w.note == "legs")
    }

    @Test("reps over 999 and a workout left running for days are kept; the summary names the unusual set")
    func unusual() throws {
        let text = """
            "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"
            "1";"2020-01-20 11:43:41";"Long";"1297540";"Step Up";"1";"";"4500";"";"";"";"";""
            "1";"2020-01-20 11:43:41";"Long";"1297540";"Row";"1";"";"";"";"2000";"480";"";""
            """
        let p = try read(text)
        #expect(p.problems.isEmpty, "\(p.problems)")
        #expect(p.workouts[0].end == utc("2020-01-20", "11:43", 41).addingTimeInterval(1_297_540))
        #expect(p.workouts[0].sets.map(\.reps) == [4500, nil])
        #expect(p.workouts[0].sets[1].meters == 2000)
        #expect(p.unusual == [ImportProblem(line: 2, message: "4,500 reps")])
        #expect(ImportSummary.remarks(p) == "; unusual, kept: 4,500 reps at line 2")
    }

    @Test("an unreadable row is left out and named; the rows around it are read; every problem is counted")
    func unreadableRows() throws {
        var lines = [Self.strongHeader]
        for i in 0..<150 { lines.append("2024-09-15 18:02:11,Push,1h,Bench,\(i + 1),60,5,0,0,,,") }
        lines[51] = "2024-09-15 18:02:11,Push,1h,Bench,51,abc,5,0,0,,,"
        lines[100] = "2024-13-45 18:02:11,Push,1h,Bench,100,60,5,0,0,,,"
        for i in 120..<150 { lines[i + 1] = "x,Push,1h,Bench,1,60,5,0,0,,," }
        let p = try read(lines.joined(separator: "\n"))
        #expect(p.setCount == 150 - 2 - 30)
        #expect(p.problemCount == 32)
        #expect(p.problems[0] == ImportProblem(line: 52, message: "weight \"abc\" is not a number such as 60 or 62.5"))
        #expect(p.problems[1].line == 101 && p.problems[1].message.hasPrefix("Date \"2024-13-45 18:02:11\""))
    }

    @Test("FitNotes: each day one workout at noon, kg or lb, cardio with distance and time, and the summary says noon")
    func fitNotes() throws {
        let text = """
            Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time
            2019-04-05,Flat Barbell Bench Press,Chest,135.0,10,,,
            2019-04-05,Running (Outdoor),Cardio,,,2.29,mi,0:31:00
            2019-04-06,Barbell Squat,Legs,45.0,8,,,
            """
        let p = try read(text)
        #expect(p.source == .fitnotes && p.problems.isEmpty, "\(p.problems)")
        #expect(p.workouts.map(\.start) == [utc("2019-04-05", "12:00"), utc("2019-04-06", "12:00")])
        #expect(p.workouts[0].sets[0].weightKg == 135 * 0.45359237 && p.workouts[0].sets[0].reps == 10)
        #expect(p.workouts[0].sets[1].seconds == 1860 && abs((p.workouts[0].sets[1].meters ?? 0) - 3685.39776) < 1e-6)
        let kg = try read(
            "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time\n2019-04-05,Squat,Legs,100,5,,,\n")
        #expect(kg.workouts[0].sets[0].weightKg == 100)
        #expect(ImportSummary.remarks(p) == "; FitNotes writes no time of day: each day is one workout at noon")
    }

    @Test("Liftosaur: its UTC instants, Day Name, warm-ups, sets not done left out, completed weight and unit")
    func liftosaur() throws {
        let header =
            "Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,Is AMRAP?,Required RPE,Completed RPE,Log RPE?,Required Weight Value,Required Weight Unit,Completed Weight Value,Completed Weight Unit,Ask Weight?,Completed Reps Time,Target Muscles,Synergist Muscles,Notes"
        let text = """
            \(header)
            2026-03-01T10:00:00.000Z,5/3/1,Day 1,"Squat, Barbell",1,5,5,0,,,0,60,kg,60,kg,0,2026-03-01T10:02:00.000Z,,,deep
            2026-03-01T10:00:00.000Z,5/3/1,Day 1,"Squat, Barbell",0,5,5,0,,8,0,100,kg,100,kg,0,2026-03-01T10:05:00.000Z,,,deep
            2026-03-01T10:00:00.000Z,5/3/1,Day 1,"Squat, Barbell",0,5,,0,,,0,100,kg,,,0,,,,deep
            2026-03-01T10:00:00.000Z,5/3/1,Day 1,Bench Press,0,5,0,0,,,0,225,lb,225,lb,0,2026-03-01T10:20:00.000Z,,,
            """
        let p = try read(text)
        #expect(p.source == .liftosaur && p.problems.isEmpty, "\(p.problems)")
        let w = try #require(p.workouts.first)
        #expect(w.name == "Day 1" && w.start == utc("2026-03-01", "10:00"))
        #expect(w.sets.map(\.type) == [.warmup, .working, .working])
        #expect(w.sets.map(\.reps) == [5, 5, 0])
        #expect(w.sets[2].weightKg == 225 * 0.45359237)
        #expect(w.sets[1].loggedAt == utc("2026-03-01", "10:05") && w.sets[1].rpe == 8)
        #expect(w.exerciseNotes == ["Squat, Barbell": "deep"])
        #expect(p.emptyRows == 1)
    }

    @Test("the same workout from another app (same minute, same sets, weights rounded apart) is already here")
    func sameHistory() {
        var here = ImportMatch()
        here.add(
            start: utc("2024-09-15", "18:02", 11), source: "Strong",
            sets: [.init(weightKg: 61.23496995, reps: 5, seconds: nil), .init(weightKg: nil, reps: nil, seconds: 60)])
        let hevy: [ImportMatch.SetPrint] = [
            .init(weightKg: nil, reps: nil, seconds: 60), .init(weightKg: 61.2, reps: 5, seconds: nil),
        ]
        #expect(here.source(of: utc("2024-09-15", "18:02"), sets: hevy) == "Strong")
        #expect(here.source(of: utc("2024-09-15", "18:05"), sets: hevy) == nil)
        #expect(here.source(of: utc("2024-09-15", "18:02"), sets: [hevy[1]]) == nil)
        #expect(
            here.source(
                of: utc("2024-09-15", "18:02"), sets: [hevy[0], .init(weightKg: 62.5, reps: 5, seconds: nil)]) == nil)
    }

    @Test("a note longer than Spotter's 500 characters is cut to them, not a reason to lose the row")
    func longNote() throws {
        let long = String(repeating: "wide grip ", count: 60)
        let text =
            "\(ImportFixtures.hevyHeaderKg)\n"
            + "\"Push\",\"15 Sep 2024, 18:02\",\"15 Sep 2024, 19:10\",\"\(long)\",\"Bench\",,\"\",0,\"normal\",60,5,,,\n"
        let p = try read(text)
        #expect(p.problems.isEmpty, "\(p.problems)")
        let note = try #require(p.workouts.first?.note)
        #expect(note.unicodeScalars.count == 500 && note.hasSuffix("…") && note.hasPrefix("wide grip wide grip"))
        #expect(throws: UserText.Invalid.self) { try NoteText.clean(long) }
    }

    @Test("a Hevy workout that ends before it starts (a clock change) is kept, ending at its start")
    func endBeforeStart() throws {
        let text =
            "\(ImportFixtures.hevyHeaderKg)\n"
            + "\"Push\",\"15 Sep 2024, 18:02\",\"15 Sep 2024, 17:10\",\"\",\"Bench\",,\"\",0,\"normal\",60,5,,,\n"
        let p = try read(text)
        #expect(p.problems.isEmpty, "\(p.problems)")
        #expect(p.workouts.first?.end == utc("2024-09-15", "18:02"))
    }

    @Test("a failed attempt counts toward no volume and no record")
    func failedAttempt() {
        let failed = LoggedSet(id: "a", exerciseId: "bench", weight: 120, reps: 0, loggedAt: utc("2024-09-15", "18:02"))
        let done = LoggedSet(id: "b", exerciseId: "bench", weight: 100, reps: 5, loggedAt: utc("2024-09-15", "18:03"))
        #expect(failed.isFailedAttempt && !failed.countsTowardTotals)
        #expect(failed.volume == 0 && failed.recordWeight == nil && EstimatedOneRepMax.of(failed) == nil)
        let records = ExerciseRecords(sets: [failed, done], exerciseId: "bench")
        #expect(records.heaviestWeight == 100)
    }
}
