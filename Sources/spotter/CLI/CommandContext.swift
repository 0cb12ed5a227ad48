import FoundationEssentials
import SpotterCore
import SpotterStore
import SpotterSystem

/// What every command is given: where files live, the environment, the clock and the time zone.
///
/// The real clock is read here and nowhere in the rules: commands pass `now` and `zone` down as values.
///
/// The zone is chosen when a command first asks for it (with its warning, if any, then): a
/// command that needs none, such as `spotter status`, never loads the zone database.
final class CommandContext {
    let paths: SpotterPaths
    let environment: [String: String]
    private let clock: () -> Date
    private let chooseZone: () -> ZoneChoice
    private var database: SpotterDatabase?

    init(
        paths: SpotterPaths, environment: [String: String], zone: @escaping () -> ZoneChoice,
        clock: @escaping () -> Date = Date.init
    ) {
        self.paths = paths
        self.environment = environment
        self.chooseZone = zone
        self.clock = clock
    }

    private(set) lazy var zone: Zone = {
        let choice = chooseZone()
        if let warning = choice.warning { err("spotter: \(warning)") }
        return choice.zone
    }()

    /// The zone, chosen now, with its warning left to the caller to print: the TUI's, which has
    /// taken the terminal and prints it once it has given it back. `zone` then answers this choice.
    func chooseZoneQuietly() -> ZoneChoice {
        let choice = chooseZone()
        zone = choice.zone
        return choice
    }

    var now: Date { clock() }
    var calendar: ZonedCalendar { ZonedCalendar(timeZone: zone) }

    /// Opens the database once, creating it (with the demo plan) on first use.
    func openDatabase() throws -> SpotterDatabase {
        if let database { return database }
        let db = try SpotterDatabase.open(path: paths.databaseFile)
        database = db
        return db
    }

    /// Prints a line; control characters in it (from a stored name, say) are escaped, never sent raw.
    func out(_ text: String) { try? FileDescriptor.standardOutput.writeAll(TerminalText.escaped(text + "\n")) }
    func err(_ text: String) { try? FileDescriptor.standardError.writeAll(TerminalText.escaped(text + "\n")) }
}
