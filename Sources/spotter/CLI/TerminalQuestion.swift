import FoundationEssentials
import Glibc
import SpotterCLIKit
import SpotterCore
import SpotterSystem

/// A yes/no question before a change that cannot be undone (`Merge 412 sets …?`, `Delete Push …?`).
///
/// ```swift
/// guard try TerminalQuestion.confirmed("Delete Push of Mon 2026-11-30?", yes: arguments[Arg.yes]) else {
///     context.out("Nothing deleted")
///     return 1
/// }
/// ```
/// `--yes` answers it; otherwise it is asked on the terminal, and without one (a script, a pipe)
/// it is not asked at all: a usage error (exit 2) that says to add `--yes`.
enum TerminalQuestion {
    static func confirmed(_ question: String, yes: Bool) throws -> Bool {
        if yes { return true }
        guard isatty(0) == 1 else { throw UsageError("\(question) Not asked without a terminal; add --yes") }
        try? FileDescriptor.standardOutput.writeAll(TerminalText.escaped(question + " [y/N] "))
        let answer = (readLine() ?? "").trimmingWhitespace().lowercased()
        return answer == "y" || answer == "yes"
    }
}
