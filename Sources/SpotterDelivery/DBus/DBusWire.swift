/// Marshals values into D-Bus wire format, little-endian, aligning from the message start.
///
/// ```swift
/// var w = DBusWriter()
/// w.write(.string("hi"))   // 02 00 00 00 68 69 00
/// ```
/// Alignment is relative to the start of the buffer, so a body written by its own writer is
/// correct as long as it starts at an 8-byte boundary of the message (the header is padded to 8).
struct DBusWriter {
    private(set) var bytes: [UInt8] = []

    mutating func pad(to alignment: Int) {
        while bytes.count % alignment != 0 { bytes.append(0) }
    }

    private mutating func raw<T: FixedWidthInteger>(_ v: T) {
        pad(to: MemoryLayout<T>.size)
        withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: DBusValue) {
        switch value {
        case .byte(let v): bytes.append(v)
        case .bool(let v): raw(UInt32(v ? 1 : 0))
        case .int16(let v): raw(v)
        case .uint16(let v): raw(v)
        case .int32(let v): raw(v)
        case .uint32(let v): raw(v)
        case .int64(let v): raw(v)
        case .uint64(let v): raw(v)
        case .double(let v): raw(v.bitPattern)
        case .string(let s), .objectPath(let s):
            let utf8 = Array(s.utf8)
            raw(UInt32(utf8.count))
            bytes += utf8
            bytes.append(0)
        case .signature(let s):
            let utf8 = Array(s.utf8)
            bytes.append(UInt8(utf8.count))
            bytes += utf8
            bytes.append(0)
        case .variant(let inner):
            write(.signature(inner.signature))
            write(inner)
        case .array(let element, let items):
            writeArray(elementAlignment: DBusSignature.alignment(of: element)) {
                for item in items { $0.write(item) }
            }
        case .dictionary(_, _, let entries):
            writeArray(elementAlignment: 8) {
                for entry in entries {
                    $0.pad(to: 8)
                    $0.write(entry.key)
                    $0.write(entry.value)
                }
            }
        case .structure(let fields):
            pad(to: 8)
            for f in fields { write(f) }
        }
    }

    /// The length counts the elements only, not the padding between the length and the first one.
    private mutating func writeArray(elementAlignment: Int, _ body: (inout DBusWriter) -> Void) {
        raw(UInt32(0))
        let lengthAt = bytes.count - 4
        pad(to: elementAlignment)
        let start = bytes.count
        body(&self)
        let length = UInt32(bytes.count - start)
        withUnsafeBytes(of: length.littleEndian) { bytes.replaceSubrange(lengthAt..<lengthAt + 4, with: $0) }
    }
}

/// Reads values of a given signature out of wire bytes, either byte order.
struct DBusReader {
    let bytes: [UInt8]
    let bigEndian: Bool
    /// Alignment is computed from this offset (where the message, or the body, starts).
    let base: Int
    private(set) var position: Int

