/// The terminal, taken for the UI before the store is opened: its first bytes (the alternate
/// screen, cleared) need no data, so they leave while the store is still being read.
///
/// ```swift
/// let terminal = try TakenTerminal.take(environment: env)   // not a terminal: throws, nothing taken
/// defer { terminal.giveBack() }   // on every way out, before an error's message is printed
/// let app = LiveApp(database: try context.openDatabase(), terminal: terminal, …)
/// ```
/// The theme comes later, from the store's preferences, before the first frame (`LiveApp.start`).
/// Nothing may print to the standard streams while it is taken: a warning goes out before
/// `take` (the time zone's) or after `giveBack` (an error's message).
public final class TakenTerminal {
    let screen: NcursesTerminal

    private init(screen: NcursesTerminal) { self.screen = screen }

    /// Starts ncurses on standard input and output; `environment` is the process's (`TERM`).
    public static func take(environment: [String: String]) throws -> TakenTerminal {
        TakenTerminal(screen: try NcursesTerminal.start(environment: environment))
    }

    /// Gives the terminal back as it was; safe to call again (the app's loop gives it back too).
    public func giveBack() { screen.stop() }
}
