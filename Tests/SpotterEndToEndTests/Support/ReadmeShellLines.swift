import Foundation

/// One command line a README code block shows, split into words the way a POSIX shell splits it.
///
/// ```swift
/// let lines = ShellLine.split("spotter log bench 60x5   # a set\n", firstLine: 12, tilde: "/home/t")
/// // lines[0].stages == [["spotter", "log", "bench", "60x5"]], lines[0].comment == "a set"
/// ```
/// Only what these simple lines use is understood: single and double quotes (which may span
/// lines), `\` escapes and line continuations, `#` comments, a leading `~/`, one `|` pipeline and
/// a `> FILE` redirection. A comment alone on the line right under a command shows what the
/// command prints first (`shownOutput`). Anything a shell would expand or treat specially (`$`, a backquote, `;`,
/// `&`, `<`, parentheses) sets `needsShell`, so the caller can refuse to guess.
struct ShellLine: Equatable, Sendable, CustomStringConvertible {
    /// The page's line the command starts on (1-based).
    var readmeLine: Int
    /// The command as shown, continuations joined and its comment left out.
    var text: String
    /// The words of each stage of the pipeline; most lines have one stage.
    var stages: [[String]]
    /// The file after `>`, as written.
    var stdoutFile: String?
    /// The comment after `#` on the command's last line, trimmed.
    var comment: String?
    /// The line uses shell syntax this splitter does not perform.
    var needsShell: Bool
    /// A comment line right under the command, which shows the first line it prints.
    var shownOutput: String? = nil
    /// The page the line is on, relative to the package: `README.md` or `docs/….md`.
    var page = "README.md"

    var description: String { "\(page):\(readmeLine): \(text)" }

    /// The status the README says the line exits with: `# exits 2: …` in its comment, else 0.
    var expectedStatus: Int32 {
        guard let comment, comment.hasPrefix("exits ") else { return 0 }
        let digits = comment.dropFirst("exits ".count).prefix { $0.isNumber }
        return Int32(digits) ?? 0
    }

    /// Splits `source` (one or more lines of shell) into its command lines.
    /// `firstLine` is the README line of `source`'s first line; `tilde` replaces a leading `~`.
    static func split(_ source: String, firstLine: Int, tilde: String) -> [ShellLine] {
        var splitter = Splitter(chars: Array(source), line: firstLine, tilde: tilde)
        return splitter.run()
    }
}

/// The state of one pass over a block's text.
private struct Splitter {
    let chars: [Character]
    var line: Int
    let tilde: String

    var index = 0
    var result: [ShellLine] = []
    var word = ""
    var inWord = false
    var words: [String] = []
    var stages: [[String]] = []
    var redirect = false
    var stdoutFile: String?
    var comment: String?
    var needsShell = false
    var text = ""
    var startLine: Int?
    /// The line after the last command emitted, where a comment would show its output.
    var afterCommand: Int?

    init(chars: [Character], line: Int, tilde: String) {
        self.chars = chars
        self.line = line
        self.tilde = tilde
    }

    var next: Character? { index + 1 < chars.count ? chars[index + 1] : nil }

