import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Why a file operation failed, in the system's own words, for messages such as
/// `cannot read plan.txt: No such file or directory`.
///
/// ```swift
/// do { _ = try String(contentsOfFile: "/nope", encoding: .utf8) } catch {
///     FailureReason.text(error)   // "No such file or directory" (the errno under Foundation's CocoaError)
/// }
/// FailureReason.text(POSIXError(.EACCES))   // "Permission denied"
/// ```
/// A file that is not UTF-8 reads `not UTF-8 text`; any other error reads as it describes itself.
public enum FailureReason {
    public static func text(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return errnoText(posix.code.rawValue) }
        guard let cocoa = error as? CocoaError else { return "\(error)" }
        if let posix = cocoa.underlying as? POSIXError { return errnoText(posix.code.rawValue) }
        switch cocoa.code {
        case .fileReadCorruptFile, .fileReadInapplicableStringEncoding: return "not UTF-8 text"
        case .fileReadNoSuchFile, .fileNoSuchFile: return errnoText(ENOENT)
        case .fileReadNoPermission, .fileWriteNoPermission: return errnoText(EACCES)
        default: return "\(error)"
        }
    }

    /// The text of an error number, as `Errno` words it for every failed system call.
    static func errnoText(_ code: Int32) -> String { Errno(rawValue: code).description }
}
