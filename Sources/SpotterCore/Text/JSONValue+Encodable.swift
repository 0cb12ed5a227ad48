import FoundationEssentials

/// Writes a `JSONValue` as one line of JSON: the objects the `--json` outputs print.
///
/// ```swift
/// let row: JSONValue = ["name": JSONValue("Bench"), "reps": JSONValue(5), "rpe": JSONValue(nil as Double?)]
/// row.text()   // {"name":"Bench","reps":5,"rpe":null}
/// JSONValue("a/b").text()                          // "a\/b"
/// JSONValue("a/b").text(escapingSlashes: false)    // "a/b"
/// ```
/// Keys are sorted by their characters' code points; whole numbers print without a fraction (`5`,
/// `102.5`, `1e+16`), and a number that is not finite, which JSON cannot hold, prints as `null`.
/// `Encodable` too, for a value inside a `Codable` type.
extension JSONValue: Encodable {
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .number(let d) where d.isFinite: try c.encode(d)
        case .number: try c.encodeNil()
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }

    /// One line of JSON, written by `JSONText`, the one writer.
    public func text(escapingSlashes: Bool = true) -> String {
        JSONText.write(self, escapingSlashes: escapingSlashes)
    }
}

extension JSONValue {
    /// The text, or `null` for nil.
    public init(_ text: String?) { self = text.map { .string($0) } ?? .null }
    /// The number, or `null` for nil.
    public init<Integer: BinaryInteger>(_ number: Integer?) { self = number.map { .number(Double($0)) } ?? .null }
    /// The number, or `null` for nil (and for infinity and NaN, when written).
    public init(_ number: Double?) { self = number.map { .number($0) } ?? .null }
    public init(_ value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements) { first, _ in first })
    }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
}
