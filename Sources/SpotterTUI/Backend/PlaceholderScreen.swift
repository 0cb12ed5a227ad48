import CNcursesw
import Foundation

/// A first screen until the live workout lands: shows the lines it is given, `q` quits.
public enum PlaceholderScreen {
    public static func show(lines: [String]) {
        setlocale(LC_ALL, "")
        initscr()
        defer { endwin() }
        cbreak()
        noecho()
        keypad(spotter_stdscr(), true)
        curs_set(0)
        erase()
        for (row, line) in lines.enumerated() where row < Int(spotter_lines()) {
            mvaddstr(Int32(row), 0, line)
        }
        refresh()
        while true {
            let key = getch()
            if key == Int32(UInt8(ascii: "q")) || key == 27 { break }
        }
    }
}
