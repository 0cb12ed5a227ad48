import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

@Suite("Notes and exports: the note rule, notes read by import, Spotter's CSV, Strong's and Hevy's layouts")
struct NotesAndExportTests {
    let berlin = ZonedCalendar(timeZone: Zone.named("Europe/Berlin"))
    let names = LogNames(
        templates: ["push": "Push"], exercises: ["bench": "Bench press", "plank": "Plank", "dip": "Dips"])

    func read(_ text: String, unit: WeightUnit = .kg) throws -> ParsedImport {
        try ImportReader.read(text, from: nil, unit: unit, calendar: berlin)
    }

    func instant(_ text: String) -> Date { ISOInstant.parse(text)! }

    @Test(
        "a note: line breaks and tabs become one space, spaces around go, empty is none, control characters and length refused"
    )
    func noteRule() throws {
        #expect(try NoteText.clean("  paused at\r\nthe\tchest ") == "paused at the chest")
        #expect(try NoteText.clean(" \n ") == nil)
        #expect(throws: UserText.Invalid.self) { try NoteText.clean("x\u{1B}[2J") }
        #expect(throws: UserText.Invalid.self) { try NoteText.clean(String(repeating: "a", count: 501)) }
        #expect(try NoteText.clean(String(repeating: "a", count: 500))?.count == 500)
    }

    @Test("Strong's Notes are the set's notes and Workout Notes the workout's; Hevy's description and exercise_notes")
    func importNotes() throws {
        let strong = try read(ImportFixtures.strongClassic)
        #expect(strong.workouts[0].sets.map(\.note) == [nil, "Felt strong, paused reps", nil, nil, nil])
        #expect(strong.workouts[0].note == nil)
        #expect(strong.workouts[1].note == "Knees ok after the warm-up")
        let hevy = try read(ImportFixtures.hevyKg)
        #expect(hevy.workouts[0].exerciseNotes == ["Lateral Raise (Dumbbell)": "Slow \"negatives\""])
        let lbs = try read(ImportFixtures.hevyLbs)
        #expect(lbs.workouts[0].note == "Heavy day")
        // The batch carries them to the exercise ids it gives.
        let batch = ImportBatch(hevy, exercises: [], stored: [])
        let lateral = try #require(batch.newExercises.first { $0.catalogueId == "lateral-raise" })
        #expect(batch.workouts[0].exerciseNotes == [lateral.id: "Slow \"negatives\""])
        let strongBatch = ImportBatch(strong, exercises: [], stored: [])
        #expect(strongBatch.workouts[1].note == "Knees ok after the warm-up")
        #expect(strongBatch.workouts[0].sets[1].note == "Felt strong, paused reps")
    }

    /// Two finished workouts with every kind of value a round trip must keep, and a third with no sets.
    var workouts: [Workout] {
        let start = instant("2026-11-30T18:02:11+01:00")
        return [
            Workout(
                id: "w-1", templateId: "push", day: LocalDate(iso: "2026-11-30")!, startedAt: start,
                finishedAt: start.addingTimeInterval(3569),
                sets: [
                    LoggedSet(
                        id: "s1", exerciseId: "bench", weight: 40, reps: 8, loggedAt: start.addingTimeInterval(60),
                        type: .warmup),
                    LoggedSet(
                        id: "s2", exerciseId: "bench", weight: 115 * WeightUnit.kilogramsPerPound, reps: 5, rpe: 8.5,
                        loggedAt: start.addingTimeInterval(300), note: "paused, \"slow\" at the chest"),
                    LoggedSet(
                        id: "s3", exerciseId: "plank", durationSeconds: 45, loggedAt: start.addingTimeInterval(900)),
                    LoggedSet(
                        id: "s4", exerciseId: "bench", weight: 50, reps: 8, loggedAt: start.addingTimeInterval(1200),
                        type: .drop),
                ], note: "slept badly; felt strong", exerciseNotes: ["bench": "wide grip", "dip": "no dips today"]),
            Workout(
                id: "w-2", templateId: nil, day: LocalDate(iso: "2026-12-02")!,
                startedAt: instant("2026-12-02T07:00:00+01:00"), finishedAt: instant("2026-12-02T07:20:00+01:00"),
                sets: [
                    LoggedSet(
                        id: "t1", exerciseId: "dip", reps: 12, loggedAt: instant("2026-12-02T07:05:00+01:00"),
                        type: .failure)
                ], name: "Quick one"),
            Workout(
                id: "w-3", templateId: "push", day: LocalDate(iso: "2026-12-03")!,
                startedAt: instant("2026-12-03T18:00:00+01:00"), finishedAt: instant("2026-12-03T18:01:00+01:00"),
                note: "went home"),
        ]
    }

    var entries: [HistoryEntry] { workouts.map { HistoryEntry(workout: $0, names: names) } }

