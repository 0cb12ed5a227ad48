import Foundation
import SpotterTestSupport
import Testing

/// `spotter import` refusing a file: a column named twice, and what a refusal quotes of a long field.
@Suite("spotter import: a column named twice, a field too long to quote")
struct ImportRefusalTests {
    typealias Home = ImportCommandTests.Home

    /// Runs `script` in bash with `$SPOTTER` the binary, in the home's folder and environment.
    static func shell(_ h: Home, _ script: String) throws -> ProcessResult {
        try h.home.run(
            ["-c", "cd \"$1\" && \(script)", "bash", h.home.path],
            environment: h.zone.merging(["SPOTTER": SpotterBinary.path]) { a, _ in a },
            executable: "/bin/bash")
    }

    /// `classic` with its header's `field`th name (from 1) replaced by `name`.
    static func strongClassic(renaming field: Int, to name: String) -> String {
        var lines = ImportFixtures.strongClassic.components(separatedBy: "\n")
        var header = lines[0].components(separatedBy: ",")
        header[field - 1] = name
        lines[0] = header.joined(separator: ",")
        return lines.joined(separator: "\n")
    }

    @Test("a header naming a column twice is refused, naming both columns, and nothing is imported")
    func duplicateColumns() throws {
        let h = try Home([
            // Weight twice (columns 6 and 9, with 62.5 and 0 on a row): which one is the weight?
            "weight.csv": Self.strongClassic(renaming: 9, to: "Weight"),
            "date.csv": Self.strongClassic(renaming: 2, to: "Date"),
            "hevy.csv": ImportFixtures.hevyKg.replacingOccurrences(of: "\"rpe\"", with: "\" reps\""),
            "good.csv": ImportFixtures.hevyKg,
        ])
        try h.ok(["import", h.file("good.csv")])
        let before = try h.dump()
        for (file, columns) in [
            ("weight.csv", "column 6 \"Weight\" and column 9 \"Weight\""),
            ("date.csv", "column 1 \"Date\" and column 2 \"Date\""),
            ("hevy.csv", "column 11 \"reps\" and column 14 \" reps\""),
        ] {
            let result = try h.run(["import", h.file(file)])
            #expect(result.status == 2, "\(file): \(result.stdout)")
            #expect(
                result.stderr.hasPrefix("\(h.file(file)):1: the header names one column twice: \(columns)"),
                "\(result.stderr)")
            #expect(result.stderr.contains("nothing imported"))
            // Read as the app it is told it is, the same.
            let from = try h.run(["import", h.file(file), "--from", file == "hevy.csv" ? "hevy" : "strong"])
            #expect(from.status == 2 && from.stderr.contains(columns), "\(from.stderr)")
        }
        #expect(try h.dump() == before)
    }

    @Test("a 10 MB header without a line break, or a 10 MB field, is quoted in 80 characters")
    func longFields() throws {
        let long = String(repeating: "x", count: 10_000_000)
        let h = try Home([
            "header.csv": long,
            "field.csv": ImportFixtures.strongClassic.replacingOccurrences(of: ",D,50,", with: ",D,5\(long),"),
            "name.csv": ImportFixtures.hevyKg.replacingOccurrences(of: "\"warmup\"", with: "\"\(long)\""),
        ])
        let shown = "\"" + String(repeating: "x", count: 80) + "…\" (10,000,000 bytes)"
        // Standard error into a file: a message of megabytes would fill a pipe read after standard output.
        // --strict: the file is refused whole, so nothing is written at all.
        func refusal(_ file: String) throws -> String {
            let result = try Self.shell(h, "\"$SPOTTER\" import --strict \(file) 2> \(file).err")
            #expect(result.status == 2, "\(file)")
            return try String(contentsOfFile: h.file(file + ".err"), encoding: .utf8)
        }
        let header = try refusal("header.csv")
        #expect(
            header
                == "header.csv:1: the header is not a Spotter, Strong, Hevy, FitNotes or Liftosaur export (it starts with \(shown))\n"
                + "spotter import: nothing imported\n", "\(header.prefix(400))")
        let field = try refusal("field.csv")
        #expect(field.count < 400, "\(field.prefix(400))")
        #expect(field.hasPrefix("field.csv:5: weight \"5xxx"), "\(field.prefix(400))")
        #expect(field.contains("xxx…\" (10,000,001 bytes) is not a number"), "\(field.prefix(400))")
        let name = try refusal("name.csv")
        #expect(name.count < 400, "\(name.prefix(400))")
        #expect(name.contains("set_type \(shown) is not normal"), "\(name.prefix(400))")
        #expect(!FileManager.default.fileExists(atPath: h.home.databaseFile))
    }
}
