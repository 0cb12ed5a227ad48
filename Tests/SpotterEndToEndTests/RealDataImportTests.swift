import Foundation
import SpotterTestSupport
import Testing

/// The fifteen real exports in `../shared/realdata/` (see its `SOURCES.md`), each imported through
/// the real binary into a fresh home and compared with this file's own reading of the raw CSV.
///
/// The reading here is deliberately separate from the importers: its own CSV splitter, its own
/// date and unit rules, written from the files and the apps' documented layouts. Times are read in
/// UTC, so a local time in the file is the instant in `history --json` with no zone rule between.
@Suite("Real exports import whole: every set as the file says, and twice adds nothing")
struct RealDataImportTests {
    static let folder = SpotterBinary.packageRoot + "/../shared/realdata"
    static let present = FileManager.default.fileExists(atPath: folder)

    /// The files, by name; none when the folder is absent (the test is then skipped, saying why).
    static let files: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".csv") }.sorted()

    /// Files in pounds without a unit column, as SOURCES.md says: imported with `--unit lb`.
    static let inPounds: Set<String> = ["strong_hipml_strong-unwrapped.csv"]

    @Test(
        "a real export imports with every workout, set, weight, type, reps, seconds, distance and note",
        .enabled(if: present, "../shared/realdata is absent: the real exports are not on this machine"),
        arguments: files)
    func importsWhole(_ name: String) throws {
        let path = Self.folder + "/" + name
        let expected = try RealExport.read(path, pounds: Self.inPounds.contains(name))
        #expect(!expected.isEmpty, "\(name): the test's own reading found no workouts")
        let home = try TemporaryHome()
        let env = ["TZ": "UTC"]
        var arguments = ["import", path]
        if Self.inPounds.contains(name) { arguments += ["--unit", "lb"] }
        let first = try home.run(arguments, environment: env)
        #expect(first.status == 0, "\(name): \(first.stderr)")

        let history = try Self.history(home, env)
        #expect(history.count == expected.count, "\(name): workouts")
        #expect(
            history.reduce(0) { $0 + Self.sets($1).count } == expected.reduce(0) { $0 + $1.sets.count },
            "\(name): sets")
        var byKey: [String: [String: Any]] = [:]
        for w in history { byKey["\((w["start"] as? String ?? "").prefix(16)) \(w["name"] as? String ?? "")"] = w }
        var mismatches: [String] = []
        for e in expected {
            guard let w = byKey["\(e.start.prefix(16)) \(e.name)"] else {
                mismatches.append("no workout \(e.start) \(e.name) (line \(e.line))")
                continue
            }
            mismatches += Self.compare(e, w)
            if mismatches.count > 10 { break }
        }
        #expect(mismatches.isEmpty, "\(name):\n\(mismatches.prefix(10).joined(separator: "\n"))")

        let again = try home.run(arguments, environment: env)
        #expect(again.status == 0, "\(name): \(again.stderr)")
        #expect(again.stdout.hasPrefix("Imported 0 workouts, 0 sets, 0 new exercises;"), "\(name): \(again.stdout)")
        #expect(try Self.history(home, env).count == expected.count, "\(name): a second import added workouts")
    }

    static func history(_ home: TemporaryHome, _ env: [String: String]) throws -> [[String: Any]] {
        let result = try home.run(["history", "--json"], environment: env)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    static func sets(_ workout: [String: Any]) -> [[String: Any]] { workout["sets"] as? [[String: Any]] ?? [] }

    /// What differs between a workout read here and the one `history --json` shows.
    static func compare(_ e: RealExport.Workout, _ w: [String: Any]) -> [String] {
        var out: [String] = []
        let at = "\(e.start) \(e.name) (line \(e.line))"
        if let end = e.end, (w["end"] as? String)?.prefix(19) != Substring(end) {
            out.append("\(at): end \(w["end"] ?? "nil"), the file says \(end)")
        }
        if (w["note"] as? String) != e.note {
            out.append("\(at): note \(w["note"] ?? "nil"), the file says \(e.note ?? "none")")
        }
        let notes = Set(((w["exerciseNotes"] as? [[String: Any]]) ?? []).compactMap { $0["note"] as? String })
        if notes != Set(e.exerciseNotes.values) {
            out.append("\(at): exercise notes \(notes), the file says \(e.exerciseNotes)")
        }
        let sets = Self.sets(w)
        guard sets.count == e.sets.count else {
            return out + ["\(at): \(sets.count) sets, the file has \(e.sets.count)"]
        }
        for (s, x) in zip(sets, e.sets) {
            let weight = s["weightKg"] as? Double
            let weightDiffers =
                switch (weight, x.weightKg) {
                case (nil, nil): false
                case (let a?, let b?): abs(a - b) >= 0.01
                default: true
                }
            let meters = s["meters"] as? Double
            let metersDiffer =
                switch (meters, x.meters) {
                case (nil, nil): false
                case (let a?, let b?): abs(a - b) >= 0.01
                default: true
                }
            if weightDiffers || metersDiffer || s["type"] as? String != x.type || s["reps"] as? Int != x.reps
                || s["seconds"] as? Int != x.seconds
            {
                out.append(
                    "line \(x.line): stored \(s["type"] ?? "") \(weight.map { "\($0)" } ?? "-") kg × \(s["reps"] ?? "-"), "
                        + "\(s["seconds"] ?? "-") s, \(meters.map { "\($0)" } ?? "-") m; the file says \(x)")
            }
        }
        return out
    }
}

