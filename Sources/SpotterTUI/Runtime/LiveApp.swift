import CTerminalGuard
import FoundationEssentials
import Glibc
import SpotterCore
import SpotterStore

/// The running terminal UI: one loop that owns the terminal, dispatches actions, performs effects.
///
/// ```swift
/// let app = LiveApp(database: db, zone: .current, themesDirectory: paths.themesDirectory,
///                   environment: ProcessInfo.processInfo.environment)
/// exit(try app.run())   // 0 after q; 128+signal after SIGTERM, SIGHUP or Ctrl-C
/// ```
/// The loop: draw if the frame changed, wait for a key or the next displayed second
/// (`Pacing`), tick the clock; each tick asks (`.lookForChangesElsewhere`) whether another
/// process committed (`PRAGMA data_version`), so a `spotter log`, a schedule import or a desktop
/// "+30s" shows within a second. Besides keys and the clock only a resize wakes it, and
/// `spotter open` sends SIGWINCH to be one (`RunningUI.wake`).
public final class LiveApp {
    private let db: any RunnerStore
    private let clock: () -> Date
    private let notifier: LiveNotifier
    private let themesDirectory: String
    private let environment: [String: String]
    private let deliveryChecker: DeliveryChecker?
    /// Where `spotter open ROUTE` leaves a request (`OpenRequest`); nil: routes are not taken.
    private let runtimeDirectory: String?
    /// Starts the terminal with the theme the preferences name: ncurses in the app, memory in tests.
    private let openTerminal: (Theme) throws -> any TerminalScreen
    /// What the screens show; tests read it (and set it up) between dispatches.
    var state: AppState
    private var terminal: (any TerminalScreen)?
    private var quitRequested = false
    private var lastDataVersion = 0
    private var lastFrame: ScreenBuffer?
    /// The screen the crash report names, as last told (`spotter_crash_report_screen`).
    private var reportedScreen: ScreenID?

    public convenience init(
        database: SpotterDatabase, zone: Zone, themesDirectory: String, environment: [String: String],
        notifier: LiveNotifier = TerminalOnlyNotifier(), deliveryChecker: DeliveryChecker? = nil,
        runtimeDirectory: String? = nil, clock: @escaping () -> Date = Date.init
    ) {
        self.init(
            store: database, zone: zone, themesDirectory: themesDirectory, environment: environment,
            notifier: notifier, deliveryChecker: deliveryChecker, runtimeDirectory: runtimeDirectory, clock: clock,
            openTerminal: { try NcursesTerminal.start(theme: $0) })
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
            let wait = Pacing.nextWake(state)
            let input = terminal.read(timeoutMilliseconds: Int((wait * 1000).rounded(.up)))
            dispatch(.clockTicked(clock()))
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

    /// Loads the store, starts the terminal with the chosen theme and shows the first state; the
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
            spotter_crash_report_screen("\(state.screen)")
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
            let next = queue.removeFirst()
            for effect in Reducer.reduce(&state, next) {
                performed.append(effect)
                if let follow = perform(effect) { queue.append(follow) }
            }
        }
        return performed
    }

    /// Performs one effect; store effects answer with the action that says how it went.
    func perform(_ effect: Effect) -> Action? {
        let now = clock()
        do {
            switch effect {
            case .startWorkout(let templateId, let rotationId, let day):
                return .workoutStarted(
                    try db.startWorkout(templateId: templateId, rotationId: rotationId, day: day, at: now))
            case .saveSet(let set, let workoutId):
                do {
                    return .setSaved(try db.saveFormSet(set, in: workoutId))
                } catch {
                    return .setSaveFailed(set, StoreError.userMessage(for: error))
                }
            case .deleteSet(let set, let undo):
                try db.deleteSet(id: set.id)
                return .setDeleted(set, undo: undo)
            case .loadLastTime(let ids, let workoutId):
                return .lastTimeLoaded(try db.lastSessionSets(exerciseIds: ids, excludingWorkout: workoutId))
            case .saveExerciseOrder(let workoutId, let order):
                try db.saveExerciseOrder(workoutId: workoutId, order: order, at: now)
            case .swapExercise(let workoutId, let old, let new, let order):
                try db.swapExercise(workoutId: workoutId, from: old, to: new, order: order.text, at: now)
                return .exerciseSwapped(from: old, to: new, order: order)
            case .saveLiveSession(var record, let previous):
                record.viewerPid = Int(getpid())
                let stored = try db.mergeLiveSession(record, previous: previous, at: now)
                // Another process's change was kept: show it.
                if stored.restEndsAt != record.restEndsAt || stored.workEndsAt != record.workEndsAt {
                    return .liveSessionChangedElsewhere(stored)
                }
            case .saveConsent(let answer, let at):
                try db.setRestAlertConsent(answer, at: at)
            case .finishWorkout(let id):
                try db.finishWorkout(id: id, at: now)
                try db.clearLiveSession(workoutId: id)
                guard let finished = try db.workout(id: id) else { return .storeFailed("the finished workout is gone") }
                return .workoutFinished(finished, try db.snapshot(now: now, calendar: state.calendar))
            case .alertInTerminal(let bell):
                let frame = View.render(state)
                terminal?.flash(frame)
                lastFrame = frame
                if bell { terminal?.bell() }
            case .setTitle(let title):
                terminal?.setTitle(title)
            case .redraw:
                terminal?.forceRedraw()
                lastFrame = nil
            case .quit:
                quitRequested = true
            case .requestDesktopAlert(let n):
                notifier.alertNow(n)
            case .scheduleNotification(let n):
                notifier.schedule(n)
            case .cancelNotification(let id):
                notifier.cancel(id: id)
            case .replan:
                notifier.replan()
            case .readSettings:
                return SettingsRunner.read(db, themesDirectory: themesDirectory)
            case .lookForChangesElsewhere:
                // One look at the wal-index header a wake; the pragma only after a commit.
                guard let version = try? db.dataVersion(), version != lastDataVersion else { return nil }
                lastDataVersion = version
                return .storeChangedElsewhere(try db.snapshot(now: now, calendar: state.calendar))
            case .savePreference(let key, let value, let zone):
                return try SettingsRunner.save(db, key: key, value: value, zone: zone)
            case .applyTheme(let name):
                let (theme, warning) = ThemeLoader.load(
                    name, userDirectory: themesDirectory, monochrome: ThemeLoader.wantsMonochrome(environment))
                terminal?.apply(theme)
                lastFrame = nil
                return warning.map { .themeRefused($0) }
            case .checkDelivery:
                return deliveryChecker.map { .deliveryChecked($0.report()) }
            case .sendTestAlert:
                deliveryChecker?.sendTestAlert()
            case .saveTemplateRest(let templateId, let exerciseId, let seconds):
                try db.setTemplateRest(templateId: templateId, exerciseId: exerciseId, seconds: seconds)
                return .templateRestSaved(
                    exerciseId: exerciseId, seconds: seconds, try db.snapshot(now: now, calendar: state.calendar))
            case .loadDay, .loadWeek, .loadHistory, .loadExercise, .editPastSet, .deletePastSet, .deleteWorkout,
                .addOverlay, .clearOverlays, .saveNote, .renameExercise, .mergeExercise:
                return try db.performLogEffect(effect, now: now, calendar: state.calendar)
            }
        } catch {
            return .storeFailed(StoreError.userMessage(for: error))
        }
        return nil
    }
}
