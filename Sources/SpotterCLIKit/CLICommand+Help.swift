extension CLICommand {
    /// `spotter config set KEY VALUE…`, one per way to call this command (every leaf beneath it).
    public func usageLines(path: [String]) -> [String] {
        let here = (path + [name]).joined(separator: " ")
        var lines: [String] = []
        if run != nil {
            lines += HelpText.wrap(here, signature.usageParts)
        }
        for sub in subcommands {
            lines += sub.usageLines(path: path + [name])
        }
        return lines
    }

    /// `Usage: …` with further ways to call it aligned below: what errors print.
    public func usage(path: [String]) -> String {
        HelpText.usage(usageLines(path: path))
    }

    /// The whole `--help` text: summary, usage, subcommands, arguments, options, then the discussion.
    public func help(path: [String]) -> String {
        let (arguments, options) = signature.rows
        var sections: [(String, [(String, String)])] = []
        if !subcommands.isEmpty {
            sections.append(
                (
                    "Subcommands:",
                    subcommands.map { ($0.name, $0.summary + ($0.name == defaultSubcommand ? " (the default)" : "")) }
                ))
        }
        if run != nil && !arguments.isEmpty { sections.append(("Arguments:", arguments)) }
        sections.append(("Options:", run != nil ? options : [("-h, --help", "show this help")]))
        return HelpText.page(
            title: "\((path + [name]).joined(separator: " ")): \(summary)", usage: usageLines(path: path),
            sections: sections, discussion: discussion)
    }
}

/// The layout every help page shares.
enum HelpText {
    /// The left column is at most this wide; a longer entry pushes its own help over.
    static let maximumColumn = 26
    /// A usage line longer than this goes on below, indented under its first argument.
    static let usageWidth = 92

    /// `spotter plan new [--race DISTANCE] …` as lines of at most ``usageWidth`` (unless one part is longer).
    static func wrap(_ head: String, _ parts: [String]) -> [String] {
        var lines = [head]
        for part in parts {
            if lines[lines.count - 1].count + 1 + part.count > usageWidth && lines[lines.count - 1].count > head.count {
                lines.append(String(repeating: " ", count: head.count))
            }
            lines[lines.count - 1] += " " + part
        }
        return lines
    }

    static func usage(_ lines: [String]) -> String {
        lines.enumerated().map { ($0.offset == 0 ? "Usage: " : "       ") + $0.element }.joined(separator: "\n")
    }

    static func page(title: String, usage lines: [String], sections: [(String, [(String, String)])], discussion: String)
        -> String
    {
        let width = min(maximumColumn, sections.flatMap { $0.1 }.map(\.0.count).max() ?? 0)
        var out = [title, "", usage(lines)]
        for (heading, rows) in sections where !rows.isEmpty {
            out.append("")
            out.append(heading)
            for (left, right) in rows {
                let pad = left.count < width ? String(repeating: " ", count: width - left.count) : ""
                out.append("  \(left)\(pad)  \(right)")
            }
        }
        if !discussion.isEmpty {
            out.append("")
            out.append(discussion)
        }
        return out.joined(separator: "\n")
    }
}