    @Test(
        "Spotter's CSV reads back to the same workouts: ids, instants, exact kilograms, types, every note, no-set rows")
    func spotterRoundTrip() throws {
        let text = SpotterCSV.render(entries, zone: berlin.timeZone)
        #expect(text.hasPrefix(SpotterCSV.columns.joined(separator: ",") + "\r\n"))
        #expect(text.contains(",52.163122550000004,"), "115 lb in kg, every digit")
        let parsed = try read(text)
        #expect(parsed.source == .spotter)
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        let exercises = [
            Exercise(id: "bench", name: "Bench press"), Exercise(id: "plank", name: "Plank", kind: .timed),
            Exercise(id: "dip", name: "Dips"),
        ]
        let batch = ImportBatch(parsed, exercises: exercises, stored: [], existingIds: [])
        #expect(batch.newExercises.isEmpty)
        let back = batch.workouts.map { HistoryEntry(workout: $0, names: names) }
        #expect(HistoryJSON.render(back, zone: berlin.timeZone) == HistoryJSON.render(entries, zone: berlin.timeZone))
        #expect(back.map(\.id) == ["w-1", "w-2", "w-3"])
        #expect(back[0].sets[1].logged.weight == 115 * WeightUnit.kilogramsPerPound)
        #expect(back[0].exerciseNotes.map(\.note) == ["wide grip", "no dips today"])
        // Already here by id: nothing is added again.
        let again = ImportBatch(parsed, exercises: exercises, stored: [], existingIds: ["w-1", "w-3"])
        #expect(again.workouts.map(\.id) == ["w-2"])
        #expect(again.alreadyHere == 2)
    }

    @Test(
        "Spotter's CSV keeps a set's distance to the last digit and its heart rate; a file from before those columns still reads"
    )
    func spotterKeepsMeters() throws {
        let start = instant("2026-12-05T08:00:00+01:00")
        let run = Workout(
            id: "w-run", templateId: nil, day: LocalDate(iso: "2026-12-05")!, startedAt: start,
            finishedAt: start.addingTimeInterval(2400),
            sets: [
                LoggedSet(
                    id: "r1", exerciseId: "run", durationSeconds: 2050, loggedAt: start.addingTimeInterval(2100),
                    meters: 4 * 1609.344, heartRate: 148)
            ], name: "Easy run")
        let runNames = LogNames(templates: [:], exercises: ["run": "Running"])
        let text = SpotterCSV.render([HistoryEntry(workout: run, names: runNames)], zone: berlin.timeZone)
        #expect(text.contains(",6437.376,148\r\n"), "\(text)")
        let parsed = try read(text)
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        #expect(parsed.workouts.first?.sets.first?.meters == 4 * 1609.344)
        #expect(parsed.workouts.first?.sets.first?.seconds == 2050)
        #expect(parsed.workouts.first?.sets.first?.heartRate == 148)
        // An export written before the columns: the same rows, two fields fewer.
        let older = text.components(separatedBy: "\r\n").map { line in
            line.hasSuffix(",meters,heart_rate")
                ? String(line.dropLast(",meters,heart_rate".count))
                : line.hasSuffix(",6437.376,148")
                    ? String(line.dropLast(",6437.376,148".count)) : line
        }
        let old = try read(older.joined(separator: "\r\n"))
        #expect(old.source == .spotter)
        #expect(old.problems.isEmpty, "\(old.problems)")
        #expect(old.workouts.first?.sets.first?.meters == nil)
        #expect(old.workouts.first?.sets.first?.seconds == 2050)
        // Strong's and Hevy's layouts carry it in kilometres, and their importers read it back.
        let entries = [HistoryEntry(workout: run, names: runNames)]
        for layout in [AppCSV.strong(entries, zone: berlin.timeZone), AppCSV.hevy(entries, zone: berlin.timeZone)] {
            let back = try read(layout)
            #expect(back.problems.isEmpty, "\(back.problems)")
            let meters = try #require(back.workouts.first?.sets.first?.meters, "\(layout)")
            #expect(abs(meters - 4 * 1609.344) < 0.01, "\(layout)")
        }
    }

