/// The line a long import redraws on a terminal while it writes.
///
/// ```swift
/// ImportProgress.line(done: 3_364, total: 8_410)
/// // "Importing [#########---------------]  40%  3,364 of 8,410 sets"
/// ```
public enum ImportProgress {
    /// Sets from which an import shows progress: fewer are written in a moment.
    public static let threshold = 5_000

    public static func line(done: Int, total: Int, width: Int = 24) -> String {
        let total = max(total, 1)
        let done = min(max(done, 0), total)
        let filled = done * width / total
        let percent = done * 100 / total
        let pad = String(repeating: " ", count: max(0, 3 - String(percent).count))
        return "Importing [" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            + "] "
            + pad + "\(percent)%  \(ImportSummary.grouped(done)) of \(ImportSummary.grouped(total)) sets"
    }
}
