/// One thing a command accepts on its command line, as the parser and the help both read it.
///
/// Commands do not build these directly: they declare typed handles (``Flag``, ``Option``,
/// ``Positional`` …) and read the parsed values back through the same handles.
public struct ArgumentDeclaration: Sendable, Equatable {
    /// How the parser treats the argument.
    public enum Kind: Sendable, Equatable {
        /// `--json`: present or not.
        case flag
        /// `--now TIME` or `--now=TIME`, at most once.
        case option
        /// `--tag T`, any number of times, in order.
        case repeatedOption
        /// `KEY`: exactly one word.
        case positional
        /// `[DATE]`: one word or none.
        case optionalPositional
        /// `ACTIVITY…`: at least `minimum` words; options may still come between them.
        case positionals(minimum: Int)
        /// `VALUE…`: everything after the positionals before it, taken as typed (options, `--help` and
        /// all), so `config set sendmail-command /usr/bin/msmtp -t` needs no quotes. At least `minimum` words.
        case rest(minimum: Int)
    }

    public let kind: Kind
    /// `--json` for options and flags, `KEY` for positionals: the key the parsed value is stored under.
    public let name: String
    /// `TIME` in `--now TIME`; nil for flags and positionals.
    public let valueName: String?
    /// One line for `--help`.
    public let help: String

    var isNamed: Bool {
        switch kind {
        case .flag, .option, .repeatedOption: return true
        case .positional, .optionalPositional, .positionals, .rest: return false
        }
    }
}

/// A typed handle on a declaration: what a command puts in its ``Signature`` and reads back from
/// ``ParsedArguments``.
public protocol ArgumentHandle: Sendable {
    var declaration: ArgumentDeclaration { get }
}

/// `--json`: true when given. Reads back as `Bool`.
public struct Flag: ArgumentHandle {
    public let declaration: ArgumentDeclaration
    public init(_ name: String, help: String) {
        declaration = ArgumentDeclaration(kind: .flag, name: name, valueName: nil, help: help)
    }
}

/// `--now TIME` or `--now=TIME`, at most once. Reads back as `String?`.
public struct Option: ArgumentHandle {
    public let declaration: ArgumentDeclaration
    public init(_ name: String, value: String, help: String) {
        declaration = ArgumentDeclaration(kind: .option, name: name, valueName: value, help: help)
    }
}

/// `--tag T`, as often as the user likes. Reads back as `[String]` in the order given.
public struct RepeatedOption: ArgumentHandle {
    public let declaration: ArgumentDeclaration
    public init(_ name: String, value: String, help: String) {
        declaration = ArgumentDeclaration(kind: .repeatedOption, name: name, valueName: value, help: help)
    }
}

/// `KEY`: one required word. Reads back as `String`.
public struct Positional: ArgumentHandle {
    public let declaration: ArgumentDeclaration
    public init(_ name: String, help: String) {
        declaration = ArgumentDeclaration(kind: .positional, name: name, valueName: nil, help: help)
    }
}

/// `[DATE]`: one word, or none. Reads back as `String?`.
public struct OptionalPositional: ArgumentHandle {
    public let declaration: ArgumentDeclaration
    public init(_ name: String, help: String) {
        declaration = ArgumentDeclaration(kind: .optionalPositional, name: name, valueName: nil, help: help)
    }
}

/// `ACTIVITY…`: several words (at least `minimum`). Reads back as `[String]`.
public struct Positionals: ArgumentHandle {
    public let declaration: ArgumentDeclaration
    public init(_ name: String, minimum: Int = 1, help: String) {
        declaration = ArgumentDeclaration(kind: .positionals(minimum: minimum), name: name, valueName: nil, help: help)
    }
}

/// `VALUE…`: the rest of the line exactly as typed, options included. It must come last.
/// Reads back as `[String]`; one leading `--` is dropped, so `-- --literal` stays possible.
public struct RestOfLine: ArgumentHandle {
    public let declaration: ArgumentDeclaration
    public init(_ name: String, minimum: Int = 1, help: String) {
        declaration = ArgumentDeclaration(kind: .rest(minimum: minimum), name: name, valueName: nil, help: help)
    }
}
