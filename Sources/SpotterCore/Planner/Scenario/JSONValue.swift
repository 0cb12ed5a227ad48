import FoundationEssentials

/// Any JSON value, decoded strictly: `true` is never a number and `1` is never a boolean.
///
/// The scenario reader walks these by hand so that every error can name its field
/// (`sources[1].weekdays[0]`) and unknown keys can be refused. The `--json` outputs build them to
/// write (`JSONValue+Encodable.swift`).
public enum JSONValue: Decodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        if let c = try? decoder.singleValueContainer(), c.decodeNil() {
            self = .null
        } else if let c = try? decoder.singleValueContainer(), let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let c = try? decoder.singleValueContainer(), let d = try? c.decode(Double.self) {
            self = .number(d)
        } else if let c = try? decoder.singleValueContainer(), let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? [JSONValue](from: decoder) {
            self = .array(a)
        } else {
            self = .object(try [String: JSONValue](from: decoder))
        }
    }

    /// How a value is named in an error: `a string`, `null`, `an object`.
    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "an object"
        }
    }
}
