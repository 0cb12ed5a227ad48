#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A number with a fixed count of decimals, written exactly as C's printf (and so Foundation's
/// `String(format:)`) writes it.
///
/// ```swift
/// FixedPoint.text(62.5, decimals: 1)                  // "62.5"
/// FixedPoint.text(0.25, decimals: 1)                  // "0.2": the exact binary value, ties to even
/// FixedPoint.text(2.675, decimals: 2)                 // "2.67": 2.675 is 2.67499999… as a Double
/// FixedPoint.text(0.0125, decimals: 3, signed: true)  // "+0.013" (`%+.3f`)
/// ```
/// It is printf itself (`vsnprintf`), so every rounding, `-0.000`, `inf` and `nan` stays byte for
/// byte what `String(format: "%.Nf")` gave; only the format is fixed here, so no argument can
/// mismatch it.
public enum FixedPoint {
    /// `%.Nf` for N = `decimals` (0 to 17), or `%+.Nf` when `signed`.
    public static func text(_ value: Double, decimals: Int, signed: Bool = false) -> String {
        precondition((0...17).contains(decimals), "0 to 17 decimals")
        return printf(signed ? "%+.*f" : "%.*f", Int32(decimals), value)
    }

    private static func printf(_ format: String, _ arguments: CVarArg...) -> String {
        // A va_list is used up by one call: one to measure, a fresh one to write.
        let length = withVaList(arguments) { vsnprintf(nil, 0, format, $0) }
        guard length > 0 else { return "" }
        var bytes = [CChar](repeating: 0, count: Int(length) + 1)
        _ = bytes.withUnsafeMutableBufferPointer { buffer in
            withVaList(arguments) { vsnprintf(buffer.baseAddress, buffer.count, format, $0) }
        }
        return String(decoding: bytes.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
