import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

@Suite("Import: the CSV reader, Strong's three layouts and Hevy's, read into workouts")
struct ImportTests {
    let berlin = ZonedCalendar(timeZone: Zone.named("Europe/Berlin"))

    func utc(_ iso: String, _ hhmm: String, _ second: Int = 0) -> Date {
        ZonedCalendar(timeZone: Zone.utc).instant(
            LocalDate(iso: iso)!, LocalTime(hhmm: hhmm)!, second: second)
    }

    func read(_ text: String, unit: WeightUnit = .kg, from: ImportSource? = nil) throws -> ParsedImport {
        try ImportReader.read(text, from: from, unit: unit, calendar: berlin)
    }

    // MARK: CSV

    @Test("RFC 4180: quotes, doubled quotes, a separator and a newline inside quotes, CRLF, a BOM; lines kept")
    func csvFields() throws {
        let t = try CSVTable.parse("\u{FEFF}a,b,c\r\n1,\"x, \"\"y\"\"\",3\r\n\r\n\"multi\nline\",,\"\"\r\nlast,2,3")
        #expect(t.separator == ",")
        #expect(t.header == ["a", "b", "c"])
        #expect(t.records.map(\.fields) == [["1", "x, \"y\"", "3"], ["multi\nline", "", ""], ["last", "2", "3"]])
        #expect(t.records.map(\.line) == [2, 4, 6])
    }

    @Test("the separator is the one the header uses most outside quotes")
    func csvSeparator() throws {
        #expect(try CSVTable.parse("\"a,b\";c;d\n1;2;3\n").separator == ";")
        #expect(try CSVTable.parse("a,b\n\"1;2\",3\n").separator == ",")
        #expect(try CSVTable.parse("a;b\n62,5;3\n").records[0].fields == ["62,5", "3"])
    }

