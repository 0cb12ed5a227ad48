import SpotterCore

/// The settings panel's own state: where the cursor is, a time being typed, where `q` goes back to.
///
/// ```swift
/// state.screen = .settings
/// state.settings.cursor = SettingRow.all.firstIndex(of: .quietStart)!
/// state.settings.editing = TimeEntry(row: .quietStart)   // "__:__", digits fill it
/// ```
/// The values themselves are never kept here: they are `state.prefs`, as the store last
/// confirmed them, so the panel cannot show a change that was not saved.
public struct SettingsPanel: Hashable, Sendable {
    public enum Page: Hashable, Sendable {
        case list
        /// The Delivery entry: consent, and what is planned.
        case delivery
    }

    public var page: Page = .list
    /// An index into `SettingRow.all`.
    public var cursor = 0
    public var editing: TimeEntry?
    /// A text row being typed (mail, paths, commands).
    public var typing: TextEntry?
    /// The screen `q` goes back to.
    public var returnTo: ScreenID = .today
    /// Theme names to cycle through: the built-in ones and the user's `*.theme` files.
    public var themes: [String] = ["default"]
    /// The window turning quiet hours back on restores (the store keeps only "off").
    public var lastQuietHours: QuietHours = .default
    /// The pause last chosen here, so → steps 3 days → 1 week → resume.
    public var pauseChoice: PauseLength?
    /// The delivery check's report for the Delivery page (`nil` until one answers, or with no checker).
    public var deliveryReport: DeliveryFindings?
    /// How far the Delivery page is scrolled.
    public var deliveryScroll = 0
    /// The row whose save is awaited, to name it when the store confirms.
    public var savingRow: SettingRow?

    public init() {}

    public var row: SettingRow { SettingRow.all[min(max(0, cursor), SettingRow.all.count - 1)] }
}
