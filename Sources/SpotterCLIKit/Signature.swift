/// Everything one command accepts, in the order its usage line shows it.
///
/// The same list parses the command line and writes the usage line and the argument rows of
/// `--help`, so the help cannot drift from what is accepted.
///
/// ```swift
/// let exercise = Positional("EXERCISE", help: "an exercise id or name")
/// let rpe = Option("--rpe", value: "N", help: "how hard it was, 1 to 10")
/// let signature: Signature = [exercise, rpe]
/// signature.usage                                   // "EXERCISE [--rpe N]"
/// try signature.parse(["bench", "--rpe=8"])[rpe]    // "8"
/// ```
///
/// Options may come before, between or after positionals; `--` ends them (what follows is
/// positional even if it starts with `-`); a lone `-` is a positional (standard input);
/// `--help` or `-h` anywhere before `--` asks for help instead.
public struct Signature: Sendable, ExpressibleByArrayLiteral {
    public let declarations: [ArgumentDeclaration]

    public init(_ handles: [any ArgumentHandle]) {
        declarations = handles.map(\.declaration)
        assert(Set(declarations.map(\.name)).count == declarations.count, "two arguments share a name")
        assert(!declarations.contains { $0.name == "--help" || $0.name == "-h" }, "--help is always declared")
        assert(
            declarations.firstIndex { if case .rest = $0.kind { return true } else { return false } }
                .map { $0 == declarations.count - 1 } ?? true,
            "the rest of the line must be declared last")
    }

    public init(arrayLiteral handles: any ArgumentHandle...) { self.init(handles) }

    /// `EXERCISE SET [--rpe N]`: what `--help` and every error print after the command's name.
    public var usage: String { usageParts.joined(separator: " ") }

    /// The usage line's words, one per declaration, for wrapping a long line between them.
    var usageParts: [String] {
        declarations.map { d in
            switch d.kind {
            case .flag: return "[\(d.name)]"
            case .option: return "[\(d.name) \(d.valueName ?? "VALUE")]"
            case .repeatedOption: return "[\(d.name) \(d.valueName ?? "VALUE") …]"
            case .positional: return d.name
            case .optionalPositional: return "[\(d.name)]"
            case .positionals(let minimum), .rest(let minimum): return minimum > 0 ? "\(d.name)…" : "[\(d.name)…]"
            }
        }
    }

    /// The help rows: positionals under "Arguments:", options and flags (and `--help`) under "Options:".
    var rows: (arguments: [(String, String)], options: [(String, String)]) {
        var arguments: [(String, String)] = []
        var options: [(String, String)] = []
        for d in declarations {
            switch d.kind {
            case .flag: options.append((d.name, d.help))
            case .option: options.append(("\(d.name) \(d.valueName ?? "VALUE")", d.help))
            case .repeatedOption: options.append(("\(d.name) \(d.valueName ?? "VALUE")", d.help + " (repeatable)"))
            case .positional: arguments.append((d.name, d.help))
            case .optionalPositional: arguments.append(("[\(d.name)]", d.help))
            case .positionals, .rest: arguments.append(("\(d.name)…", d.help))
            }
        }
        options.append(("-h, --help", "show this help"))
        return (arguments, options)
    }
}
