/// What a key asks of the settings panel (one `Command.settings` case carries it).
public enum SettingsCommand: Hashable, Sendable {
    /// `s` on Today and the workout: the panel, on its first row.
    case open
    case up, down
    /// Enter or Space: flip a switch, take the next choice, start typing a time, open a page.
    case change
    case next, previous
    /// A digit or a colon: part of a time.
    case type
    /// A printable character while a text row is typed.
    case typeText
    /// Enter while a time is typed; `commitText` while a text row is.
    case commit, commitText
    case erase, cancel
    /// Ctrl-U while typing text: empty the line.
    case clear
    /// On the Delivery page: its own commands, so nothing asks again which page is open.
    case testAlert, recheck
    /// `a` on the Delivery page: allow rest alerts outside the terminal, or stop them.
    case allowOrStop
    /// `j`/`k` on the Delivery page: scroll the report.
    case scrollDown, scrollUp
    /// `q` on the Delivery page: back to the list.
    case closePage
    case back
}

/// The settings panel's key tables: the list, typing a time, and the Delivery page.
///
/// ```swift
/// KeyTables.table(for: state)  // SettingsKeys.editing while a time is being typed
/// ```
public enum SettingsKeys {
    /// `s` on Today and on the live workout (whose footer is full already: there it is in `?` only).
    public static func open(inFooter: Bool = true) -> KeyBinding {
        KeyBinding(
            [.char("s")], "settings", "settings: every notification choice, with its effect", .settings(.open),
            inFooter: inFooter)
    }

    static let timeKeys: [Key] = (0...9).map { Key.char(Character(String($0))) } + [.char(":")]

    public static let list = KeyTable(
        "Settings",
        [
            KeyBinding(
                [.enter, .char(" ")], "change", "flip a switch, take the next choice, type a time, or open",
                .settings(.change)),
            KeyBinding([.right, .char("l")], "next", "next choice", .settings(.next)),
            KeyBinding([.left, .char("h")], "previous", "previous choice", .settings(.previous), inFooter: false),
            KeyBinding(
                timeKeys, "time", "type a time, HH:MM", .settings(.type), inFooter: false, label: "0-9/:",
                disabledReason: { $0.settings.row.control == .time ? nil : "move to a time row first" }),
            KeyBinding([.char("k"), .up], "up", "move up", .settings(.up), inFooter: false),
            KeyBinding([.char("j"), .down], "down", "move down", .settings(.down), inFooter: false),
        ] + KeyTables.common + [
            KeyBinding([.char("q"), .escape], "back", "go back (every change is already saved)", .settings(.back))
        ])

    public static let editing = KeyTable(
        "Type a time",
        [
            KeyBinding([.enter], "save", "save the time (four digits, HH:MM)", .settings(.commit)),
            KeyBinding(
                timeKeys, "", "type the time; a digit that cannot make a time is refused", .settings(.type),
                inFooter: false,
                label: "0-9/:"),
            KeyBinding(
                [.backspace], "erase", "erase a digit", .settings(.erase),
                disabledReason: { ($0.settings.editing?.digits.isEmpty ?? true) ? "nothing typed yet" : nil }),
            KeyBinding([.escape], "cancel", "keep the old time", .settings(.cancel)),
        ] + KeyTables.common, otherKeys: "type digits, HH:MM (Esc keeps the old time)")

    /// While a text row is typed every other printable key is text, so `q`, `j` and Space type themselves.
    public static let typing = KeyTable(
        "Type text",
        [
            KeyBinding(
                [.enter], "save", "save it (checked as `spotter config set` checks it; empty is off)",
                .settings(.commitText)),
            KeyBinding([.escape], "cancel", "keep the old value", .settings(.cancel)),
            KeyBinding(
                [.backspace], "erase", "erase a character", .settings(.erase),
                disabledReason: { ($0.settings.typing?.text.isEmpty ?? true) ? "the line is empty" : nil }),
            KeyBinding(
                [.ctrl("u")], "clear", "empty the line", .settings(.clear),
                disabledReason: { ($0.settings.typing?.text.isEmpty ?? true) ? "the line is empty" : nil }),
            KeyBinding(
                [], "type", "type the text", .settings(.typeText), inFooter: false, label: "text",
                alsoTakes: { key in
                    guard case .char(let c) = key else { return false }
                    return TextEntry.takes(c)
                },
                disabledReason: {
                    ($0.settings.typing?.text.count ?? 0) >= TextEntry.maximumLength ? "the line is full" : nil
                }),
            KeyTables.redraw,
        ])

    public static let delivery = KeyTable(
        "Delivery",
        [
            KeyBinding(
                [.char("a")], "allow/stop", "allow rest alerts outside the terminal, or stop them",
                .settings(.allowOrStop)),
            KeyBinding(
                [.char("t")], "test alert", "send a test rest alert through the real path", .settings(.testAlert)),
            KeyBinding([.char("r")], "check again", "run the delivery check again", .settings(.recheck)),
            KeyBinding(
                [.char("j"), .down], "down", "scroll down", .settings(.scrollDown), inFooter: false,
                disabledReason: {
                    $0.settings.deliveryScroll >= SettingsView.deliveryScrollLimit($0) ? "the end is in view" : nil
                }),
            KeyBinding(
                [.char("k"), .up], "up", "scroll up", .settings(.scrollUp), inFooter: false,
                disabledReason: {
                    min($0.settings.deliveryScroll, SettingsView.deliveryScrollLimit($0)) == 0
                        ? "the top is in view" : nil
                }),
        ] + KeyTables.common + [
            KeyBinding([.char("q"), .escape, .enter], "back", "back to the settings", .settings(.closePage))
        ])

    public static func table(for state: AppState) -> KeyTable {
        if state.settings.editing != nil { return editing }
        if state.settings.typing != nil { return typing }
        return state.settings.page == .delivery ? delivery : list
    }
}
