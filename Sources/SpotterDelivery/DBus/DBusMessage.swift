/// One D-Bus message: a header (type, serial, routing fields) and a typed body.
///
/// ```swift
/// var call = DBusMessage.methodCall(
///     destination: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
///     interface: "org.freedesktop.Notifications", member: "GetServerInformation")
/// call.serial = 2
/// let bytes = call.encoded()   // ready to write to the socket
/// ```
public struct DBusMessage: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case methodCall = 1
        case methodReturn = 2
        case error = 3
        case signal = 4
    }

    public var kind: Kind
    public var flags: UInt8 = 0
    public var serial: UInt32 = 0
    public var path: String?
    public var interface: String?
    public var member: String?
    public var errorName: String?
    public var replySerial: UInt32?
    public var destination: String?
    public var sender: String?
    public var body: [DBusValue] = []

    public var signature: String { body.map(\.signature).joined() }

    public static func methodCall(
        destination: String, path: String, interface: String, member: String, body: [DBusValue] = []
    ) -> DBusMessage {
        var m = DBusMessage(kind: .methodCall)
        m.destination = destination
        m.path = path
        m.interface = interface
        m.member = member
        m.body = body
        return m
    }

    /// The wire bytes: 12-byte fixed header, the header fields, padding to 8, the body.
    public func encoded() -> [UInt8] {
        var bodyWriter = DBusWriter()
        for value in body { bodyWriter.write(value) }
        var fields: [DBusValue] = []
        func field(_ code: UInt8, _ value: DBusValue?) {
            if let value { fields.append(.structure([.byte(code), .variant(value)])) }
        }
        field(1, path.map { .objectPath($0) })
        field(2, interface.map { .string($0) })
        field(3, member.map { .string($0) })
        field(4, errorName.map { .string($0) })
        field(5, replySerial.map { .uint32($0) })
        field(6, destination.map { .string($0) })
        field(7, sender.map { .string($0) })
        if !body.isEmpty { field(8, .signature(signature)) }

        var w = DBusWriter()
        w.write(.byte(UInt8(ascii: "l")))
        w.write(.byte(kind.rawValue))
        w.write(.byte(flags))
        w.write(.byte(1))
        w.write(.uint32(UInt32(bodyWriter.bytes.count)))
        w.write(.uint32(serial))
        w.write(.array(element: "(yv)", fields))
        w.pad(to: 8)
        return w.bytes + bodyWriter.bytes
    }

    /// How many bytes the whole message has, read from its first 16 bytes; nil if fewer are given.
    static func totalLength(ofPrefix prefix: [UInt8]) throws -> Int? {
        guard prefix.count >= 16 else { return nil }
        let big: Bool
        switch prefix[0] {
        case UInt8(ascii: "l"): big = false
        case UInt8(ascii: "B"): big = true
        default: throw DBusError.malformed("byte order \(prefix[0])")
        }
        var r = DBusReader(bytes: Array(prefix[0..<16]), bigEndian: big, position: 4)
        let bodyLength = Int(try r.read(type: "u").int64 ?? 0)
        _ = try r.read(type: "u")
        let fieldsLength = Int(try r.read(type: "u").int64 ?? 0)
        let headerEnd = (16 + fieldsLength + 7) / 8 * 8
        guard bodyLength < 128 << 20, fieldsLength < 1 << 20 else { throw DBusError.malformed("message too large") }
        return headerEnd + bodyLength
    }

    /// Decodes one complete message.
    public static func decode(_ bytes: [UInt8]) throws -> DBusMessage {
        guard let total = try totalLength(ofPrefix: bytes), total == bytes.count else {
            throw DBusError.malformed("length mismatch")
        }
        let big = bytes[0] == UInt8(ascii: "B")
        guard let kind = Kind(rawValue: bytes[1]) else { throw DBusError.malformed("message type \(bytes[1])") }
        var r = DBusReader(bytes: bytes, bigEndian: big, position: 4)
        let bodyLength = Int(try r.read(type: "u").int64 ?? 0)
        var message = DBusMessage(kind: kind, flags: bytes[2])
        message.serial = try r.read(type: "u").uint32 ?? 0
        var signature = ""
        for field in try r.read(type: "a(yv)").elements ?? [] {
            guard case .structure(let pair) = field, pair.count == 2, case .byte(let code) = pair[0] else { continue }
            let value = pair[1]
            switch code {
            case 1: message.path = value.string
            case 2: message.interface = value.string
            case 3: message.member = value.string
            case 4: message.errorName = value.string
            case 5: message.replySerial = value.uint32
            case 6: message.destination = value.string
            case 7: message.sender = value.string
            case 8: signature = value.string ?? ""
            default: break  // unknown fields must be ignored
            }
        }
        try r.align(8)
        let bodyStart = r.position
        guard bodyStart + bodyLength == bytes.count else { throw DBusError.malformed("body length") }
        var body = DBusReader(bytes: bytes, bigEndian: big, base: bodyStart)
        message.body = try body.read(signature: signature)
        return message
    }
}
