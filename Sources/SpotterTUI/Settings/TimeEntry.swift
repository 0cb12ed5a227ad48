import SpotterCore

/// A time typed digit by digit, checked as it is typed: a digit that cannot lead to a valid
/// `HH:MM` is refused on the spot, with the reason.
///
/// ```swift
/// var entry = TimeEntry(row: .quietStart)
/// entry.type("2"); entry.type("4")   // "24 is not a time: hours go from 00 to 23": refused, still "2_:__"
/// entry.type("3")                    // "23:__"
/// entry.type("7")                    // "minutes go from 00 to 59": refused, still "23:__"
/// entry.type("3"); entry.type("0")   // "23:30"; entry.time == 23:30
/// ```
/// A colon after one digit pads the hour ("1:" is "01:"), and so does a first digit above 2
/// ("7" is "07"), so "7:30", "730" and "0730" all give 07:30.
public struct TimeEntry: Hashable, Sendable {
    public var row: SettingRow
    /// Zero to four digits: HHMM.
    public private(set) var digits: String = ""

    public init(row: SettingRow, digits: String = "") {
        self.row = row
        self.digits = digits
    }

    /// Adds a character, or says why it cannot be part of a time (nothing changes then).
    public mutating func type(_ c: Character) -> String? {
        if c == ":" {
            if digits.count == 1 { digits = "0" + digits }
            return digits.count == 2 ? nil : "a colon goes after the hour"
        }
        guard c.isASCII, let d = c.wholeNumberValue else { return "type digits, HH:MM" }
        switch digits.count {
        case 0 where d > 2:
            // No hour starts with 3–9, so "7" can only mean 07.
            digits = "0" + String(c)
            return nil
        case 1 where digits == "2" && d > 3:
            return "\(shown(adding: c)) is not a time: hours go from 00 to 23"
        case 2 where d > 5:
            return "\(shown(adding: c)) is not a time: minutes go from 00 to 59"
        case 4:
            return "the time is complete: Enter saves it, Backspace erases"
        default:
            digits.append(c)
            return nil
        }
    }

    public mutating func erase() {
        if !digits.isEmpty { digits.removeLast() }
    }

    /// The time, once all four digits are in.
    public var time: LocalTime? { digits.count == 4 ? LocalTime(hhmm: display) : nil }

    /// `23:3_`, the form the panel shows while typing.
    public var display: String { Self.layout(digits) }

    private func shown(adding c: Character) -> String {
        Self.layout(digits + String(c)).replacing("_", with: "").trimming(charactersIn: ":")
    }

    private static func layout(_ digits: String) -> String {
        let padded = Array(digits.padded(toWidth: 4, with: "_"))
        return "\(padded[0])\(padded[1]):\(padded[2])\(padded[3])"
    }
}
