/// An option value that is one of a few words: an enum whose raw values are the words.
///
/// ```swift
/// enum Format: String, ArgumentChoice { case plain, json }
/// let format = Option("--format", choices: Format.self, help: "json: for waybar")
/// // usage and --help: [--format plain|json]; the completions offer plain and json
/// try parsed.value(format, as: Format.self)   // .json, or nil when not given
/// // --format xml: ArgumentError.invalidValue: "--format takes plain or json"
/// ```
/// The words are written once, in the enum: the parse, the refusal, the value name in `--help`,
/// the man page and the completions are all read from its cases.
public protocol ArgumentChoice: ArgumentValue, CaseIterable, RawRepresentable where RawValue == String {}

extension ArgumentChoice {
    public init?(argument: String) { self.init(rawValue: argument) }

    /// `plain or json`, `spotter, strong or hevy`.
    public static var expectation: String { ArgumentError.list(allCases.map(\.rawValue)) }

    /// `plain|json`: the value name the usage line shows and the completions read as choices.
    public static var valueName: String { allCases.map(\.rawValue).joined(separator: "|") }
}

extension Option {
    /// `--format plain|json`: an option whose value is one of `T`'s words, named by them.
    public init<T: ArgumentChoice>(_ name: String, choices: T.Type, help: String) {
        self.init(name, value: T.valueName, help: help)
    }
}
