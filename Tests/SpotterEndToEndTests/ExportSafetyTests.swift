import Foundation
import SpotterTestSupport
import Testing

/// The exports through the real binary against hostile text: names and notes a spreadsheet would
/// run as formulas, and control characters an older version or another tool left in the database.
@Suite("spotter export: no live formula and no control character in CSV or iCalendar")
struct ExportSafetyTests {
    static let monday = ExportCommandTests.monday

    /// The records of a CSV file (RFC 4180, CRLF or LF), fields unquoted.
    static func records(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var scalars = Array(text.unicodeScalars)[...]
        while let c = scalars.popFirst() {
            if quoted {
                if c == "\"" {
                    if scalars.first == "\"" {
                        field.unicodeScalars.append(scalars.removeFirst())
                    } else {
                        quoted = false
                    }
                } else {
                    field.unicodeScalars.append(c)
                }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                fields.append(field)
                field = ""
            } else if c == "\r" || c == "\n" {
                if c == "\r", scalars.first == "\n" { scalars.removeFirst() }
                records.append(fields + [field])
                fields = []
                field = ""
            } else {
                field.unicodeScalars.append(c)
            }
        }
        return records
    }

    /// The cells of `csv` under the header column `name`.
    static func column(_ name: String, _ csv: String) throws -> [String] {
        let rows = records(csv)
        let i = try #require(rows.first?.firstIndex(of: name), "\(name) in \(rows.first ?? [])")
        return rows.dropFirst().map { $0[i] }
    }

    /// A Strong file whose names and notes are the payloads of a CSV injection, with numbers beside them.
    static let hostileStrong = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2026-11-02 18:00:00,"=HYPERLINK(""http://evil.example/"",""open"")",1h,+cmd|' /C calc'!A0,1,60,5,0,0,@SUM(1+1),-2+3 kg,8
        2026-11-02 18:00:00,"=HYPERLINK(""http://evil.example/"",""open"")",1h,'=quoted already,1,62.5,3,0,0,'@kept,,
        2026-11-02 18:00:00,"=HYPERLINK(""http://evil.example/"",""open"")",1h,Row,1,40,10,0,0,plain note,,