    init(bytes: [UInt8], bigEndian: Bool = false, base: Int = 0, position: Int? = nil) {
        self.bytes = bytes
        self.bigEndian = bigEndian
        self.base = base
        self.position = position ?? base
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func align(_ alignment: Int) throws {
        let rel = position - base
        let padded = (rel + alignment - 1) / alignment * alignment
        guard base + padded <= bytes.count else { throw DBusError.malformed("truncated padding") }
        position = base + padded
    }

    private mutating func raw<T: FixedWidthInteger>(_: T.Type) throws -> T {
        try align(MemoryLayout<T>.size)
        let size = MemoryLayout<T>.size
        guard position + size <= bytes.count else { throw DBusError.malformed("truncated \(T.self)") }
        var v: T = 0
        withUnsafeMutableBytes(of: &v) { $0.copyBytes(from: bytes[position..<position + size]) }
        position += size
        return bigEndian ? T(bigEndian: v) : T(littleEndian: v)
    }

    private mutating func text(count: Int) throws -> String {
        guard count >= 0, position + count < bytes.count else { throw DBusError.malformed("truncated string") }
        let s = String(decoding: bytes[position..<position + count], as: UTF8.self)
        position += count + 1  // the NUL
        return s
    }

    /// Reads every complete type of `signature` in order.
    mutating func read(signature: String) throws -> [DBusValue] {
        try DBusSignature.split(signature).map { try read(type: $0) }
    }

    /// Reads one value of a single complete type.
    mutating func read(type: String) throws -> DBusValue {
        guard let code = type.first else { throw DBusError.malformed("empty type") }
        switch code {
        case "y":
            guard position < bytes.count else { throw DBusError.malformed("truncated byte") }
            position += 1
            return .byte(bytes[position - 1])
        case "b": return .bool(try raw(UInt32.self) != 0)
        case "n": return .int16(try raw(Int16.self))
        case "q": return .uint16(try raw(UInt16.self))
        case "i": return .int32(try raw(Int32.self))
        case "u", "h": return .uint32(try raw(UInt32.self))
        case "x": return .int64(try raw(Int64.self))
        case "t": return .uint64(try raw(UInt64.self))
        case "d": return .double(Double(bitPattern: try raw(UInt64.self)))
        case "s": return .string(try text(count: Int(try raw(UInt32.self))))
        case "o": return .objectPath(try text(count: Int(try raw(UInt32.self))))
        case "g":
            guard position < bytes.count else { throw DBusError.malformed("truncated signature") }
            let count = Int(bytes[position])
            position += 1
            return .signature(try text(count: count))
        case "v":
            guard case .signature(let inner) = try read(type: "g") else { throw DBusError.malformed("variant") }
            guard DBusSignature.split(inner).count == 1 else { throw DBusError.malformed("variant signature \(inner)") }
            return .variant(try read(type: inner))
        case "(":
            try align(8)
            let inner = String(type.dropFirst().dropLast())
            return .structure(try read(signature: inner))
        case "a":
            let element = String(type.dropFirst())
            let length = Int(try raw(UInt32.self))
            guard length <= 64 << 20 else { throw DBusError.malformed("array of \(length) bytes") }
            try align(DBusSignature.alignment(of: element))
            let end = position + length
            guard end <= bytes.count else { throw DBusError.malformed("truncated array") }
            if element.hasPrefix("{") {
                let kv = DBusSignature.split(String(element.dropFirst().dropLast()))
                guard kv.count == 2 else { throw DBusError.malformed("dict entry \(element)") }
                var entries: [DBusValue.DictEntry] = []
                while position < end {
                    try align(8)
                    entries.append(.init(try read(type: kv[0]), try read(type: kv[1])))
                }
                return .dictionary(key: kv[0], value: kv[1], entries)
            }
            var items: [DBusValue] = []
            while position < end { items.append(try read(type: element)) }
            return .array(element: element, items)
        default:
            throw DBusError.malformed("unknown type code \(code)")
        }
    }
}

/// Signature helpers: split into complete types, and each type's alignment.
enum DBusSignature {
    /// `"susa{sv}i"` → `["s", "u", "s", "a{sv}", "i"]`.
    static func split(_ signature: String) -> [String] {
        var out: [String] = []
        var chars = Substring(signature)
        while !chars.isEmpty {
            let length = completeTypeLength(chars)
            out.append(String(chars.prefix(length)))
            chars = chars.dropFirst(length)
        }
        return out
    }

    private static func completeTypeLength(_ s: Substring) -> Int {
        guard let first = s.first else { return 0 }
        switch first {
        case "a": return 1 + completeTypeLength(s.dropFirst())
        case "(", "{":
            var depth = 0
            var length = 0
            for c in s {
                length += 1
                if c == "(" || c == "{" { depth += 1 }
                if c == ")" || c == "}" { depth -= 1 }
                if depth == 0 { break }
            }
            return length
        default: return 1
        }
    }

    static func alignment(of type: String) -> Int {
        switch type.first {
        case "y", "g", "v": return 1
        case "n", "q": return 2
        case "x", "t", "d", "(", "{": return 8
        default: return 4
        }
    }
}
