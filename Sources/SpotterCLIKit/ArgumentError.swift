/// What is wrong with a command line, in words for the person who typed it.
///
/// The caller prints it after `spotter CMD: ` and follows it with the usage line; the exit status is 2.
public enum ArgumentError: Error, Equatable, CustomStringConvertible {
    /// `--frob`, or `-x`: nothing of that name is declared.
    case unknownOption(String)
    /// `--now` at the end of the line, or followed by another option.
    case missingValue(option: String, valueName: String)
    /// `--json=yes`: a flag was given a value.
    case flagWithValue(String)
    /// `--now A --now B` for an option that is taken once.
    case optionGivenTwice(String)
    /// A required positional (or too few words for a repeated one) is missing.
    case missingArgument(String)
    /// A word that no positional takes (`pause 3d extra`).
    case unexpectedArgument(String)
    /// `config frob`: the word is not one of the subcommands.
    case unknownSubcommand(String, expected: [String])
    /// `config` alone: a subcommand is needed.
    case missingSubcommand(expected: [String])
    /// `spotter frob`: the program has no such command.
    case unknownCommand(String, known: [String])
    /// `--lease 0`: the value reads as nothing the option takes (`ArgumentValue`).
    case invalidValue(String, expected: String)

    public var description: String {
        switch self {
        case .unknownOption(let name): return "unknown option \(name)"
        case .missingValue(let option, let valueName): return "\(option) needs a value (\(valueName))"
        case .flagWithValue(let name): return "\(name) takes no value"
        case .optionGivenTwice(let name): return "\(name) is given more than once"
        case .missingArgument(let name): return "missing \(name)"
        case .unexpectedArgument(let word): return "unexpected argument \"\(word)\""
        case .unknownSubcommand(let word, let expected):
            return "unknown subcommand \"\(word)\"; expected \(Self.list(expected))"
        case .missingSubcommand(let expected): return "expected \(Self.list(expected))"
        case .unknownCommand(let word, let known):
            return "unknown command \"\(word)\"; commands: \(known.joined(separator: ", "))"
        case .invalidValue(let name, let expected): return "\(name) takes \(expected)"
        }
    }

    /// `a`, `a or b`, `a, b or c`: how a refusal lists the words a value may be.
    public static func list(_ words: [String]) -> String {
        guard let last = words.last else { return "nothing" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
    }
}