/// This test's own reading of a Strong, Hevy or FitNotes export: what each row means, by the apps' layouts.
enum RealExport {
    struct SetRow: CustomStringConvertible {
        var line: Int
        var type: String
        var weightKg: Double?
        var reps: Int?
        var seconds: Int?
        var meters: Double?
        var description: String {
            "\(type) \(weightKg.map { "\($0)" } ?? "-") kg × \(reps.map(String.init) ?? "-"), "
                + "\(seconds.map(String.init) ?? "-") s, \(meters.map { "\($0)" } ?? "-") m"
        }
    }

    struct Workout {
        /// Local time as `YYYY-MM-DDTHH:MM:SS`, as `history --json` starts its times.
        var start: String
        var end: String?
        var name: String
        var line: Int
        var note: String?
        /// The first note on each exercise, by its name in the file.
        var exerciseNotes: [String: String] = [:]
        var sets: [SetRow] = []
    }

    static let poundKg = 0.45359237
    static let mileM = 1609.344

    static func read(_ path: String, pounds: Bool) throws -> [Workout] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let rows = split(text)
        guard let header = rows.first?.fields else { return [] }
        let col = Dictionary(header.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var workouts: [Workout] = []
        var index: [String: Int] = [:]
        for row in rows.dropFirst() {
            func f(_ name: String) -> String {
                guard let i = col[name], i < row.fields.count else { return "" }
                return row.fields[i].trimmingCharacters(in: .whitespaces)
            }
            let start: String
            let end: String?
            let name: String
            let note: String?
            let exercise = f(
                col["Exercise Name"] != nil
                    ? "Exercise Name" : col["exercise_title"] != nil ? "exercise_title" : "Exercise")
            var exerciseNote: String?
            var set: SetRow?
            if col["title"] != nil {  // Hevy
                start = hevyTime(f("start_time"))
                end = hevyTime(f("end_time"))
                name = f("title")
                note = clean(f("description"))
                exerciseNote = clean(f("exercise_notes"))
                let type = ["normal": "working", "warmup": "warmup", "dropset": "drop", "failure": "failure"][
                    f("set_type")]!
                let kg = col["weight_kg"] != nil ? number(f("weight_kg")) : number(f("weight_lbs")).map { $0 * poundKg }
                let m =
                    col["distance_km"] != nil
                    ? number(f("distance_km")).map { $0 * 1000 } : number(f("distance_miles")).map { $0 * mileM }
                set = make(row.line, type, kg, number(f("reps")), number(f("duration_seconds")), m)
            } else if col["Exercise"] != nil {  // FitNotes: a day is one workout at noon
                start = f("Date") + "T12:00:00"
                end = nil
                name = "FitNotes"
                note = nil
                let kg =
                    col["Weight (kgs)"] != nil
                    ? number(f("Weight (kgs)")) : number(f("Weight (lbs)")).map { $0 * poundKg }
                let unit = f("Distance Unit")
                let m = number(f("Distance")).map { $0 * (unit == "mi" ? mileM : unit == "km" ? 1000 : 1) }
                let time = f("Time").split(separator: ":").compactMap { Double($0) }.reduce(0) { $0 * 60 + $1 }
                set = make(row.line, "working", kg, number(f("Reps")), time == 0 ? nil : time, m)
            } else {  // Strong
                start = strongTime(f("Date"))
                name = f("Workout Name")
                note = clean(f("Workout Notes"))
                let seconds: Double? =
                    col["Duration (sec)"] != nil
                    ? number(f("Duration (sec)"))
                    : strongDuration(col["Duration"] != nil ? f("Duration") : f("Workout Duration"))
                end = seconds.map { iso(start, plus: $0) }
                let order = f("Set Order")
                if order == "Rest Timer" { set = nil }
                if order == "Note" {
                    exerciseNote = clean(f("Notes"))
                } else if order != "Rest Timer" {
                    let type =
                        [
                            "W": "warmup", "WARM_UP": "warmup", "D": "drop", "DROP_SET": "drop", "F": "failure",
                            "FAILURE": "failure",
                        ][
                            order] ?? "working"
                    let kg: Double?
                    if let w = number(f("Weight (kg)")) {
                        kg = w
                    } else if let w = number(f("Weight (lbs)")) {
                        kg = w * poundKg
                    } else if col["Weight Unit"] != nil {
                        kg = number(f("Weight")).map { f("Weight Unit") == "lbs" ? $0 * poundKg : $0 }
                    } else {
                        kg = number(f("Weight")).map { pounds ? $0 * poundKg : $0 }
                    }
                    let m: Double?
                    if col["Distance (meters)"] != nil {
                        m = number(f("Distance (meters)"))
                    } else if col["Distance Unit"] != nil {
                        let unit = f("Distance Unit")
                        m = number(f("Distance")).map {
                            $0 * (unit == "mi." || unit == "mi" ? mileM : unit == "m" ? 1 : 1000)
                        }
                    } else {
                        m = number(f("Distance")).map { $0 * (pounds ? mileM : 1000) }
                    }
                    set = make(row.line, type, kg, number(f("Reps")), number(f("Seconds")), m)
                }
            }
            let key = "\(start)|\(name)"
            let i: Int
            if let known = index[key] {
                i = known
            } else {
                i = workouts.count
                index[key] = i
                workouts.append(Workout(start: start, end: end, name: name, line: row.line, note: nil))
            }
            if workouts[i].note == nil { workouts[i].note = note }
            if let exerciseNote, workouts[i].exerciseNotes[exercise] == nil {
                workouts[i].exerciseNotes[exercise] = exerciseNote
            }
            if let set { workouts[i].sets.append(set) }
        }
        // A workout with no set in it (rest rows alone) holds nothing to keep; its end is at least its last set's second.
        return workouts.filter { !$0.sets.isEmpty }.map { w in
            var w = w
            let lastSet = iso(w.start, plus: Double(w.sets.count - 1))
            if let end = w.end, end < lastSet { w.end = lastSet }
            return w
        }
    }

