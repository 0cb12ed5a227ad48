import CTerminalGuard
import FoundationEssentials
import Glibc
import SpotterCore
import SpotterStore

/// The running terminal UI: one loop that owns the terminal, dispatches actions, performs effects.
///
/// ```swift
/// let terminal = try TakenTerminal.take(environment: env)
/// defer { terminal.giveBack() }
/// let app = LiveApp(database: db, terminal: terminal, zone: .current,
///                   themesDirectory: paths.themesDirectory, environment: env)
/// exit(try app.run())   // 0 after q; 128+signal after SIGTERM, SIGHUP or Ctrl-C
/// ```
/// The loop: draw if the frame changed, wait for a key or the next displayed second
/// (`Pacing`), tick the clock; each tick asks (`.lookForChangesElsewhere`) whether another
/// process committed (`PRAGMA data_version`), so a `spotter log`, a schedule import or a desktop
/// "+30s" shows within a second. Besides keys and the clock only a resize wakes it, and
/// `spotter open` sends SIGWINCH to be one (`RunningUI.wake`).
public final class LiveApp {
    let db: any RunnerStore
    let clock: () -> Date
    let notifier: LiveNotifier
    let themesDirectory: String
    let environment: [String: String]
    let deliveryChecker: DeliveryChecker?
    /// Where `spotter open ROUTE` leaves a request (`OpenRequest`); nil: routes are not taken.
    private let runtimeDirectory: String?
    /// Starts the terminal with the theme the preferences name: ncurses in the app, memory in tests.
    private let openTerminal: (Theme) throws -> any TerminalScreen
    /// What the screens show; tests read it (and set it up) between dispatches.
    var state: AppState
    var terminal: (any TerminalScreen)?
    var quitRequested = false
    var lastDataVersion = 0
    var lastFrame: ScreenBuffer?
    /// The cap on the TUI connection's SQLite page cache (`SQLiteConnection.limitPageCache`).
    static let pageCacheKibibytes = 256
    /// The screen the crash report names, as last told (`spotter_crash_report_screen`).
    private var reportedScreen: ScreenID?
    /// The slow effects under way (the delivery check); their answers are dispatched at the next wake.
    let errands = Errands()

    /// The app on the terminal already taken (`TakenTerminal`), which gets the theme the
    /// preferences name once the store is read.
    public convenience init(
        database: SpotterDatabase, terminal: TakenTerminal, zone: Zone, themesDirectory: String,
        environment: [String: String],
        notifier: LiveNotifier = TerminalOnlyNotifier(), deliveryChecker: DeliveryChecker? = nil,
        runtimeDirectory: String? = nil, clock: @escaping () -> Date = Date.init
    ) {
        self.init(
            database: database, zone: zone, themesDirectory: themesDirectory, environment: environment,
            notifier: notifier, deliveryChecker: deliveryChecker, runtimeDirectory: runtimeDirectory, clock: clock,
            openTerminal: { theme in
                terminal.screen.apply(theme)
                return terminal.screen
            })
    }

    /// The app on the database, with any terminal (one in memory in the tests).
    convenience init(
        database: SpotterDatabase, zone: Zone, themesDirectory: String, environment: [String: String],
        notifier: LiveNotifier = TerminalOnlyNotifier(), deliveryChecker: DeliveryChecker? = nil,
        runtimeDirectory: String? = nil, clock: @escaping () -> Date = Date.init,
        openTerminal: @escaping (Theme) throws -> any TerminalScreen
    ) {
        // A screen reads a page of History or one exercise's sets: SQLite's default 2,000 KiB
        // cache would only keep what the last long read walked (issue 33: 1.4 MB of the peak at
        // ten years). Left at the default if the pragma fails: the app works the same, larger.
        try? database.connection.limitPageCache(kibibytes: Self.pageCacheKibibytes)
        self.init(
            store: database, zone: zone, themesDirectory: themesDirectory, environment: environment,
            notifier: notifier, deliveryChecker: deliveryChecker, runtimeDirectory: runtimeDirectory, clock: clock,
            openTerminal: openTerminal)
    }

    /// Any store and terminal: the tests' way in, with a real SQLite file and a terminal in memory.
    init(
        store: any RunnerStore, zone: Zone, themesDirectory: String, environment: [String: String],
        notifier: LiveNotifier, deliveryChecker: DeliveryChecker?, runtimeDirectory: String?,
        clock: @escaping () -> Date, openTerminal: @escaping (Theme) throws -> any TerminalScreen
    ) {
        self.deliveryChecker = deliveryChecker
        self.runtimeDirectory = runtimeDirectory
        self.db = store
        self.clock = clock
        self.notifier = notifier
        self.themesDirectory = themesDirectory
        self.environment = environment
        self.openTerminal = openTerminal
        self.state = AppState(now: clock(), zone: zone)
    }

