import Foundation
import Testing

@testable import SpotterCore

/// The share of real logged sets whose exercise name lands on a catalogue exercise.
///
/// Reads the exports people published (`<package>/../shared/realdata/*.csv`, see its SOURCES.md)
/// at run time with its own small CSV reading, independent of the importers.
@Suite("Catalogue coverage of real exports")
struct CatalogueCoverageTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/realdata")

    @Test("at least 90 % of the sets in the real exports land on a catalogue exercise")
    func coverage() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".csv")
        }
        .sorted()
        #expect(files.count >= 15, "the real exports are read from \(Self.folder.path)")
        var sets: [String: Int] = [:]
        for file in files {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            let counts = try #require(Self.setsPerName(text), "\(file): no exercise column")
            sets.merge(counts, uniquingKeysWith: +)
        }
        #expect(sets.count >= 400)
        // The rule an import follows, from the demo plan a new home has.
        var matcher = ExerciseMatcher(exercises: DemoPlan.exercises)
        var byId = Dictionary(uniqueKeysWithValues: DemoPlan.exercises.map { ($0.id, $0) })
        var matched = 0
        var unmatched: [(String, Int)] = []
        for (name, count) in sets {
            let id = matcher.resolve(name).id
            for e in matcher.newExercises where byId[e.id] == nil { byId[e.id] = e }
            if byId[id]?.catalogueId != nil { matched += count } else { unmatched.append((name, count)) }
        }
        let total = sets.values.reduce(0, +)
        let share = Double(matched) / Double(total)
        let biggest = unmatched.sorted { ($0.1, $1.0) > ($1.1, $0.0) }.prefix(15)
        print(
            "catalogue coverage: \(matched) of \(total) sets (\(String(format: "%.1f", share * 100)) %), "
                + "\(sets.count - unmatched.count) of \(sets.count) names; biggest unmatched: "
                + biggest.map { "\($0.0) (\($0.1))" }.joined(separator: ", "))
        #expect(total > 40000)
        #expect(share >= 0.9)
    }

    /// Sets per exercise name: Strong's `Exercise Name` (without its `Rest Timer` and `Note` rows),
    /// Hevy's `exercise_title`, FitNotes' `Exercise`; nil when the header has none of them.
    static func setsPerName(_ text: String) -> [String: Int]? {
        let rows = csvRows(text)
        guard let header = rows.first else { return nil }
        guard let column = ["Exercise Name", "exercise_title", "Exercise"].lazy.compactMap(header.firstIndex).first
        else { return nil }
        let setOrder = header.firstIndex(of: "Set Order")
        var counts: [String: Int] = [:]
        for row in rows.dropFirst() where row.count > column {
            if let setOrder, row.count > setOrder, ["Rest Timer", "Note"].contains(row[setOrder]) { continue }
            counts[row[column], default: 0] += 1
        }
        return counts
    }

    /// RFC 4180 rows: `,` or `;` (whichever the first line has more of), quotes with `""` inside,
    /// line breaks inside quotes, CRLF or LF, a byte-order mark dropped.
    static func csvRows(_ text: String) -> [[String]] {
        let scalars = Array(text.unicodeScalars.drop { $0 == "\u{FEFF}" })
        let firstLine = scalars.prefix { $0 != "\n" }
        let separator: Unicode.Scalar =
            firstLine.filter { $0 == ";" }.count > firstLine.filter { $0 == "," }.count ? ";" : ","
        var rows: [[String]] = []
        var row: [String] = []
        var field = String.UnicodeScalarView()
        var quoted = false
        var i = 0
        func endField() {
            row.append(String(field))
            field = String.UnicodeScalarView()
        }
        while i < scalars.count {
            let c = scalars[i]
            if quoted {
                if c == "\"" {
                    if i + 1 < scalars.count, scalars[i + 1] == "\"" {
                        field.append("\"")
                        i += 1
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(c)
                }
            } else if c == "\"" {
                quoted = true
            } else if c == separator {
                endField()
            } else if c == "\n" || c == "\r" {
                if c == "\r", i + 1 < scalars.count, scalars[i + 1] == "\n" { i += 1 }
                endField()
                if !(row.count == 1 && row[0].isEmpty) { rows.append(row) }
                row = []
            } else {
                field.append(c)
            }
            i += 1
        }
        if !field.isEmpty || !row.isEmpty {
            endField()
            rows.append(row)
        }
        return rows
    }
}
