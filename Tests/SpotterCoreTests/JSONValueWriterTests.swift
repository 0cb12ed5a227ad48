import Foundation
import Testing

@testable import SpotterCore

@Suite("JSONValue written by JSONText: the bytes JSONSerialization wrote for the --json outputs")
struct JSONValueWriterTests {
    /// The same object as JSONValue and as JSONSerialization's `Any`, from one description.
    let pairs: [(JSONValue, Any)] = [
        (JSONValue("Día \"1\"\n\t\\ / \u{1B}\u{7F}"), "Día \"1\"\n\t\\ / \u{1B}\u{7F}"),
        (JSONValue(5), 5), (JSONValue(-12), -12), (JSONValue(100.0), 100.0), (JSONValue(102.5), 102.5),
        (JSONValue(0.1), 0.1), (JSONValue(1e16), 1e16), (JSONValue(1e-7), 1e-7), (JSONValue(123_456.789), 123_456.789),
        (JSONValue(true), true), (JSONValue(nil as String?), NSNull()),
    ]

    @Test("strings, numbers, booleans and null, in objects with sorted keys, with and without escaped slashes")
    func sameBytes() throws {
        var typed: [String: JSONValue] = [:]
        var untyped: [String: Any] = [:]
        // Keys in mixed case, as the outputs have them. JSONSerialization sorted them ignoring case,
        // JSONEncoder by code point: the orders agree as long as no two keys differ first in case.
        let keys = [
            "volumeKg", "movedTo", "movedFrom", "done", "decidedAgainst", "date", "at", "id", "sets", "url", "x",
        ]
        for (i, (t, u)) in pairs.enumerated() {
            typed[keys[i]] = t
            untyped[keys[i]] = u
        }
        typed["list"] = .array(pairs.map(\.0))
        untyped["list"] = pairs.map(\.1)
        typed["url"] = JSONValue("http://127.0.0.1:8080/t")
        untyped["url"] = "http://127.0.0.1:8080/t"
        for (escaping, options) in [
            (true, JSONSerialization.WritingOptions.sortedKeys), (false, [.sortedKeys, .withoutEscapingSlashes]),
        ] {
            // DEL (and C1) are escaped too, so no stored text reaches a terminal raw through JSON.
            let expected = String(
                decoding: try JSONSerialization.data(withJSONObject: untyped, options: options), as: UTF8.self
            ).replacingOccurrences(of: "\u{7F}", with: "\\u007f")
            #expect(JSONValue.object(typed).text(escapingSlashes: escaping) == expected)
        }
    }

    @Test("infinity and NaN, which JSON cannot hold, are written as null")
    func notFinite() {
        let v: JSONValue = ["a": JSONValue(Double.infinity), "b": JSONValue(Double.nan), "c": [JSONValue(1)]]
        #expect(v.text() == #"{"a":null,"b":null,"c":[1]}"#)
    }

    @Test("indented, as spotter doctor --json prints it, the same value reads back")
    func indented() throws {
        let v: JSONValue = ["b": [JSONValue(1), JSONValue("x/y")], "a": ["c": nil], "e": [], "f": [:]]
        let text = JSONText.write(v, indent: true)
        #expect(
            text
                == "{\n  \"a\" : {\n    \"c\" : null\n  },\n  \"b\" : [\n    1,\n    \"x/y\"\n  ],\n  \"e\" : [],\n  \"f\" : {}\n}"
        )
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) == v)
    }
}
