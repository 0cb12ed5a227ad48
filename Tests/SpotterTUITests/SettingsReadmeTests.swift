import Foundation
import SpotterCore
import Testing

@testable import SpotterTUI

/// The settings table lives in `docs/REFERENCE.md` (the README links it).
@Suite("Settings panel: the settings table of docs/REFERENCE.md")
struct SettingsReadmeTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/REFERENCE.md")

    @Test("the reference's Settings table has every setting of the catalogue with its default and its panel row")
    func everySettingDocumented() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n## Settings\n").dropFirst().first)
        let rows = section.components(separatedBy: "\n## ")[0].split(separator: "\n").filter { $0.hasPrefix("| `") }
        for key in PreferenceCatalog.all {
            let row = rows.first { $0.hasPrefix("| `\(key.name)` |") }
            #expect(row?.contains("| `\(key.defaultText)` |") == true, "\(key.name): \(row ?? "no row")")
            let panelRows = SettingRow.all.filter { $0.key == key.name }
            #expect(
                panelRows.contains { row?.contains($0.title.trimmingCharacters(in: .whitespaces)) == true },
                "\(key.name)")
        }
        #expect(rows.count == PreferenceCatalog.all.count)
    }

    @Test("the reference's allowed column says for every setting what the catalogue (and config list) allows")
    func allowedValuesDocumented() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n## Settings\n").dropFirst().first)
        let rows = section.components(separatedBy: "\n## ")[0].split(separator: "\n").filter { $0.hasPrefix("| `") }
        for key in PreferenceCatalog.all {
            let cells = rows.first { $0.hasPrefix("| `\(key.name)` |") }?.split(separator: "|")
                .map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells?.count == 5 && cells?[3] == key.allowed, "\(key.name): \(cells ?? [])")
        }
    }
}