        """

    static func hostileHome() throws -> TemporaryHome {
        let home = try TemporaryHome()
        let file = try ExportCommandTests.write(hostileStrong, to: home, "hostile.csv")
        _ = try ExportCommandTests.ok(home, ["import", file])
        return home
    }

    /// Whether a cell would start a formula in a spreadsheet (OWASP's list).
    static func isFormula(_ cell: String) -> Bool {
        guard let first = cell.unicodeScalars.first else { return false }
        return ["=", "+", "-", "@", "\t", "\r"].contains(first)
    }

    @Test("no cell of any CSV export starts a formula; the text cells carry a leading ' and the numbers stay numbers")
    func noFormula() throws {
        let home = try Self.hostileHome()
        let formulaName = "=HYPERLINK(\"http://evil.example/\",\"open\")"
        for (format, name, exercise, note, weight) in [
            ("spotter", "workout", "exercise", "set_note", "weight_kg"),
            ("strong", "Workout Name", "Exercise Name", "Notes", "Weight"),
            ("hevy", "title", "exercise_title", "exercise_notes", "weight_kg"),
        ] {
            let csv = try ExportCommandTests.ok(home, ["export", "csv", "--format", format])
            for cell in Self.records(csv).joined() { #expect(!Self.isFormula(cell), "\(format): \(cell)") }
            #expect(try Self.column(name, csv).allSatisfy { $0 == "'" + formulaName }, "\(format)")
            #expect(Set(try Self.column(exercise, csv)) == ["'+cmd|' /C calc'!A0", "''=quoted already", "Row"])
            if format != "hevy" {
                #expect(Set(try Self.column(note, csv)) == ["'@SUM(1+1)", "''@kept", "plain note"], "\(format)")
            }
            #expect(Set(try Self.column(weight, csv)) == ["60", "62.5", "40"], "\(format)")
        }
        let strong = try ExportCommandTests.ok(home, ["export", "csv", "--format", "strong"])
        #expect(Set(try Self.column("Workout Notes", strong)) == ["'-2+3 kg"])
        #expect(Set(try Self.column("RPE", strong)) == ["8", ""])
    }

    @Test("Spotter's own CSV takes the ' back off on import: the round trip into a fresh home is exact")
    func spotterRoundTripExact() throws {
        let home = try Self.hostileHome()
        let before = try ExportCommandTests.ok(home, ["history", "--json"])
        #expect(before.contains("\"name\": \"=HYPERLINK(") && before.contains("\"exercise\": \"'=quoted already\""))
        let fresh = try TemporaryHome()
        let csv = try ExportCommandTests.ok(home, ["export", "csv"])
        _ = try ExportCommandTests.ok(fresh, ["import", try ExportCommandTests.write(csv, to: fresh, "spotter.csv")])
        #expect(try ExportCommandTests.ok(fresh, ["history", "--json"]) == before)
        #expect(try ExportCommandTests.ok(fresh, ["export", "csv"]) == csv)
    }

    /// ESC ] 2 ; (retitle the window), BEL, CSI as one C1 character, DEL: what an old build could store.
    static let controls = "char(27) || ']2;PWNED' || char(7) || char(155) || '2J' || char(127)"

    /// Every scalar of `text` that is a control character (C0, DEL, C1), CRLF line ends aside.
    static func controlScalars(_ text: String) -> [UInt32] {
        text.replacingOccurrences(of: "\r\n", with: "").unicodeScalars.map(\.value).filter {
            $0 < 0x20 || (0x7F...0x9F).contains($0)
        }
    }

    @Test(
        "control characters stored in names and notes reach no CSV export raw: caret notation, and Spotter's imports back"
    )
    func controlsInCSV() throws {
        let home = try TemporaryHome()
        _ = try ExportCommandTests.ok(home, ["log", "bench", "60x5"], at: "2026-11-30 07:05:00")
        _ = try ExportCommandTests.ok(home, ["note", "--exercise", "bench", "wide"], at: "2026-11-30 07:06:00")
        _ = try ExportCommandTests.ok(home, ["finish"], at: "2026-11-30 07:40:00")
        _ = try ExportCommandTests.ok(home, ["note", "fine"], at: "2026-11-30 07:41:00")
        try sqliteRun(
            home.databaseFile,
            """
            UPDATE exercises SET name = 'Bench' || \(Self.controls) WHERE id = 'bench';
            UPDATE workouts SET name = 'Push' || \(Self.controls), note = 'w' || \(Self.controls);
            UPDATE sets SET note = 's' || \(Self.controls);
            UPDATE workout_exercise_notes SET note = 'e' || \(Self.controls);
            """)
        let shown = "^[]2;PWNED^G^[[2J^?"
        for format in ["spotter", "strong", "hevy"] {
            let csv = try ExportCommandTests.ok(home, ["export", "csv", "--format", format])
            #expect(Self.controlScalars(csv).isEmpty, "\(format): \(Self.controlScalars(csv))")
            #expect(csv.contains("Bench" + shown) && csv.contains("Push" + shown), "\(format)")
            #expect(csv.contains("w" + shown) && (format == "hevy" || csv.contains("s" + shown)), "\(format)")
        }
        // The caret text is plain text, so Spotter's own export imports into a fresh home as it shows.
        let fresh = try TemporaryHome()
        let csv = try ExportCommandTests.ok(home, ["export", "csv"])
        _ = try ExportCommandTests.ok(fresh, ["import", try ExportCommandTests.write(csv, to: fresh, "s.csv")])
        let back = try ExportCommandTests.workouts(try ExportCommandTests.ok(fresh, ["history", "--json"]))
        #expect(back.first?["name"] as? String == "Push" + shown)
        #expect(back.first?["note"] as? String == "w" + shown)
    }

    @Test("control characters stored in a template's name reach no iCalendar line raw (RFC 5545 TEXT carries none)")
    func controlsInCalendar() throws {
        let home = try TemporaryHome()
        _ = try ExportCommandTests.ok(home, ["export", "ics", "--weeks", "1"])
        try sqliteRun(home.databaseFile, "UPDATE templates SET name = 'Push' || char(9) || \(Self.controls);")
        let ics = try ExportCommandTests.ok(home, ["export", "ics", "--weeks", "1"])
        #expect(Self.controlScalars(ics).isEmpty, "\(Self.controlScalars(ics))")
        let events = try ExportCommandTests.parse(ics)
        #expect(events.contains { $0["summary"] == "Push^I^[]2;PWNED^G^[[2J^?" }, "\(events)")
    }
}
