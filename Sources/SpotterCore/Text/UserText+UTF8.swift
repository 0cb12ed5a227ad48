extension UserText {
    /// Where bytes stop being UTF-8: `line 3: not valid UTF-8 (byte 0xFF at column 17)`.
    ///
    /// Lines and columns are 1-based; the column counts bytes, as an editor's hex view would.
    public struct InvalidUTF8: Error, Equatable, Sendable, CustomStringConvertible {
        public let line: Int
        public let column: Int
        public let byte: UInt8
        /// The sentence without the line: `not valid UTF-8 (byte 0xFF at column 17)`.
        public var problem: String {
            let hex = String(byte, radix: 16, uppercase: true)
            return "not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" : "")\(hex) at column \(column))"
        }
        public var description: String { "line \(line): \(problem)" }
    }

    /// Decodes a file or an argument as UTF-8, refusing (rather than repairing) invalid bytes.
    ///
    /// ```swift
    /// try UserText.decodeUTF8(Array("a\nb".utf8) + [0xFF])  // throws: line 2: not valid UTF-8 (byte 0xFF at column 2)
    /// ```
    /// `String(decoding:as:)` would turn the byte into U+FFFD and store a name nobody typed.
    public static func decodeUTF8(_ bytes: some Collection<UInt8>) throws -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var line = 1
        var lineStart = 0
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                offset += UTF8.width(scalar)
                if scalar == "\n" {
                    line += 1
                    lineStart = offset
                }
            case .emptyInput:
                return String(scalars)
            case .error:
                // Everything before `offset` decoded, so the bad sequence starts there.
                let byte = bytes.dropFirst(offset).first ?? 0
                throw InvalidUTF8(line: line, column: offset - lineStart + 1, byte: byte)
            }
        }
    }
}
