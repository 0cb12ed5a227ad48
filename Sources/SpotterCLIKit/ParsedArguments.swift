/// The values a command line gave, read back through the handles that declared them.
///
/// ```swift
/// let json = Flag("--json", help: "print JSON")
/// let key = Positional("KEY", help: "a setting's name")
/// let parsed = try Signature([key, json]).parse(["quiet-hours", "--json"])
/// parsed[json]   // true
/// parsed[key]    // "quiet-hours"
/// ```
public struct ParsedArguments: Sendable, Equatable {
    /// Every given value under its declaration's name; a flag holds one empty string per use.
    var values = GivenValues()
    /// `--help` or `-h` was given: show the help and run nothing.
    public internal(set) var helpRequested = false

    public init() {}

    public subscript(_ flag: Flag) -> Bool { values[flag.declaration.name] != nil }
    public subscript(_ option: Option) -> String? { values[option.declaration.name]?.last }
    public subscript(_ option: RepeatedOption) -> [String] { values[option.declaration.name] ?? [] }
    /// A required positional; empty only if the handle is not in the signature that parsed.
    public subscript(_ positional: Positional) -> String { values[positional.declaration.name]?.first ?? "" }
    public subscript(_ positional: OptionalPositional) -> String? { values[positional.declaration.name]?.first }
    public subscript(_ positionals: Positionals) -> [String] { values[positionals.declaration.name] ?? [] }
    public subscript(_ rest: RestOfLine) -> [String] { values[rest.declaration.name] ?? [] }

    /// Whether any of these options or flags was given (`--file` cannot be combined with …).
    public func containsAny(_ handles: [any ArgumentHandle]) -> Bool {
        handles.contains { values[$0.declaration.name] != nil }
    }
}
