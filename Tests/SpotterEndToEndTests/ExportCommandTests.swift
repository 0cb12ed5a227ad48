import Foundation
import SpotterTestSupport
import Testing

/// `spotter note` and `spotter export csv|json|ics` through the real binary on a faked clock, and
/// each export imported back into an empty home.
@Suite("spotter note and export: notes in history, round trips, the calendar file")
struct ExportCommandTests {
    static let monday = "2026-11-30 16:02:00"

    static func ok(_ home: TemporaryHome, _ arguments: [String], at time: String = monday) throws -> String {
        try HistoryCommandTests.ok(home, at: time, arguments)
    }

    static func write(_ text: String, to home: TemporaryHome, _ name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: home.path, withIntermediateDirectories: true)
        let path = home.path + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func workouts(_ json: String) throws -> [[String: Any]] {
        try #require(try HistoryCommandTests.json(json) as? [[String: Any]])
    }

    /// A history with every kind of value: a Spotter workout with notes on it and on an exercise,
    /// Strong's set and workout notes, Hevy's pounds, supersets and exercise notes.
    static func filledHome() throws -> TemporaryHome {
        let home = try TemporaryHome()
        _ = try ok(home, ["start", "push"], at: "2026-11-30 07:00:00")
        _ = try ok(home, ["log", "bench", "60x5", "--rpe", "8"], at: "2026-11-30 07:05:00")
        _ = try ok(home, ["log", "bench", "62.5x5"], at: "2026-11-30 07:09:30")
        _ = try ok(
            home, ["note", "--exercise", "bench", "wide grip,", "pause at the chest"], at: "2026-11-30 07:10:00")
        _ = try ok(home, ["finish"], at: "2026-11-30 07:40:00")
        #expect(
            try ok(home, ["note", "slept", "badly;", "felt", "\"strong\""], at: "2026-11-30 08:00:00")
                == "Note on Push, Mon 2026-11-30: slept badly; felt \"strong\"\n")
        for (name, text) in [
            "strong.csv": ImportFixtures.strongClassic, "hevy.csv": ImportFixtures.hevyKg,
            "lbs.csv": ImportFixtures.hevyLbs,
        ] {
            _ = try ok(home, ["import", try write(text, to: home, name)])
        }
        return home
    }

    @Test("an export that cannot be written (a full disk) fails with the reason instead of passing for whole")
    func fullDisk() throws {
        let home = try TemporaryHome()
        let r = try home.run(
            ["-c", "exec \"$0\" export csv > /dev/full", SpotterBinary.path], executable: "/bin/sh")
        #expect(r.status == 1)
        #expect(r.stderr == "spotter: cannot write the export to standard output: No space left on device\n")
    }

    @Test("notes written with spotter note and read by import show in history and history --json")
    func notesInHistory() throws {
        let home = try Self.filledHome()
        let all = try Self.workouts(try Self.ok(home, ["history", "--json"]))
        #expect(all.map { $0["name"] as? String } == ["Push", "Push Day", "Legs", "Legs", "Push"])
        let mine = all[4]
        #expect(mine["note"] as? String == "slept badly; felt \"strong\"")
        let notes = try #require(mine["exerciseNotes"] as? [[String: Any]])
        #expect(notes.count == 1 && notes[0]["exercise"] as? String == "Bench press")
        #expect(notes[0]["note"] as? String == "wide grip, pause at the chest")
        let strongSets = try #require(all[1]["sets"] as? [[String: Any]])
        #expect(strongSets[1]["note"] as? String == "Felt strong, paused reps")
        #expect(strongSets[0]["note"] is NSNull)
        #expect(all[2]["note"] as? String == "Knees ok after the warm-up")
        #expect(all[3]["note"] as? String == "Heavy day")
        #expect(all[1]["note"] is NSNull && (all[1]["exerciseNotes"] as? [Any])?.isEmpty == true)
        let hevyNotes = try #require(all[0]["exerciseNotes"] as? [[String: Any]])
        #expect(hevyNotes.map { $0["note"] as? String } == ["Slow \"negatives\""])

        let text = try Self.ok(home, ["history"])
        #expect(text.contains("    Note: slept badly; felt \"strong\"\n"))
        #expect(text.contains("    Bench press: wide grip, pause at the chest\n"))
        #expect(text.contains("Bench press  62.5×5 @8.5  Felt strong, paused reps\n"))

        // --clear removes; nothing to write on, a control character and no text are exit 2.
        #expect(
            try Self.ok(home, ["note", "--clear", "--exercise", "bench"])
                == "Removed the note on Bench press in Push, Mon 2026-11-30\n")
        let bad = try HistoryCommandTests.run(home, at: Self.monday, ["note", "a\u{1B}[2Jb"])
        #expect(bad.status == 2 && bad.stderr.contains("control character"), "\(bad.stderr)")
        #expect(try HistoryCommandTests.run(home, at: Self.monday, ["note"]).status == 2)
        let empty = try HistoryCommandTests.run(try TemporaryHome(), at: Self.monday, ["note", "hello"])
        #expect(empty.status == 2 && empty.stderr.contains("no workout to write on"), "\(empty.stderr)")
    }

    @Test("export csv, then import into an empty home: the same history --json; a second import adds nothing")
    func spotterRoundTrip() throws {
        let home = try Self.filledHome()
        let before = try Self.ok(home, ["history", "--json"])
        let csv = try Self.ok(home, ["export", "csv"])
        #expect(csv.hasPrefix("workout_id,day,workout,start,end,workout_note,exercise,exercise_note,type,"))
        #expect(csv.contains("\r\n"))

        let fresh = try TemporaryHome()
        let file = try Self.write(csv, to: fresh, "spotter.csv")
        #expect(
            try Self.ok(fresh, ["import", file]).hasPrefix(
                "Imported 5 workouts, 18 sets, 2 new exercises; 0 already here; times as written, with their offsets"))
        #expect(try Self.ok(fresh, ["history", "--json"]) == before)
        #expect(
            try Self.ok(fresh, ["import", file, "--from", "spotter"]).hasPrefix(
                "Imported 0 workouts, 0 sets, 0 new exercises; 5 already here;"))
        #expect(try Self.ok(fresh, ["history", "--json"]) == before)
        // Into the home it came from: every workout is already here.
        #expect(
            try Self.ok(home, ["import", file]).hasPrefix(
                "Imported 0 workouts, 0 sets, 0 new exercises; 5 already here;"))

        // A broken line names its line; with --strict, exit 2 and nothing changes.
        var lines = csv.components(separatedBy: "\r\n")
        lines[5] = String(lines[5][lines[5].firstIndex(of: ",")!...])  // no workout_id
        let broken = try Self.write(lines.joined(separator: "\r\n"), to: fresh, "broken.csv")
        let other = try TemporaryHome()
        let result = try HistoryCommandTests.run(other, at: Self.monday, ["import", broken, "--strict"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(broken):6: "), "\(result.stderr)")
        #expect(try Self.ok(other, ["history", "--json"]) == "[]\n")
    }

    @Test("export csv --format strong and --format hevy import back through those importers, sets and kilograms kept")
    func appRoundTrips() throws {
        let home = try Self.filledHome()
        // Hevy keeps minutes, so two workouts may swap places: compare them by name and minute.
        func key(_ w: [String: Any]) -> String {
            "\(w["name"] as? String ?? "")|\((w["start"] as? String ?? "").prefix(16))"
        }
        let original = try Self.workouts(try Self.ok(home, ["history", "--json"])).sorted { key($0) < key($1) }
        for format in ["strong", "hevy"] {
            let csv = try Self.ok(home, ["export", "csv", "--format", format])
            let fresh = try TemporaryHome()
            let out = try Self.ok(fresh, ["import", try Self.write(csv, to: fresh, "\(format).csv")])
            #expect(out.contains("from \(format == "strong" ? "Strong" : "Hevy")"), "\(out)")
            let back = try Self.workouts(try Self.ok(fresh, ["history", "--json"])).sorted { key($0) < key($1) }
            #expect(back.map(key) == original.map(key), "\(format)")
            for (a, b) in zip(original, back) {
                let sa = a["sets"] as? [[String: Any]] ?? []
                let sb = b["sets"] as? [[String: Any]] ?? []
                #expect(sa.map { $0["type"] as? String } == sb.map { $0["type"] as? String }, "\(format)")
                #expect(sa.map { $0["exercise"] as? String } == sb.map { $0["exercise"] as? String }, "\(format)")
                #expect(sa.map { $0["reps"] as? Int } == sb.map { $0["reps"] as? Int }, "\(format)")
                for (x, y) in zip(sa, sb) {
                    #expect(abs((x["weightKg"] as? Double ?? 0) - (y["weightKg"] as? Double ?? 0)) < 0.01, "\(format)")
                }
                #expect((a["note"] as? String) == (b["note"] as? String), "\(format): the workout's note")
            }
            // Again: all already here.
            #expect(
                try Self.ok(fresh, ["import", fresh.path + "/\(format).csv"]).hasPrefix(
                    "Imported 0 workouts, 0 sets, 0 new exercises; 5 already here;"))
        }
    }

    @Test(
        "export json: history --json's workouts, the exercises, templates, schedule (with its file) and every setting")
    func json() throws {
        let home = try Self.filledHome()
        let history = try HistoryCommandTests.json(try Self.ok(home, ["history", "--json"])) as? NSArray
        let doc = try #require(try HistoryCommandTests.json(try Self.ok(home, ["export", "json"])) as? [String: Any])
        #expect((doc["workouts"] as? NSArray) == history)
        let templates = try #require(doc["templates"] as? [[String: Any]])
        #expect(templates.map { $0["id"] as? String }.contains("push"))
        let schedule = try #require(doc["schedule"] as? [String: Any])
        #expect((schedule["weekly"] as? [Any])?.count == 3)
        #expect((schedule["file"] as? String)?.contains("template push \"Push\"") == true)
        let settings = try #require(doc["settings"] as? [String: String])
        #expect(settings["quiet-hours"] == "22:00-07:00")
        #expect((doc["exercises"] as? [[String: Any]])?.contains { $0["name"] as? String == "Plank" } == true)
    }

    /// The events of an iCalendar file as Python's `icalendar` reads them: uid, start with its offset, summary.
    static func parse(_ ics: String) throws -> [[String: String]] {
        let script = """
            import sys, json, icalendar
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            out = []
            for e in cal.walk('VEVENT'):
                start = e.decoded('DTSTART')
                out.append({'uid': str(e['UID']), 'start': start.isoformat(), 'summary': str(e['SUMMARY']),
                            'tzid': str(e['DTSTART'].params.get('TZID', '')), 'duration': str(e.decoded('DURATION'))})
            print(json.dumps(out))
            """
        let dir = try TemporaryHome()
        let file = try write(ics, to: dir, "spotter.ics")
        let process = Process()
        // The python3 on PATH, the one the install script gave icalendar to.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, file]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "icalendar: \(errors)")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: String]])
    }

    @Test(
        "export ics: one event a planned occurrence from the day resolver, stable UIDs, times in their zone, parsed by icalendar"
    )
    func calendar() throws {
        let home = try TemporaryHome()
        let ics = try Self.ok(home, ["export", "ics", "--weeks", "2"])
        #expect(ics.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        for line in ics.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 75) }
        let events = try Self.parse(ics)
        #expect(
            events.map { "\($0["start"] ?? "") \($0["summary"] ?? "")" } == [
                "2026-11-30T18:00:00+01:00 Push", "2026-12-02T18:00:00+01:00 Pull", "2026-12-04T18:00:00+01:00 Legs",
                "2026-12-05T10:00:00+01:00 Full body A", "2026-12-07T18:00:00+01:00 Push",
                "2026-12-09T18:00:00+01:00 Pull", "2026-12-11T18:00:00+01:00 Legs",
                "2026-12-12T10:00:00+01:00 Full body B",
            ])
        #expect(events.allSatisfy { $0["tzid"] == "Europe/Berlin" && $0["duration"] == "1:00:00" })
        #expect(events[0]["uid"] == "weekly-push-2026-11-30@spotter")
        #expect(events[3]["uid"]?.hasPrefix("rotation-") == true)
        // The same plan exported again an hour later: the same UIDs.
        let again = try Self.parse(try Self.ok(home, ["export", "ics", "--weeks", "2"], at: "2026-11-30 17:02:00"))
        #expect(again.map { $0["uid"] } == events.map { $0["uid"] })
        // An overlay the day resolver reads: a rest day on Wednesday drops Pull.
        _ = try Self.ok(home, ["overlay", "rest", "2026-12-02"])
        let rested = try Self.parse(try Self.ok(home, ["export", "ics", "--weeks", "1"]))
        #expect(rested.map { $0["summary"] } == ["Push", "Legs", "Full body A"])
        let zero = try HistoryCommandTests.run(home, at: Self.monday, ["export", "ics", "--weeks", "0"])
        #expect(zero.status == 2)
        #expect(zero.stderr.hasPrefix("spotter export ics: --weeks takes 1 to 52\n"), "\(zero.stderr)")
        let layout = try HistoryCommandTests.run(home, at: Self.monday, ["export", "csv", "--format", "fitbod"])
        #expect(layout.status == 2)
        #expect(layout.stderr.hasPrefix("spotter export csv: --format takes spotter, strong or hevy\n"))
    }

    @Test("export ics across the spring-forward change: each event keeps its wall-clock time, the offset moves")
    func calendarAcrossDST() throws {
        let home = try TemporaryHome()
        let ics = try Self.ok(home, ["export", "ics", "--weeks", "1"], at: "2027-03-24 09:00:00")
        let events = try Self.parse(ics)
        #expect(
            events.map { $0["start"] } == [
                "2027-03-24T18:00:00+01:00", "2027-03-26T18:00:00+01:00", "2027-03-27T10:00:00+01:00",
                "2027-03-29T18:00:00+02:00",
            ])
    }
}