    mutating func run() -> [ShellLine] {
        var quote: Character?
        while index < chars.count {
            let c = chars[index]
            if c != "\n" && c != " " && c != "\t" && startLine == nil && quote == nil && c != "#" { startLine = line }
            if c == "\n" { line += 1 }
            if let open = quote {
                text.append(c)
                if c == open {
                    quote = nil
                } else if open == "\"" && c == "\\", let n = next, "$`\"\\\n".contains(n) {
                    if n != "\n" { word.append(n) } else { line += 1 }
                    text.append(n)
                    index += 1
                } else {
                    if open == "\"" && (c == "$" || c == "`") { needsShell = true }
                    word.append(c)
                }
                index += 1
                continue
            }
            switch c {
            case "\\":
                if next == "\n" {
                    line += 1
                    endWord()
                    text.append(" ")
                    index += 1
                } else if let n = next {
                    word.append(n)
                    inWord = true
                    text.append(c)
                    text.append(n)
                    index += 1
                }
            case "'", "\"":
                quote = c
                inWord = true
                text.append(c)
            case " ", "\t":
                endWord()
                text.append(c)
            case "\n":
                endWord()
                endCommand()
            case "#" where !inWord:
                var end = index
                while end < chars.count && chars[end] != "\n" { end += 1 }
                let text = String(chars[(index + 1)..<end]).trimmingCharacters(in: .whitespaces)
                if startLine == nil && afterCommand == line && !result.isEmpty {
                    result[result.count - 1].shownOutput = text
                } else {
                    comment = text
                }
                afterCommand = nil
                index = end - 1
            case "|":
                endWord()
                stages.append(words)
                words = []
                text.append(c)
            case ">":
                endWord()
                redirect = true
                text.append(c)
            case "~" where !inWord && (next == nil || next == "/" || next == " " || next == "\n"):
                word += tilde
                inWord = true
                text.append(c)
            case "$", "`", ";", "&", "<", "(", ")":
                needsShell = true
                word.append(c)
                inWord = true
                text.append(c)
            default:
                word.append(c)
                inWord = true
                text.append(c)
            }
            index += 1
        }
        endWord()
        endCommand()
        return result
    }

    mutating func endWord() {
        guard inWord else { return }
        if redirect {
            stdoutFile = word
            redirect = false
        } else {
            words.append(word)
        }
        word = ""
        inWord = false
    }

    mutating func endCommand() {
        if !words.isEmpty || !stages.isEmpty {
            stages.append(words)
            let shown = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            result.append(
                ShellLine(
                    readmeLine: startLine ?? line, text: shown, stages: stages, stdoutFile: stdoutFile,
                    comment: comment, needsShell: needsShell))
            afterCommand = line
        } else {
            afterCommand = nil
        }
        words = []
        stages = []
        stdoutFile = nil
        redirect = false
        comment = nil
        needsShell = false
        text = ""
        startLine = nil
    }
}

/// The command lines of a README's fenced code blocks.
///
/// In a block marked `sh` (or `shell`, `bash`, `console`) every line is a command (a leading `$ `
/// prompt is dropped); in any other block only lines starting with `spotter ` or `$ spotter ` are,
/// the rest being output or a file's text.
enum ReadmeShellLines {
    /// One fenced block: its info string, the line of its first content line, its lines, its page.
    struct Block: Sendable {
        var info: String
        var firstLine: Int
        var lines: [String]
        var page = "README.md"

        var isShell: Bool { ["sh", "shell", "bash", "console"].contains(info) }
    }

    /// The fenced blocks of `markdown` (the text of `page`), in order.
    static func blocks(_ markdown: String, page: String = "README.md") -> [Block] {
        var blocks: [Block] = []
        var open: Block?
        for (offset, raw) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw.hasSuffix("\r") ? raw.dropLast() : raw)
            if line.hasPrefix("```") {
                if let block = open {
                    blocks.append(block)
                    open = nil
                } else {
                    let info = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                    open = Block(info: info, firstLine: offset + 2, lines: [], page: page)
                }
            } else {
                open?.lines.append(line)
            }
        }
        return blocks
    }

    /// The command lines of one block, each naming the block's page.
    static func commands(in block: Block, tilde: String) -> [ShellLine] {
        splitLines(in: block, tilde: tilde).map { line in
            var line = line
            line.page = block.page
            return line
        }
    }

    private static func splitLines(in block: Block, tilde: String) -> [ShellLine] {
        if block.isShell {
            let text = block.lines.map { $0.hasPrefix("$ ") ? String($0.dropFirst(2)) : $0 }.joined(separator: "\n")
            return ShellLine.split(text, firstLine: block.firstLine, tilde: tilde)
        }
        var lines: [ShellLine] = []
        var index = 0
        while index < block.lines.count {
            var line = block.lines[index]
            let start = index
            index += 1
            if line.hasPrefix("$ ") { line = String(line.dropFirst(2)) }
            guard line.hasPrefix("spotter ") || line == "spotter" else { continue }
            var joined = line
            while joined.hasSuffix("\\") && index < block.lines.count {
                joined += "\n" + block.lines[index]
                index += 1
            }
            lines += ShellLine.split(joined, firstLine: block.firstLine + start, tilde: tilde)
        }
        return lines
    }
}
