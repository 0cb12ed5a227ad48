/// Text made safe to print on a terminal: control characters shown in caret notation.
///
/// ```swift
/// TerminalText.escaped("Overhead\u{1B}]2;PWNED\u{07}")   // "Overhead^[]2;PWNED^G"
/// TerminalText.escaped("a\nb")                            // "a\nb" (line breaks and tabs kept)
/// TerminalText.escaped("a\nb", keepingLineBreaks: false)  // "a^Jb" (one screen cell each)
/// ```
/// C0 and DEL print as `^@`…`^_` and `^?`, as ncurses and `cat -v` show them; a C1 character is
/// the 7-bit `ESC` sequence it stands for (U+009B, CSI, prints `^[[`). Every command's output and
/// every screen cell goes through here (the screen buffer skips the call only for text whose
/// every scalar it knows to be printable), so a name stored before it was checked still cannot
/// drive the terminal. The CSV exports (`CSVText`) and the calendar file (`CalendarFile`) write
/// control characters the same way.
public enum TerminalText {
    public static func escaped(_ text: String, keepingLineBreaks: Bool = true) -> String {
        func kept(_ s: Unicode.Scalar) -> Bool { keepingLineBreaks && (s == "\n" || s == "\t") }
        guard text.unicodeScalars.contains(where: { UserText.isControl($0) && !kept($0) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard UserText.isControl(scalar), !kept(scalar) else {
                out.append(scalar)
                continue
            }
            out.append("^")
            switch scalar.value {
            case 0x7F: out.append("?")
            case 0x80...:  // C1: ESC followed by the character 0x40 below it
                out.append("[")
                out.append(Unicode.Scalar(UInt8(scalar.value - 0x40)))
            default: out.append(Unicode.Scalar(UInt8(scalar.value + 0x40)))
            }
        }
        return String(out)
    }
}
