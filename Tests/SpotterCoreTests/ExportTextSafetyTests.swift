import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

@Suite("Export text: no live formula in a CSV cell, no control character in CSV or iCalendar")
struct ExportTextSafetyTests {
    let berlin = Zone.named("Europe/Berlin")
    let names = LogNames(templates: ["push": "Push"], exercises: ["bench": "Bench press"])

    @Test("a text cell that starts with = + - @ a tab or a CR gets a leading '; others are kept as they are")
    func formulaPrefix() {
        for payload in ["=HYPERLINK(\"http://x\",\"y\")", "+cmd|' /C calc'!A0", "-2+3", "@SUM(1+1)", "\tx"] {
            #expect(CSVText.cell(payload) == "'" + payload, "\(payload)")
        }
        #expect(CSVText.cell("\rx") == "^Mx", "a CR is a control character: caret notation, which starts no formula")
        for plain in ["Bench press", "", " =x", "x=1", "'quoted'", "''", "5 kg", "Über"] {
            #expect(CSVText.cell(plain) == plain, "\(plain)")
        }
        #expect(CSVText.cell("'=x") == "''=x" && CSVText.cell("''-x") == "'''-x")
        #expect(CSVText.cell(nil as String?) == "" && CSVText.cell("@x" as String?) == "'@x")
    }

    @Test(
        "original undoes cell for every text, a prefix or a quote in front included, so Spotter's round trip is exact")
    func originalUndoesCell() {
        let starts = ["", "'", "''", "=", "+", "-", "@", "\t", "a", " ", "'=", "''@", "'a", "\n"]
        for a in starts {
            for b in starts {
                let text = a + b + "x"
                #expect(CSVText.original(CSVText.cell(text)) == text, "\(text.debugDescription)")
            }
        }
        // What a spreadsheet user wrote by hand with the prefix reads as the formula's text.
        #expect(CSVText.original("'=1+1") == "=1+1" && CSVText.original("'plain") == "'plain")
    }

    @Test(
        "control characters in a cell are written in caret notation: ESC, BEL, C1 and DEL never raw; line breaks kept")
    func controlsInCells() {
        #expect(CSVText.cell("Bench\u{1B}]2;x\u{07}") == "Bench^[]2;x^G")
        #expect(CSVText.cell("a\u{9B}2J\u{7F}") == "a^[[2J^?")
        #expect(CSVText.cell("two\nlines") == "two\nlines")
        #expect(CSVText.cell("\u{1B}=x") == "^[=x", "after escaping it starts with ^, no formula")
    }

    @Test("the three CSV layouts write the payloads as text and the numbers as they were")
    func layouts() throws {
        let start = ISOInstant.parse("2026-11-30T18:00:00+01:00")!
        let workout = Workout(
            id: "=id", templateId: nil, day: LocalDate(iso: "2026-11-30")!, startedAt: start,
            finishedAt: start.addingTimeInterval(600),
            sets: [
                LoggedSet(
                    id: "s1", exerciseId: "bench", weight: 62.5, reps: 5, rpe: 8,
                    loggedAt: start.addingTimeInterval(60),
                    note: "-1 rep\u{1B}[2J")
            ], name: "@Push\u{07}", note: "+note", exerciseNotes: ["bench": "=wide"])
        let entries = [HistoryEntry(workout: workout, names: names)]
        let spotter = SpotterCSV.render(entries, zone: berlin)
        #expect(
            spotter.contains(
                "'=id,2026-11-30,'@Push^G,2026-11-30T18:00:00+01:00,2026-11-30T18:10:00+01:00,'+note,Bench press,'=wide,"
                    + "working,62.5,5,,8,2026-11-30T18:01:00+01:00,'-1 rep^[[2J,,\r\n"), "\(spotter)")
        let strong = AppCSV.strong(entries, zone: berlin)
        #expect(
            strong.contains("2026-11-30 18:00:00,'@Push^G,10m,Bench press,1,62.5,5,,,'-1 rep^[[2J,'+note,8\r\n"),
            "\(strong)")
        let hevy = AppCSV.hevy(entries, zone: berlin)
        #expect(hevy.contains("\"'@Push^G\",\"30 Nov 2026, 18:00\",\"30 Nov 2026, 18:10\",\"'+note\","), "\(hevy)")
        #expect(hevy.contains("\"'=wide\",\"0\",\"normal\",\"62.5\",\"5\""), "\(hevy)")

        // Spotter's reader takes every prefix back off.
        let table = try CSVTable.parse(spotter)
        let parsed = SpotterCSV.read(table)
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        #expect(parsed.workouts.first?.name == "@Push^G" && parsed.workouts.first?.note == "+note")
        #expect(parsed.workouts.first?.id == "=id" && parsed.workouts.first?.sets.first?.note == "-1 rep^[[2J")
        #expect(parsed.workouts.first?.exerciseNotes["Bench press"] == "=wide")
    }

    @Test("iCalendar TEXT carries no control character: caret notation, with the RFC 5545 escapes kept")
    func calendarText() {
        #expect(CalendarFile.text("Push\u{1B}]2;x\u{07}, legs\u{9B}\t\u{7F}") == "Push^[]2\\;x^G\\, legs^[[^I^?")
        #expect(CalendarFile.text("a\r\nb\nc;d\\") == "a\\nb\\nc\\;d\\\\")
        let sessions = [
            PlannedSession(
                day: LocalDate(iso: "2026-12-01")!, templateId: "push\u{1B}", time: LocalTime(hhmm: "18:00")!,
                source: .weekly)
        ]
        let text = CalendarFile.render(
            sessions, names: LogNames(templates: ["push\u{1B}": "P\u{07}"], exercises: [:]),
            details: ["push\u{1B}": "x\u{85}y"], zone: berlin, stamp: ISOInstant.parse("2026-11-30T16:02:00+01:00")!)
        let controls = text.replacingOccurrences(of: "\r\n", with: "").unicodeScalars.filter(UserText.isControl)
        #expect(controls.isEmpty, "\(controls)")
        #expect(text.contains("UID:weekly-push^[-2026-12-01@spotter\r\n") && text.contains("SUMMARY:P^G\r\n"))
        #expect(text.contains("DESCRIPTION:x^[Ey\r\n"))
    }
}
