import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

@Suite("A message quotes at most 80 characters of a field")
struct QuotedFieldTests {
    let berlin = ZonedCalendar(timeZone: Zone.named("Europe/Berlin"))

    @Test("a field is quoted whole up to 80 characters, and beyond that cut, with its length in bytes")
    func quoted() {
        #expect(QuotedField.text("fifty") == "\"fifty\"")
        let eighty = String(repeating: "é", count: 80)
        #expect(QuotedField.text(eighty) == "\"\(eighty)\"")
        #expect(QuotedField.text(eighty + "x") == "\"\(eighty)…\" (161 bytes)")
        #expect(
            QuotedField.text(Substring(String(repeating: "x", count: 10_000_000)))
                == "\"" + String(repeating: "x", count: 80) + "…\" (10,000,000 bytes)")
    }

    @Test(
        "no message of a file with a 1 MB field (a header, a weight, a date, a type, a name, an RPE) is longer than 300 characters"
    )
    func longFieldsEverywhere() {
        let long = String(repeating: "9", count: 1_000_000)
        let strong = ImportFixtures.strongClassic.components(separatedBy: "\n")
        var files = [long, long + "\n1\n"]
        for (target, replacement) in [
            (
                "2024-09-15 18:02:11,Push Day,1h 2m,Bench Press (Barbell),1,62.5,",
                "\(long),Push Day,1h 2m,Bench Press (Barbell),1,62.5,"
            ),
            (",1,62.5,5.0,", ",\(long),62.5,5.0,"), (",1,62.5,5.0,", ",1,\(long),5.0,"),
            (",1,62.5,5.0,", ",1,62.5,\(long)x,"),
            (",,8.5", ",,8\(long)"), ("1h 2m,Bench", "\(long)h,Bench"),
        ] {
            files.append(strong.map { $0.replacingOccurrences(of: target, with: replacement) }.joined(separator: "\n"))
        }
        for text in files {
            let messages: [String]
            do {
                messages = try ImportReader.read(text, from: nil, unit: .kg, calendar: berlin).problems.map(\.message)
            } catch {
                messages = ["\(error)"]
            }
            #expect(!messages.isEmpty)
            for message in messages { #expect(message.count < 300, "\(message.prefix(300))") }
        }
    }
}
