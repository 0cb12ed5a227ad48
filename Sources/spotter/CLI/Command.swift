import Foundation

/// A `spotter` subcommand: a name, a one-line summary, a help text that teaches by example, and a run.
///
/// To add one: in `Commands/`, extend `Command` with a static value and list it in `SpotterCLI.commands`.
///
/// ```swift
/// extension Command {
///     static let hello = Command(name: "hello", summary: "say hello", help: "Usage: spotter hello") { args, context in
///         context.out("hello")
///         return 0
///     }
/// }
/// ```
struct Command: Sendable {
    /// The word after `spotter`: `config`.
    let name: String
    /// One line for `spotter --help`.
    let summary: String
    /// The whole `spotter NAME --help` text.
    let help: String
    /// Runs with the arguments after the command's name; returns the exit status.
    let run: @Sendable ([String], CommandContext) throws -> Int32
}

/// A mistake on the command line: printed with a hint, exit status 2, nothing changed.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// A failure that is not the user's typing (a broken database, a missing tool): exit status 1.
struct RuntimeFailure: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