    /// A set, or nil for a row with nothing in it; a weight alone is a failed attempt of 0 reps.
    static func make(_ line: Int, _ type: String, _ kg: Double?, _ reps: Double?, _ seconds: Double?, _ m: Double?)
        -> SetRow?
    {
        let r = reps.map { Int($0) }
        let s = seconds.map { Int($0) }
        if r == nil, s == nil, m == nil {
            guard kg != nil else { return nil }
            return SetRow(line: line, type: type, weightKg: kg, reps: 0)
        }
        return SetRow(line: line, type: type, weightKg: kg, reps: r, seconds: s, meters: m)
    }

    /// A number, nil for empty or 0 (the apps write 0 for "none").
    static func number(_ text: String) -> Double? {
        guard let v = Double(text.replacingOccurrences(of: ",", with: ".")), v != 0 else { return nil }
        return v
    }

    /// A note with its runs of white space made one space, nil when empty.
    static func clean(_ text: String) -> String? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" })
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// `2024-09-15 18:02:11`, or `2025-01-29 5:30:00 pm` with a narrow no-break space or a space.
    static func strongTime(_ text: String) -> String {
        let t = text.replacingOccurrences(of: "\u{202F}", with: " ")
        let parts = t.split(separator: " ")
        var clock = parts[1].split(separator: ":").map { Int($0)! }
        if parts.count == 3 {
            let pm = parts[2].lowercased() == "pm"
            clock[0] = clock[0] % 12 + (pm ? 12 : 0)
        }
        while clock.count < 3 { clock.append(0) }
        return parts[0] + String(format: "T%02d:%02d:%02d", clock[0], clock[1], clock[2])
    }

