import Dispatch
import Foundation
import SpotterCore
import SpotterStore

@testable import SpotterTUI

/// A terminal in memory: keeps what the runner asked of it, and answers reads from a script.
final class MemoryTerminal: TerminalScreen {
    var glyphs: Glyphs = .unicode
    var size: (width: Int, height: Int)
    var pendingSignal: Int32 = 0
    private(set) var frames: [ScreenBuffer] = []
    private(set) var flashes = 0
    private(set) var bells = 0
    private(set) var titles: [String] = []
    private(set) var appliedThemes: [Theme] = []
    /// What `read` answers, first to last; once it is empty a SIGTERM is pending, so a loop
    /// that missed its way out ends (with 143) instead of spinning.
    var inputs: [TerminalInput] = []

    init(width: Int = 80, height: Int = 24) { size = (width, height) }

    func draw(_ frame: ScreenBuffer) { frames.append(frame) }
    func flash(_ frame: ScreenBuffer) { flashes += 1 }
    func bell() { bells += 1 }
    func setTitle(_ title: String) { titles.append(title) }
    func forceRedraw() {}
    func apply(_ theme: Theme) { appliedThemes.append(theme) }
    func read(timeoutMilliseconds: Int) -> TerminalInput {
        guard !inputs.isEmpty else {
            pendingSignal = SIGTERM
            return .nothing
        }
        return inputs.removeFirst()
    }
    func stop() {}
}

/// A delivery check that answers with a fixed report.
struct FixedDeliveryChecker: DeliveryChecker {
    var report: DeliveryFindings
    func findings() -> DeliveryFindings { report }
    func sendTestAlert() {}
}

/// A delivery check that answers only once the test lets it (`answer`), so a test sees what the
/// runner does while a check is still under way.
final class HeldDeliveryChecker: DeliveryChecker {
    let report: DeliveryFindings
    /// Signalled when the check has begun.
    let started = DispatchSemaphore(value: 0)
    private let letGo = DispatchSemaphore(value: 0)

    init(_ report: DeliveryFindings) { self.report = report }

    func findings() -> DeliveryFindings {
        started.signal()
        letGo.wait()
        return report
    }

    /// Lets the held check answer.
    func answer() { letGo.signal() }
    func sendTestAlert() {}
}

/// The real effect runner (`LiveApp.dispatch` and `perform`) on a real SQLite file in a fresh
/// folder, with a terminal in memory.
///
/// ```swift
/// let rig = RunnerRig()
/// var state = Fixture.inWorkout()
/// rig.press([.enter, .enter], &state)   // the set is in rig.db when this returns
/// ```
/// A state built without a store (the `Fixture`'s) is handed to the runner as it is; the workout
/// it has open is written to the file first, so the runner's store calls find it.
final class RunnerRig {
    let folder: String
    let db: SpotterDatabase
    let terminal = MemoryTerminal()
    /// The Delivery page's report; nil: no checker (the page falls back to the plan). Read when
    /// the runner is first used.
    var report: DeliveryFindings?
    /// Any other delivery check (it wins over `report`). Read when the runner is first used.
    var checker: (any DeliveryChecker)?
    /// Whether `run` waits for the slow effects' answers (`Errands`) and dispatches them, as the
    /// loop does at its next wakes; off, a test dispatches them itself (`settle`).
    var settles = true
    /// Where the live session's notifications go; read when the runner is first used.
    var notifier: any LiveNotifier = TerminalOnlyNotifier()
    private var started: LiveApp?

    init() {
        folder = NSTemporaryDirectory() + "spotter-rig-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: folder + "/data", withIntermediateDirectories: true)
        try! FileManager.default.copyItem(atPath: Self.freshFile, toPath: folder + "/data/spotter.sqlite")
        db = try! SpotterDatabase.open(path: folder + "/data/spotter.sqlite")
        // A user theme beside the built-in ones, as the settings panel lists them.
        try! FileManager.default.createDirectory(atPath: folder + "/themes", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(
            atPath: folder + "/themes/mine.theme", contents: Data((BuiltinThemes.text["default"] ?? "").utf8))
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// A new file as a first run leaves it (schema, demo plan), made once: every rig starts from a
    /// copy, since creating one (with its fsyncs) for each key press made the suite slow.
    private static let freshFile: String = {
        let path = freshFolder() + "/spotter.sqlite"
        // Closed when it goes out of scope: the WAL is folded in, so the one file is the database.
        _ = try! SpotterDatabase.open(path: path)
        atexit { try? FileManager.default.removeItem(atPath: RunnerRig.freshFolder()) }
        return path
    }()

    private static func freshFolder() -> String { NSTemporaryDirectory() + "spotter-rig-fresh-\(getpid())" }

    var app: LiveApp {
        if let started { return started }
        let app = LiveApp(
            store: db, zone: Fixture.zone, themesDirectory: folder + "/themes", environment: [:],
            notifier: notifier,
            deliveryChecker: checker ?? report.map { FixedDeliveryChecker(report: $0) },
            runtimeDirectory: nil, clock: { [weak self] in self?.started?.state.now ?? Fixture.t0 },
            openTerminal: { [terminal] _ in terminal })
        started = app
        // As at launch: the file's snapshot, the terminal, the data version; tests then hand it their state.
        _ = try! app.start()
        return app
    }

    /// Hands `state` to the runner, dispatches `action` and takes the runner's state back; returns
    /// every effect the runner performed.
    @discardableResult
    func run(_ action: Action, _ state: inout AppState) -> [Effect] {
        let app = app
        if let workout = state.live.workout { keep(workout) }
        app.state = state
        var effects = app.dispatch(action)
        if settles { effects += settle(app) }
        state = app.state
        return effects
    }

    /// Waits for every slow effect under way to answer (a generous limit, never a timing), then
    /// dispatches the answers; returns the effects they led to.
    @discardableResult
    func settle(_ state: inout AppState) -> [Effect] {
        app.state = state
        let effects = settle(app)
        state = app.state
        return effects
    }

    private func settle(_ app: LiveApp) -> [Effect] {
        var effects: [Effect] = []
        while true {
            precondition(app.errands.waitUntilIdle(limit: 120), "a slow effect never answered")
            let answers = app.errands.takeFinished()
            // An answer may start another errand: until none is left.
            if answers.isEmpty { break }
            for answer in answers { effects += app.dispatch(answer) }
        }
        return effects
    }

    /// Presses keys one by one through the runner.
    @discardableResult
    func press(_ keys: [Key], _ state: inout AppState) -> [Effect] {
        var all: [Effect] = []
        for key in keys { all += run(.keyPressed(key), &state) }
        return all
    }

    func tick(_ seconds: TimeInterval, _ state: inout AppState) -> [Effect] {
        run(.clockTicked(state.now.addingTimeInterval(seconds)), &state)
    }

    /// Writes a workout the file does not have yet, with its sets.
    private func keep(_ workout: Workout) {
        guard (try? db.workout(id: workout.id)) ?? nil == nil else { return }
        try! db.connection.run(
            "INSERT INTO workouts(id, template_id, rotation_id, day, started_at) VALUES (?, ?, ?, ?, ?)", workout.id,
            workout.templateId, workout.rotationId, workout.day.iso, workout.startedAt)
        for set in workout.sets { try! db.logSet(set, in: workout.id) }
    }
}