    @Test("a Spotter row that is broken names its line and field; a row without a type holds no set")
    func spotterBroken() throws {
        let text = SpotterCSV.render(entries, zone: berlin.timeZone)
        var lines = text.components(separatedBy: "\r\n")
        lines[3] = lines[3].replacingOccurrences(of: ",working,", with: ",heavy,")
        let p = try read(lines.joined(separator: "\r\n"))
        #expect(
            p.problems == [ImportProblem(line: 4, message: "type \"heavy\" is not working, warmup, drop or failure")])
        let empty = lines[1].replacingOccurrences(of: ",warmup,", with: ",,")
        let q = try read(([SpotterCSV.columns.joined(separator: ",")] + [empty]).joined(separator: "\n"))
        #expect(q.problems.map(\.line) == [2])
        #expect(q.problems.first?.message.hasPrefix("weight_kg is filled but type is empty") == true)
    }

    @Test(
        "Spotter's Strong and Hevy layouts go back through those importers: sets, types, kg to 0.01, notes each app has"
    )
    func appLayouts() throws {
        let strong = try read(AppCSV.strong(entries, zone: berlin.timeZone))
        #expect(strong.source == .strong)
        #expect(strong.problems.isEmpty, "\(strong.problems)")
        #expect(strong.workouts.map(\.name) == ["Push", "Quick one"])
        #expect(strong.workouts[0].start == entries[0].startedAt)
        #expect(strong.workouts[0].end == entries[0].finishedAt)
        #expect(strong.workouts[0].sets.map(\.type) == [.warmup, .working, .working, .drop])
        #expect(abs((strong.workouts[0].sets[1].weightKg ?? 0) - 52.16) < 0.01)
        #expect(strong.workouts[0].sets[2].seconds == 45)
        #expect(strong.workouts[0].sets[1].note == "paused, \"slow\" at the chest")
        #expect(strong.workouts[0].note == "slept badly; felt strong")
        #expect(strong.workouts[1].sets.map(\.type) == [.failure])

        let hevy = try read(AppCSV.hevy(entries, zone: berlin.timeZone))
        #expect(hevy.source == .hevy)
        #expect(hevy.problems.isEmpty, "\(hevy.problems)")
        #expect(hevy.workouts[0].sets.map(\.type) == [.warmup, .working, .working, .drop])
        #expect(hevy.workouts[0].sets.map(\.rpe) == [nil, 8.5, nil, nil])
        #expect(abs((hevy.workouts[0].sets[1].weightKg ?? 0) - 52.16) < 0.01)
        #expect(hevy.workouts[0].note == "slept badly; felt strong")
        #expect(hevy.workouts[0].exerciseNotes == ["Bench press": "wide grip"])
        #expect(hevy.workouts[0].start == instant("2026-11-30T18:02:00+01:00"), "Hevy keeps minutes")
    }

    @Test("Strong's and Hevy's layouts in lb: the pound column, weights to 0.01, the same kg read back")
    func appLayoutsInPounds() throws {
        let strongText = AppCSV.strong(entries, zone: berlin.timeZone, unit: .lb)
        #expect(strongText.hasPrefix(AppCSV.strongColumns(.lb).joined(separator: ",") + "\r\n"))
        #expect(strongText.contains(",Weight (lbs),"))
        #expect(strongText.contains(",1,115,5,"), "115 lb, not 52.16312255")
        let hevyText = AppCSV.hevy(entries, zone: berlin.timeZone, unit: .lb)
        #expect(hevyText.contains("\"weight_lbs\""))
        #expect(hevyText.contains("\"normal\",\"115\",\"5\""))
        #expect(hevyText.contains("\"warmup\",\"88.18\",\"8\""), "40 kg is 88.1849… lb: rounded to 0.01")
        // In kg, the same columns as before, and no more than two decimals.
        #expect(AppCSV.strong(entries, zone: berlin.timeZone).contains(",1,52.16,5,"))
        let original = entries[0].sets.map(\.logged.weight)
        for text in [strongText, hevyText] {
            let back = try read(text)
            #expect(back.problems.isEmpty, "\(back.problems)")
            let weights = back.workouts[0].sets.map(\.weightKg)
            #expect(weights.count == original.count)
            for (w, o) in zip(weights, original) {
                #expect((w == nil) == (o == nil))
                if let w, let o { #expect(abs(WeightUnit.lb.amount(w) - WeightUnit.lb.amount(o)) <= 0.01) }
            }
        }
    }

    @Test("the occurrence id names the source and the day, not the template a rotation gives")
    func occurrenceIds() {
        let day = LocalDate(iso: "2026-12-05")!
        let time = LocalTime(hhmm: "10:00")!
        #expect(
            PlannedSession(day: day, templateId: "push", time: time, source: .weekly).occurrenceId
                == "weekly-push-2026-12-05")
        #expect(
            PlannedSession(day: day, templateId: "fa", time: time, source: .rotation(id: "wk")).occurrenceId
                == "rotation-wk-2026-12-05")
    }

    @Test("the calendar file: CRLF everywhere, no line over 75 octets, folds never split a character, text escaped")
    func calendarFolding() {
        let long = String(repeating: "Überkopfdrücken, ", count: 12)
        let sessions = [
            PlannedSession(
                day: LocalDate(iso: "2026-12-01")!, templateId: "push", time: LocalTime(hhmm: "18:00")!, source: .weekly
            )
        ]
        let text = CalendarFile.render(
            sessions, names: names, details: ["push": long], zone: berlin.timeZone,
            stamp: instant("2026-11-30T16:02:00+01:00"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        for line in lines { #expect(line.utf8.count <= 75, "\(line)") }
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("DESCRIPTION:" + long.replacingOccurrences(of: ",", with: "\\,") + "\r\n"))
        #expect(unfolded.contains("DTSTART;TZID=Europe/Berlin:20261201T180000\r\n"))
        #expect(unfolded.contains("UID:weekly-push-2026-12-01@spotter\r\n"))
        #expect(unfolded.contains("TZOFFSETTO:+0100"))
    }
}