    /// Hevy's `15 Sep 2024, 18:02`, `25 Jul 2024, 8:42`, or en-US `Jun 11, 2026, 1:01 PM`.
    static func hevyTime(_ text: String) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let words = text.replacingOccurrences(of: ",", with: "").split(separator: " ").map(String.init)
        let day: Int
        let month: Int
        let year: Int
        if let m = months.firstIndex(of: words[0]) {
            (day, month, year) = (Int(words[1])!, m + 1, Int(words[2])!)
        } else {
            (day, month, year) = (Int(words[0])!, months.firstIndex(of: words[1])! + 1, Int(words[2])!)
        }
        var clock = words[3].split(separator: ":").map { Int($0)! }
        if words.count == 5 { clock[0] = clock[0] % 12 + (words[4] == "PM" ? 12 : 0) }
        return String(format: "%04d-%02d-%02dT%02d:%02d:00", year, month, day, clock[0], clock[1])
    }

    /// Strong's `1h 2m`, `49m`, `45s`, in seconds.
    static func strongDuration(_ text: String) -> Double? {
        guard !text.isEmpty else { return nil }
        return text.split(separator: " ").reduce(0.0) { total, part in
            let n = Double(part.dropLast())!
            return total + n * (part.last == "h" ? 3600 : part.last == "m" ? 60 : 1)
        }
    }

    /// `start` (local, UTC here) plus `seconds`, in the same form.
    static func iso(_ start: String, plus seconds: Double) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return f.string(from: f.date(from: start)!.addingTimeInterval(seconds))
    }

    /// RFC 4180 records with their first line: `,` or `;` as the header uses more of, quotes, line breaks in quotes.
    static func split(_ text: String) -> [(line: Int, fields: [String])] {
        let chars = Array(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        let firstLine = chars.prefix { $0 != "\n" && $0 != "\r\n" }
        let sep: Character = firstLine.filter { $0 == ";" }.count > firstLine.filter { $0 == "," }.count ? ";" : ","
        var out: [(line: Int, fields: [String])] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var line = 1
        var start = 1
        var any = false
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if quoted {
                if c == "\"" {
                    if i + 1 < chars.count, chars[i + 1] == "\"" {
                        field.append("\"")
                        i += 1
                    } else {
                        quoted = false
                    }
                } else {
                    if c == "\n" || c == "\r\n" { line += 1 }
                    field.append(c)
                }
            } else if c == "\"" {
                quoted = true
                any = true
            } else if c == sep {
                fields.append(field)
                field = ""
                any = true
            } else if c == "\n" || c == "\r\n" || c == "\r" {
                if any || !field.isEmpty {
                    fields.append(field)
                    out.append((start, fields))
                }
                fields = []
                field = ""
                any = false
                line += 1
                start = line
            } else {
                field.append(c)
                any = true
            }
            i += 1
        }
        if any || !field.isEmpty {
            fields.append(field)
            out.append((start, fields))
        }
        return out
    }
}
