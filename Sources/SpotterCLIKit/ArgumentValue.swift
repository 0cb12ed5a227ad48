/// A value an option or positional can be read as, in the shape of swift-argument-parser's
/// `ExpressibleByArgument`: the type says how it reads its text and what a valid one looks like.
///
/// ```swift
/// struct Lease: ArgumentValue {
///     let seconds: Int
///     init?(argument: String) {
///         guard let s = Int(argument), (1...86400).contains(s) else { return nil }
///         seconds = s
///     }
///     static let expectation = "seconds from 1 to 86400"
/// }
/// let lease = Option("--lease", value: "SECONDS", help: "…")
/// try parsed.value(lease, as: Lease.self)   // nil when not given
/// // --lease 0: ArgumentError.invalidValue: "--lease takes seconds from 1 to 86400"
/// ```
/// The message names the option and says what it takes, so every command words it the same.
public protocol ArgumentValue {
    /// The value `argument` names, or nil when it names none.
    init?(argument: String)
    /// What a valid value looks like, after "takes": `seconds from 1 to 86400`.
    static var expectation: String { get }
}

/// A FILE argument: `-` for standard input, anything else a path.
///
/// ```swift
/// InputSource(argument: "-")           // .standardInput
/// InputSource(argument: "strong.csv")  // .path("strong.csv")
/// ```
public enum InputSource: ArgumentValue, Hashable, Sendable {
    case standardInput
    case path(String)

    public init?(argument: String) {
        guard !argument.isEmpty else { return nil }
        self = argument == "-" ? .standardInput : .path(argument)
    }

    public static let expectation = "a file, or - for standard input"

    /// How a message names it: the path, or `standard input`.
    public var name: String {
        switch self {
        case .standardInput: return "standard input"
        case .path(let path): return path
        }
    }
}

extension ParsedArguments {
    /// The option's value read as `T`, or nil when it was not given.
    ///
    /// - Throws: `ArgumentError.invalidValue` naming the option when the text reads as no `T`.
    public func value<T: ArgumentValue>(_ option: Option, as type: T.Type = T.self) throws -> T? {
        guard let text = self[option] else { return nil }
        return try read(text, option.declaration.name, as: type)
    }

    /// A required positional read as `T`.
    ///
    /// - Throws: `ArgumentError.invalidValue` naming the positional when the text reads as no `T`.
    public func value<T: ArgumentValue>(_ positional: Positional, as type: T.Type = T.self) throws -> T {
        try read(self[positional], positional.declaration.name, as: type)
    }

    /// An optional positional read as `T`, or nil when it was not given.
    ///
    /// - Throws: `ArgumentError.invalidValue` naming the positional when the text reads as no `T`.
    public func value<T: ArgumentValue>(_ positional: OptionalPositional, as type: T.Type = T.self) throws -> T? {
        guard let text = self[positional] else { return nil }
        return try read(text, positional.declaration.name, as: type)
    }

    private func read<T: ArgumentValue>(_ text: String, _ name: String, as type: T.Type) throws -> T {
        guard let value = T(argument: text) else { throw ArgumentError.invalidValue(name, expected: T.expectation) }
        return value
    }
}