    @Test("a quote never closed, text after a closing quote and a stray quote name their line")
    func csvMalformed() {
        #expect(throws: CSVTable.Malformed(line: 3, message: "a quoted field is never closed")) {
            try CSVTable.parse("a,b\n1,2\n\"open,3\n4,5\n")
        }
        #expect(throws: CSVTable.Malformed.self) { try CSVTable.parse("a,b\n\"x\"y,2\n") }
        do {
            _ = try CSVTable.parse("a,b\n1,2\n3,x\"y\n")
            Issue.record("a stray quote was taken")
        } catch let e as CSVTable.Malformed {
            #expect(e.line == 3)
        } catch { Issue.record("\(error)") }
    }

    // MARK: Strong

    @Test("Strong's classic layout: workouts by date and name, W/D/F, rest rows skipped, body weight, timed, --unit kg")
    func strongClassic() throws {
        let p = try read(ImportFixtures.strongClassic)
        #expect(p.source == .strong)
        #expect(p.problems.isEmpty, "\(p.problems)")
        #expect(p.workouts.map(\.name) == ["Push Day", "Legs"])
        #expect(p.restRows == 1)
        let push = p.workouts[0]
        #expect(push.start == utc("2024-09-15", "16:02", 11))
        #expect(push.end == push.start.addingTimeInterval(3720))
        #expect(push.day == LocalDate(iso: "2024-09-15"))
        #expect(push.sets.map(\.type) == [.warmup, .working, .drop, .working, .working])
        #expect(push.sets.map(\.weightKg) == [40, 62.5, 50, nil, nil])
        #expect(push.sets.map(\.reps) == [10, 5, 8, 8, nil])
        #expect(push.sets[4].seconds == 60)
        #expect(push.sets[1].rpe == 8.5)
        #expect(push.sets.map(\.line) == [2, 3, 5, 6, 7])
        let legs = p.workouts[1]
        #expect(legs.end.timeIntervalSince(legs.start) == 29 * 60)
        #expect(legs.sets.map(\.type) == [.working, .failure])
        #expect(legs.sets.map(\.line) == [8, 10])
        #expect(legs.sets[1].rpe == 9)
    }

    @Test("Strong's classic layout with --unit lb converts at full precision")
    func strongClassicPounds() throws {
        let p = try read(ImportFixtures.strongClassic, unit: .lb)
        let kg = try #require(p.workouts[0].sets[1].weightKg)
        #expect(kg == 62.5 * 0.45359237)
        #expect(abs(kg / WeightUnit.kilogramsPerPound - 62.5) < 1e-9)
    }

    @Test("Strong's semicolon layout: BOM, CRLF, decimal commas, kg and lbs per row")
    func strongSemicolon() throws {
        let p = try read(ImportFixtures.strongSemicolon)
        #expect(p.problems.isEmpty, "\(p.problems)")
        #expect(p.workouts.count == 1)
        let w = p.workouts[0]
        #expect(w.name == "Upper" && w.end == w.start)
        #expect(w.sets.map(\.type) == [.warmup, .working, .working, .drop])
        let kg = w.sets.map { $0.weightKg ?? 0 }
        #expect(abs(kg[1] - 62.5) < 0.01)
        #expect(abs(kg[2] - 43.09) < 0.01)
        #expect(abs(kg[3] - 32.89) < 0.01)
        #expect(w.sets[1].rpe == 8.5)
        #expect(w.sets.map(\.line) == [2, 3, 5, 6])
        #expect(p.restRows == 1)
    }

    @Test("Strong's numbered layout in lbs: 135 lb stays 135 lb, a quoted empty weight is body weight")
    func strongNumberedLbs() throws {
        let p = try read(ImportFixtures.strongNumberedLbs)
        #expect(p.problems.isEmpty, "\(p.problems)")
        #expect(p.layout == "Strong (Weight (lbs))")
        #expect(p.workouts.map(\.name) == ["Push", "Pull"])
        #expect(p.workouts[0].end.timeIntervalSince(p.workouts[0].start) == 3720)
        let bench = p.workouts[0].sets
        #expect(bench.map(\.type) == [.warmup, .working, .drop])
        #expect((bench[1].weightKg ?? 0) / WeightUnit.kilogramsPerPound == 135)
        #expect(abs((bench[1].weightKg ?? 0) - 61.23) < 0.01)
        let pull = p.workouts[1].sets
        #expect(pull[0].weightKg == nil && pull[0].reps == 10)
        #expect(pull[1].type == .failure && pull[1].rpe == 9.5)
        #expect(abs((pull[1].weightKg ?? 0) - 142.88) < 0.01)
    }

    @Test("Strong's numbered layout in kg: a decimal comma; a distance-only row is a cardio set of that distance")
    func strongNumberedKg() throws {
        let p = try read(ImportFixtures.strongNumberedKg)
        #expect(p.problems.isEmpty, "\(p.problems)")
        #expect(p.workouts[0].sets.map(\.weightKg) == [102.5, nil])
        #expect(p.workouts[0].sets[1].seconds == 1500)
        #expect(p.emptyRows == 0)
        let distanceOnly = ImportFixtures.strongNumberedKg.replacingOccurrences(of: "\"1500\"", with: "\"\"")
        let q = try read(distanceOnly)
        #expect(q.workouts[0].sets.count == 2 && q.emptyRows == 0)
        #expect(q.workouts[0].sets[1].meters != nil && q.workouts[0].sets[1].seconds == nil)
    }

    @Test("a malformed Strong row is a problem at its line, naming the field")
    func strongProblems() throws {
        var lines = ImportFixtures.strongClassic.components(separatedBy: "\n")
        lines[2] = lines[2].replacingOccurrences(of: ",62.5,", with: ",62.5kg,")
        lines[4] = lines[4].replacingOccurrences(of: ",D,", with: ",X,")
        lines[5] = "2024-09-15 18:02,Push Day"
        let p = try read(lines.joined(separator: "\n"))
        #expect(p.problems.map(\.line) == [3, 5, 6])
        #expect(p.problems[0].message.contains("weight \"62.5kg\""))
        #expect(p.problems[1].message.contains("Set Order \"X\""))
        #expect(p.problems[2].message == "2 fields where the header has 12")
        #expect(p.problems[0].text(file: "s.csv").hasPrefix("s.csv:3: "))
    }

    @Test("dates that are not YYYY-MM-DD HH:MM:SS, weights out of range and reps that are not whole are refused")
    func strongBadValues() throws {
        let header =
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let rows = [
            "15/09/2024 18:02,A,1m,Bench,1,60,5,0,0,,,",
            "2024-09-15 18:02:00,A,1m,Bench,1,1000,5,0,0,,,",
            "2024-09-15 18:02:00,A,1m,Bench,1,60,5.5,0,0,,,",
            "2024-09-15 18:02:00,A,1m,Bench,1,-60,5,0,0,,,",
            "2024-09-15 18:02:00,A,1m,Bench,1,60,5,0,0,,,11",
            "2024-09-15 18:02:00,,1m,Bench,1,60,5,0,0,,,",
            "2024-09-15 18:02:00,A,soon,Bench,1,60,5,0,0,,,",
        ]
        let p = try read(header + rows.joined(separator: "\n"))
        #expect(p.problems.map(\.line) == Array(2...8), "\(p.problems)")
        #expect(p.problems[0].message.contains("Date"))
        #expect(p.problems[1].message.contains("out of range"))
        #expect(p.problems[4].message.contains("RPE"))
        #expect(p.problems[5].message.contains("Workout Name is empty"))
        #expect(p.problems[6].message.contains("duration \"soon\""))
        // A weight with 0 reps is no problem: a failed attempt (ImportRealRowsTests).
    }

    // MARK: Hevy

    @Test("Hevy in kg: all quoted, warm-up/drop/failure, superset rows kept in order, RPE, a timed plank")
    func hevyKg() throws {
        let p = try read(ImportFixtures.hevyKg)
        #expect(p.source == .hevy)
        #expect(p.problems.isEmpty, "\(p.problems)")
        let w = try #require(p.workouts.first)
        #expect(p.workouts.count == 1)
        #expect(w.name == "Push")
        #expect(w.start == utc("2024-09-15", "16:02"))
        #expect(w.end == utc("2024-09-15", "17:10"))
        #expect(
            w.sets.map(\.exercise) == [
                "Bench Press (Barbell)", "Bench Press (Barbell)", "Bench Press (Barbell)", "Triceps Pushdown",
                "Lateral Raise (Dumbbell)", "Plank",
            ])
        #expect(w.sets.map(\.type) == [.warmup, .working, .drop, .working, .failure, .working])
        #expect(w.sets.map(\.weightKg) == [40, 62.5, 50, 25, 10, nil])
        #expect(w.sets.map(\.rpe) == [nil, 8.5, nil, nil, 10, nil])
        #expect(w.sets[5].seconds == 60 && w.sets[5].reps == nil)
    }

    @Test("Hevy in lb: weight_lbs converted at full precision, CRLF, body weight as no weight")
    func hevyLbs() throws {
        let p = try read(ImportFixtures.hevyLbs)
        #expect(p.problems.isEmpty, "\(p.problems)")
        #expect(p.layout == "Hevy (weight_lbs)")
        let sets = p.workouts[0].sets
        #expect(abs((sets[0].weightKg ?? 0) - 61.23) < 0.01)
        #expect(abs((sets[1].weightKg ?? 0) - 102.06) < 0.01)
        #expect((sets[1].weightKg ?? 0) / WeightUnit.kilogramsPerPound == 225)
        #expect(sets[2].weightKg == nil)
        #expect(p.workouts[0].start == utc("2024-10-02", "05:05"))
    }

    @Test("a Hevy set_type or date it does not write is a problem at its line")
    func hevyProblems() throws {
        let text = ImportFixtures.hevyKg.replacingOccurrences(of: "\"dropset\"", with: "\"superset\"")
            .replacingOccurrences(
                of: "\"15 Sep 2024, 18:02\",\"15 Sep 2024, 19:10\",\"\",\"Plank\"",
                with: "\"2024-09-15 18:02\",\"15 Sep 2024, 19:10\",\"\",\"Plank\"")
        let p = try read(text)
        #expect(p.problems.map(\.line) == [4, 7])
        #expect(p.problems[0].message == "set_type \"superset\" is not normal, warmup, dropset or failure")
        #expect(p.problems[1].message.contains("start_time"))
    }

    // MARK: Recognising the file

    @Test("a header that is neither app's, an empty file and a forced --from that does not fit are refused at line 1")
    func recognising() {
        #expect(throws: ImportProblem.self) { try read("name,weight\nBench,60\n") }
        #expect(
            throws: ImportProblem(line: 1, message: "the file is empty; expected a Spotter, Strong or Hevy CSV export")
        ) {
            try read("")
        }
        #expect(throws: ImportProblem.self) { try read(ImportFixtures.hevyKg, from: .strong) }
        #expect(throws: ImportProblem.self) { try read(ImportFixtures.strongClassic, from: .hevy) }
    }

    // MARK: The batch

    @Test("names match the catalogue, then existing exercises; catalogue ones take its name, with unique ids")
    func batchExercises() throws {
        let p = try read(ImportFixtures.strongClassic)
        let existing = [
            Exercise(id: "bench", name: "bench press (barbell)"), Exercise(id: "pull-up", name: "Chin-up"),
        ]
        let batch = ImportBatch(p, exercises: existing, stored: [])
        #expect(batch.workouts.count == 2 && batch.setCount == 7)
        #expect(batch.workouts[0].sets.first?.exerciseId == "bench")
        #expect(batch.linkedExercises == ["bench": "bench-press"])
        #expect(batch.newExercises.map(\.name) == ["Pull-up", "Plank", "Back squat"])
        #expect(batch.newExercises.map(\.id) == ["pull-up-2", "plank", "back-squat"])
        #expect(batch.newExercises.map(\.kind) == [.reps, .timed, .reps])
        #expect(batch.newExercises.map(\.catalogueId) == ["pull-up", "plank", "back-squat"])
        #expect(batch.workouts.map(\.name) == ["Push Day", "Legs"])
        #expect(batch.workouts.allSatisfy { $0.templateId == nil && $0.finishedAt != nil })
        let loggedAt = batch.workouts[0].sets.map(\.loggedAt)
        #expect(loggedAt == loggedAt.sorted() && Set(loggedAt).count == loggedAt.count)
    }

    @Test("workouts already imported (same source, start and name) are counted, not added; the ids are stable")
    func batchAlreadyHere() throws {
        let p = try read(ImportFixtures.strongClassic)
        let first = ImportBatch(p, exercises: [], stored: [])
        let again = ImportBatch(p, exercises: [], stored: Set(p.workouts.map(\.key)))
        #expect(again.workouts.isEmpty && again.alreadyHere == 2 && again.newExercises.isEmpty)
        #expect(ImportBatch(p, exercises: [], stored: []) == first)
        let other = ImportBatch(
            p, exercises: [], stored: [ImportKey(source: .hevy, start: p.workouts[0].start, name: "Push Day")])
        #expect(other.workouts.count == 2)
    }

    @Test("an exercise id from a name: lowercase ASCII words with dashes, numbered when taken")
    func exerciseIds() {
        #expect(ImportBatch.uniqueId(for: "Bench Press (Barbell)", taken: []) == "bench-press-barbell")
        #expect(ImportBatch.uniqueId(for: "Squat", taken: ["squat", "squat-2"]) == "squat-3")
        #expect(ImportBatch.uniqueId(for: "Жим лёжа", taken: []) == "exercise")
        // A batch's counter goes on from where the slug got to, past ids taken before the batch.
        var taken: Set<String> = ["exercise", "exercise-3"]
        var counters: [String: Int] = [:]
        var ids: [String] = []
        for name in ["Жим", "Тяга", "Присед", "Выпады"] {
            let id = ImportBatch.uniqueId(for: name, taken: taken, counters: &counters)
            taken.insert(id)
            ids.append(id)
        }
        #expect(ids == ["exercise-2", "exercise-4", "exercise-5", "exercise-6"])
        #expect(counters["exercise"] == 7)
    }

    @Test("the summary counts with thousands separators and names the zone")
    func summary() throws {
        let p = try read(ImportFixtures.strongClassic)
        let text = ImportSummary.text(ImportBatch(p, exercises: [], stored: []), parsed: p, zone: "Europe/Berlin")
        #expect(
            text
                == "2 workouts, 7 sets, 4 new exercises; 0 already here; times read in Europe/Berlin (skipped: 1 rest row)"
        )
        #expect(
            ImportSummary.grouped(8410) == "8,410" && ImportSummary.grouped(312) == "312"
                && ImportSummary.grouped(1_000_000) == "1,000,000")
    }

    @Test("durations as Strong writes them")
    func durations() throws {
        #expect(try ImportValue.duration("1h 2m") == 3720)
        #expect(try ImportValue.duration("29m") == 1740)
        #expect(try ImportValue.duration("1h") == 3600)
        #expect(try ImportValue.duration("") == nil)
        #expect(throws: SetValueError.self) { try ImportValue.duration("1:02") }
    }
}

@Suite("Import: the progress line")
struct ImportProgressTests {
    @Test("the bar fills with the sets written and says how many of how many")
    func bar() {
        #expect(
            ImportProgress.line(done: 0, total: 8_410) == "Importing [------------------------]   0%  0 of 8,410 sets")
        #expect(
            ImportProgress.line(done: 3_364, total: 8_410)
                == "Importing [#########---------------]  40%  3,364 of 8,410 sets")
        #expect(
            ImportProgress.line(done: 8_410, total: 8_410)
                == "Importing [########################] 100%  8,410 of 8,410 sets")
        #expect(ImportProgress.line(done: 9_000, total: 0).hasPrefix("Importing [########################] 100%"))
    }
}
