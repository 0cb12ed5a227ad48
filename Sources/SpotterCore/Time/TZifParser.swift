/// Why the bytes of a zoneinfo file could not be read as a zone.
///
/// ```swift
/// try Zone(identifier: "X", tzif: Array("hello".utf8))
/// // throws TZifError.badMagic: "not a TZif file (it does not start with \"TZif\")"
/// ```
public enum TZifError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file does not start with `TZif`.
    case badMagic
    /// The file ends inside the named part.
    case truncated(String)
    /// A count, index or order the format forbids.
    case invalid(String)
    /// The footer is not a POSIX TZ rule this reader understands.
    case badFooter(String)

    public var description: String {
        switch self {
        case .badMagic: return "not a TZif file (it does not start with \"TZif\")"
        case .truncated(let part): return "the TZif file ends inside its \(part)"
        case .invalid(let why): return "the TZif file is invalid: \(why)"
        case .badFooter(let text): return "the TZif footer \"\(text)\" is not a POSIX TZ rule"
        }
    }
}

/// Reads a TZif file (RFC 8536, versions 1 to 4) into a zone's rules.
///
/// Versions 2 and later are read from their 64-bit block and footer; the 32-bit block before it
/// is skipped. Leap-second records are skipped too (Spotter's instants are POSIX seconds), as
/// are the standard/wall and UT/local indicators, which only matter to a POSIX rule without dates.
enum TZifParser {
    static func parse(_ bytes: [UInt8]) throws(TZifError) -> ZoneRules {
        var r = ByteReader(bytes: bytes)
        let v1 = try Header.read(&r)
        guard v1.version >= 2 else {
            let block = try Block.read(&r, v1, timeSize: 4)
            return try rules(block, footer: nil)
        }
        try r.skip(v1.blockSize(timeSize: 4), "version 1 data")
        let v2 = try Header.read(&r)
        let block = try Block.read(&r, v2, timeSize: 8)
        return try rules(block, footer: try footer(&r))
    }

    private static func rules(_ block: Block, footer: PosixTZRule?) throws(TZifError) -> ZoneRules {
        var types: [LocalTimeType] = []
        for t in block.types {
            let name = try abbreviation(block.designations, at: t.designation)
            types.append(LocalTimeType(offset: t.offset, isDST: t.isDST, abbreviation: name))
        }
        for (a, b) in zip(block.transitions, block.transitions.dropFirst()) where a >= b {
            throw .invalid("transitions out of order")
        }
        return ZoneRules(
            transitions: block.transitions, types: block.typeIndices.map { types[$0] }, initial: types[0],
            footer: footer)
    }

    private static func abbreviation(_ chars: ArraySlice<UInt8>, at index: Int) throws(TZifError) -> String {
        guard index < chars.count else { throw .invalid("an abbreviation index is past the designations") }
        let start = chars.startIndex + index
        guard let end = chars[start...].firstIndex(of: 0) else { throw .invalid("an abbreviation is not terminated") }
        return String(decoding: chars[start..<end], as: UTF8.self)
    }

    /// `\nCET-1CEST,M3.5.0,M10.5.0/3\n`; an empty footer means no rule.
    private static func footer(_ r: inout ByteReader) throws(TZifError) -> PosixTZRule? {
        guard try r.byte("footer") == 10 else { throw .invalid("the footer does not start with a newline") }
        var text: [UInt8] = []
        while true {
            let b = try r.byte("footer")
            if b == 10 { break }
            text.append(b)
        }
        guard !text.isEmpty else { return nil }
        let string = String(decoding: text, as: UTF8.self)
        guard let rule = PosixTZRule.parse(string) else { throw .badFooter(string) }
        return rule
    }

    private struct Header {
        var version: Int
        var isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt: Int

        static func read(_ r: inout ByteReader) throws(TZifError) -> Header {
            guard r.remaining >= 4 else { throw r.at == 0 ? .badMagic : .truncated("second header") }
            guard try r.bytes(4, "header") == Array("TZif".utf8) else { throw .badMagic }
            let versionByte = try r.byte("header")
            let version: Int
            switch versionByte {
            case 0: version = 1
            case 50...57: version = Int(versionByte) - 48
            default: throw .invalid("unknown version byte \(versionByte)")
            }
            try r.skip(15, "header")
            var counts: [Int] = []
            for _ in 0..<6 { counts.append(try r.int(4, "header")) }
            let h = Header(
                version: version, isutcnt: counts[0], isstdcnt: counts[1], leapcnt: counts[2], timecnt: counts[3],
                typecnt: counts[4], charcnt: counts[5])
            guard counts.allSatisfy({ $0 >= 0 }), h.typecnt >= 1, h.charcnt >= 1,
                h.isutcnt == 0 || h.isutcnt == h.typecnt, h.isstdcnt == 0 || h.isstdcnt == h.typecnt
            else { throw .invalid("impossible counts in the header") }
            return h
        }

        func blockSize(timeSize: Int) -> Int {
            timecnt * timeSize + timecnt + typecnt * 6 + charcnt + leapcnt * (timeSize + 4) + isstdcnt + isutcnt
        }
    }

    private struct Block {
        var transitions: [Int] = []
        var typeIndices: [Int] = []
        var types: [(offset: Int, isDST: Bool, designation: Int)] = []
        var designations: ArraySlice<UInt8> = []

        static func read(_ r: inout ByteReader, _ h: Header, timeSize: Int) throws(TZifError) -> Block {
            guard r.remaining >= h.blockSize(timeSize: timeSize) else { throw .truncated("data") }
            var b = Block()
            for _ in 0..<h.timecnt { b.transitions.append(try r.int(timeSize, "transitions")) }
            for _ in 0..<h.timecnt {
                let index = Int(try r.byte("transition types"))
                guard index < h.typecnt else { throw .invalid("a transition names type \(index) of \(h.typecnt)") }
                b.typeIndices.append(index)
            }
            for _ in 0..<h.typecnt {
                let offset = try r.int(4, "local time types")
                let isDST = try r.byte("local time types")
                let designation = Int(try r.byte("local time types"))
                guard isDST <= 1, offset > -25 * 3600, offset < 26 * 3600 else {
                    throw .invalid("a local time type is out of range")
                }
                b.types.append((offset, isDST == 1, designation))
            }
            b.designations = try r.slice(h.charcnt, "designations")
            try r.skip(h.leapcnt * (timeSize + 4) + h.isstdcnt + h.isutcnt, "leap seconds and indicators")
            return b
        }
    }
}

/// Big-endian fields from the front of a byte array; every read says what it was reading.
private struct ByteReader {
    let bytes: [UInt8]
    var at = 0

    var remaining: Int { bytes.count - at }

    mutating func slice(_ count: Int, _ part: String) throws(TZifError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else { throw .truncated(part) }
        defer { at += count }
        return bytes[at..<(at + count)]
    }

    mutating func bytes(_ count: Int, _ part: String) throws(TZifError) -> [UInt8] { Array(try slice(count, part)) }

    mutating func skip(_ count: Int, _ part: String) throws(TZifError) { _ = try slice(count, part) }

    mutating func byte(_ part: String) throws(TZifError) -> UInt8 { try slice(1, part).first! }

    /// A signed big-endian integer of 4 or 8 bytes.
    mutating func int(_ size: Int, _ part: String) throws(TZifError) -> Int {
        var n: UInt64 = 0
        for b in try slice(size, part) { n = n << 8 | UInt64(b) }
        return size == 4 ? Int(Int32(truncatingIfNeeded: n)) : Int(Int64(bitPattern: n))
    }
}
