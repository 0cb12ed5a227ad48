/// One D-Bus value with its type: what the wire protocol marshals.
///
/// ```swift
/// let hints: DBusValue = .dictionary(key: "s", value: "v", [
///     (.string("urgency"), .variant(.byte(2))),
///     (.string("category"), .variant(.string("x-spotter.rest"))),
/// ])
/// hints.signature  // "a{sv}"
/// ```
/// Containers carry their element signature, so an empty array still knows its type.
public indirect enum DBusValue: Sendable, Equatable {
    case byte(UInt8)
    case bool(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    case variant(DBusValue)
    /// `a<element>`: every element has the signature `element`.
    case array(element: String, [DBusValue])
    /// `a{<key><value>}`.
    case dictionary(key: String, value: String, [DictEntry])
    case structure([DBusValue])

    /// One entry of a dictionary, `{kv}` on the wire.
    public struct DictEntry: Sendable, Equatable {
        public var key: DBusValue
        public var value: DBusValue
        public init(_ key: DBusValue, _ value: DBusValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value's type signature: `s`, `a{sv}`, `(ua{sv})`.
    public var signature: String {
        switch self {
        case .byte: return "y"
        case .bool: return "b"
        case .int16: return "n"
        case .uint16: return "q"
        case .int32: return "i"
        case .uint32: return "u"
        case .int64: return "x"
        case .uint64: return "t"
        case .double: return "d"
        case .string: return "s"
        case .objectPath: return "o"
        case .signature: return "g"
        case .variant: return "v"
        case .array(let element, _): return "a" + element
        case .dictionary(let key, let value, _): return "a{" + key + value + "}"
        case .structure(let fields): return "(" + fields.map(\.signature).joined() + ")"
        }
    }
}

extension DBusValue {
    /// The Swift value inside, when it is of that kind (variants are looked through).
    public var string: String? {
        switch self {
        case .string(let s), .objectPath(let s), .signature(let s): return s
        case .variant(let v): return v.string
        default: return nil
        }
    }

    public var uint32: UInt32? {
        switch self {
        case .uint32(let v): return v
        case .variant(let v): return v.uint32
        default: return nil
        }
    }

    public var int64: Int64? {
        switch self {
        case .byte(let v): return Int64(v)
        case .int16(let v): return Int64(v)
        case .uint16(let v): return Int64(v)
        case .int32(let v): return Int64(v)
        case .uint32(let v): return Int64(v)
        case .int64(let v): return v
        case .uint64(let v): return Int64(clamping: v)
        case .variant(let v): return v.int64
        default: return nil
        }
    }

    public var bool: Bool? {
        switch self {
        case .bool(let v): return v
        case .variant(let v): return v.bool
        default: return nil
        }
    }

    /// The elements of an array (of any element type).
    public var elements: [DBusValue]? {
        switch self {
        case .array(_, let items): return items
        case .variant(let v): return v.elements
        default: return nil
        }
    }

    /// `a{sv}` and friends as a Swift dictionary keyed by string.
    public var stringKeyed: [String: DBusValue]? {
        switch self {
        case .dictionary(_, _, let entries):
            var out: [String: DBusValue] = [:]
            for entry in entries { if let k = entry.key.string { out[k] = entry.value } }
            return out
        case .variant(let v): return v.stringKeyed
        default: return nil
        }
    }

    /// A string array, `as`.
    public static func strings(_ items: [String]) -> DBusValue { .array(element: "s", items.map { .string($0) }) }
}