    /// Runs until `q` on Today or a quit signal; the terminal is given back on every way out.
    ///
    /// Reminders and timers are re-planned once at every start (`LiveNotifier.replan`, a `spotter
    /// sync` child), after the first screen is drawn: the child would otherwise start, and take a
    /// core, while the screen is still being read from the store.
    public func run() throws -> Int32 {
        let terminal = try start()
        defer { terminal.stop() }
        var replanned = false
        while !quitRequested {
            let signal = terminal.pendingSignal
            if signal != 0 { return 128 + signal }
            render()
            if !replanned {
                // Test-only and undocumented: a Swift trap (SIGILL) after the first frame, for the
                // crash report's end-to-end tests.
                if environment["SPOTTER_TEST_CRASH"] == "trap" { fatalError("SPOTTER_TEST_CRASH=trap") }
                notifier.replan()
                replanned = true
            }
            // While an errand runs, wake often enough to show its answer soon after it comes.
            let wait = errands.isBusy ? min(Pacing.nextWake(state), Errands.pollSeconds) : Pacing.nextWake(state)
            let input = terminal.read(timeoutMilliseconds: Int((wait * 1000).rounded(.up)))
            dispatch(.clockTicked(clock()))
            for answer in errands.takeFinished() { dispatch(answer) }
            switch input {
            case .keys(let keys): for key in keys where !quitRequested { dispatch(.keyPressed(key)) }
            case .resized(let width, let height):
                dispatch(.resized(width: width, height: height))
                // `spotter open` wakes the loop with SIGWINCH (`RunningUI.wake`), so a request can
                // only be waiting after a resize: no look at the folder on every tick.
                takeOpenRequest()
            case .nothing: break
            // As after SIGHUP: what is saved stays saved; nobody is left to see a screen.
            case .hungUp: return 128 + SIGHUP
            }
        }
        return 0
    }

    /// Loads the store, gives the terminal the chosen theme and shows the first state; the
    /// caller stops the terminal it returns.
    func start() throws -> any TerminalScreen {
        let snapshot = try db.snapshot(now: state.now, calendar: state.calendar)
        let (theme, themeWarning) = ThemeLoader.load(
            snapshot.prefs.theme, userDirectory: themesDirectory, monochrome: ThemeLoader.wantsMonochrome(environment))
        let terminal = try openTerminal(theme)
        self.terminal = terminal
        state.glyphs = terminal.glyphs
        (state.width, state.height) = terminal.size
        lastDataVersion = (try? db.dataVersion()) ?? 0
        dispatch(.loaded(snapshot))
        takeOpenRequest()
        if let themeWarning { state.message = StatusMessage("theme: \(themeWarning)", isError: true) }
        return terminal
    }

    /// A `spotter open ROUTE` from another shell: one failed `open` when there is none.
    private func takeOpenRequest() {
        guard let runtimeDirectory, let route = OpenRequest.take(runtimeDirectory: runtimeDirectory) else { return }
        dispatch(.routeRequested(route))
    }

    private func render() {
        guard let terminal else { return }
        if reportedScreen != state.screen {
            reportedScreen = state.screen
            // The raw value, not `"\(state.screen)"`: printing an enum reads the runtime's reflection
            // records to find the case's name (about 0.2 MB of the binary's data resident).
            spotter_crash_report_screen(state.screen.rawValue)
        }
        let frame = Self.frame(of: &state)
        if frame != lastFrame {
            terminal.draw(frame)
            lastFrame = frame
        }
    }

    /// The frame for a state read in place (`inout`, never written). Passed by value, a class's
    /// stored state is copied first, and the copy retains and releases every string and array in
    /// it, once a frame.
    private static func frame(of state: inout AppState) -> ScreenBuffer { View.render(state) }

    /// Reduces the action, performs its effects and reduces their answers in turn, until none is left.
    /// Returns every effect performed, in order (what the tests look at).
    @discardableResult
    func dispatch(_ action: Action) -> [Effect] {
        var queue = [action]
        var performed: [Effect] = []
        while !queue.isEmpty {
            let effects = Reducer.reduce(&state, queue.removeFirst())
            if let set = Self.savedSet(in: effects) {
                performed += inOneTransaction(effects, saving: set)
                continue
            }
            for effect in effects {
                performed.append(effect)
                if let follow = perform(effect) { queue.append(follow) }
            }
        }
        return performed
    }

    /// The set a step saves, if it saves one.
    private static func savedSet(in effects: [Effect]) -> LoggedSet? {
        for case .store(.saveSet(let set, _)) in effects { return set }
        return nil
    }

    /// A step that saves a set, and everything its answers do (the live session's rest, the
    /// outbox rows of its alerts, the next queued warm-up), in one transaction: one commit, one
    /// fsync, before the frame that says "Saved" is drawn. The notifier writes the outbox
    /// through the same connection (`spotter` gives both one `SpotterDatabase`), so its rows are
    /// steps of it. When the commit fails, the state goes back to before the answers and the set
    /// is not saved.
    private func inOneTransaction(_ effects: [Effect], saving set: LoggedSet) -> [Effect] {
        let before = state
        var performed: [Effect] = []
        do {
            try db.inOneTransaction {
                var answers: [Action] = []
                for effect in effects {
                    performed.append(effect)
                    if let answer = perform(effect) { answers.append(answer) }
                }
                for answer in answers { performed += dispatch(answer) }
            }
        } catch {
            state = before
            performed = effects + dispatch(.setSaveFailed(set, StoreError.userMessage(for: error)))
        }
        return performed
    }

    /// Performs one effect, by its group; an effect that answers gives the action that says how it went.
    func perform(_ effect: Effect) -> Action? {
        switch effect {
        case .store(let effect): return performStore(effect)
        case .terminal(let effect): return performTerminal(effect)
        case .delivery(let effect): return performDelivery(effect)
        }
    }
}
