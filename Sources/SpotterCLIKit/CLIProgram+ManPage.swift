/// The program's manual page (roff, `man` section 1), written from the same declarations as
/// `--help`: every command with its usage, arguments, options and discussion.
///
/// ```swift
/// print(program.manPage(version: "0.1.0"))   // spotter man > spotter.1; man -l spotter.1
/// ```
extension CLIProgram {
    public func manPage(version: String) -> String {
        var out = [
            ".TH \(Roff.quoted(name.uppercased())) 1 \"\" \(Roff.quoted("\(name) \(version)")) \"User Commands\"",
            ".SH NAME",
            Roff.text("\(name) - \(summary)"),
            ".SH SYNOPSIS",
        ]
        out += usageLines.map { ".B\n" + Roff.text($0.trimmingLeadingSpaces) + "\n.br" }
        if !discussion.isEmpty {
            out += [".SH DESCRIPTION"] + Roff.block(discussion)
        }
        out.append(".SH OPTIONS")
        out += Roff.rows(options.rows.options)
        out.append(".SH COMMANDS")
        for command in commands { out += manSection(command, parent: [name]) }
        return out.joined(separator: "\n") + "\n"
    }

    private func manSection(_ command: CLICommand<Context>, parent: [String]) -> [String] {
        let path = parent + [command.name]
        var out = [".SS " + Roff.quoted(path.joined(separator: " ")), Roff.text(command.summary)]
        if command.run != nil {
            out +=
                [".PP", ".nf"] + HelpText.wrap(path.joined(separator: " "), command.signature.usageParts).map(Roff.text)
            out.append(".fi")
            let (arguments, options) = command.signature.rows
            out += Roff.rows(arguments + options.dropLast())
        }
        if !command.discussion.isEmpty { out += Roff.block(command.discussion) }
        for sub in command.subcommands { out += manSection(sub, parent: path) }
        return out
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}

/// Escaping for roff text.
enum Roff {
    /// A line of running text: backslashes and hyphens escaped, and a leading `.` or `'` (a request) defused.
    static func text(_ line: String) -> String {
        var out = ""
        for c in line {
            switch c {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            default: out.append(c)
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }

    /// `"spotter 0.1.0"`: one macro argument.
    static func quoted(_ text: String) -> String {
        "\"" + Roff.text(text).replacing("\"", with: "\\(dq") + "\""
    }

    /// Text whose line breaks and indentation matter (examples, aligned lists), kept as written.
    static func block(_ text: String) -> [String] {
        [".PP", ".nf"] + text.split(separator: "\n", omittingEmptySubsequences: false).map { Roff.text(String($0)) }
            + [".fi"]
    }

    /// One tagged paragraph a row: the argument in bold, its help below.
    static func rows(_ rows: [(String, String)]) -> [String] {
        rows.flatMap { [".TP", ".B " + quoted($0.0), text($0.1)] }
    }
}
