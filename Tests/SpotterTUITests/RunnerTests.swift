import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// The effect runner itself (`LiveApp`): its loop, its store calls on a real SQLite file, and what
/// reaches the user when the store refuses.
@Suite("Runner: LiveApp on a real file and a terminal in memory")
struct RunnerTests {
    @Test("a workout started from the keys is in the file, and q, q quits with 0")
    func loopStartsAWorkoutAndQuits() throws {
        let rig = RunnerRig()
        rig.terminal.inputs = [.keys([.enter]), .keys([.char("q")]), .keys([.char("q")])]
        let app = LiveApp(
            store: rig.db, zone: Fixture.zone, themesDirectory: rig.folder + "/themes", environment: [:],
            notifier: TerminalOnlyNotifier(), deliveryChecker: nil, runtimeDirectory: nil, clock: { Fixture.t0 },
            openTerminal: { [terminal = rig.terminal] _ in terminal })

        #expect(try app.run() == 0)
        let open = try #require(try rig.db.openWorkout())
        #expect(open.startedAt == Fixture.t0)
        #expect(app.state.screen == .today)
        #expect(!rig.terminal.frames.isEmpty)
        #expect(rig.terminal.titles.contains { $0 != "Spotter" }, "the workout's line was the title")
    }

    @Test("a terminal that hung up ends the loop as SIGHUP does (129), the workout still open in the file")
    func hungUpTerminalEndsTheLoop() throws {
        let rig = RunnerRig()
        rig.terminal.inputs = [.keys([.enter]), .hungUp, .keys([.char("q")]), .keys([.char("q")])]
        let app = LiveApp(
            store: rig.db, zone: Fixture.zone, themesDirectory: rig.folder + "/themes", environment: [:],
            notifier: TerminalOnlyNotifier(), deliveryChecker: nil, runtimeDirectory: nil, clock: { Fixture.t0 },
            openTerminal: { [terminal = rig.terminal] _ in terminal })
        #expect(try app.run() == 128 + SIGHUP)
        #expect(rig.terminal.inputs.count == 2, "nothing read after the hang-up")
        #expect(try rig.db.openWorkout() != nil)
    }

    @Test("the start's re-plan (a spotter sync child) runs once, after the first screen is drawn, not before")
    func replanAfterTheFirstFrame() throws {
        let rig = RunnerRig()
        rig.terminal.inputs = [.nothing, .nothing, .keys([.char("q")])]
        let notifier = FramesAtReplan(terminal: rig.terminal)
        let app = LiveApp(
            store: rig.db, zone: Fixture.zone, themesDirectory: rig.folder + "/themes", environment: [:],
            notifier: notifier, deliveryChecker: nil, runtimeDirectory: nil, clock: { Fixture.t0 },
            openTerminal: { [terminal = rig.terminal] _ in terminal })
        #expect(try app.run() == 0)
        #expect(notifier.framesAtReplan == [1], "frames drawn when each re-plan began")
    }

    @Test("a deferred notifier is made once, at the start's re-plan, after the first screen is drawn")
    func deferredNotifierIsMadeAfterTheFirstFrame() throws {
        let rig = RunnerRig()
        rig.terminal.inputs = [.nothing, .keys([.char("q")])]
        var framesAtMaking: [Int] = []
        let inner = FramesAtReplan(terminal: rig.terminal)
        let notifier = DeferredNotifier { [terminal = rig.terminal] in
            framesAtMaking.append(terminal.frames.count)
            return inner
        }
        let app = LiveApp(
            store: rig.db, zone: Fixture.zone, themesDirectory: rig.folder + "/themes", environment: [:],
            notifier: notifier, deliveryChecker: nil, runtimeDirectory: nil, clock: { Fixture.t0 },
            openTerminal: { [terminal = rig.terminal] _ in terminal })
        #expect(try app.run() == 0)
        #expect(framesAtMaking == [1], "frames drawn when the notifier was made")
        #expect(inner.framesAtReplan == [1], "the re-plan reached the notifier it made")
        notifier.cancel(id: "x")
        #expect(framesAtMaking.count == 1, "made once")
    }

    /// Records how many frames the terminal had drawn at each `replan`.
    final class FramesAtReplan: LiveNotifier {
        let terminal: MemoryTerminal
        var framesAtReplan: [Int] = []
        init(terminal: MemoryTerminal) { self.terminal = terminal }
        func alertNow(_ notification: PlannedNotification) {}
        func schedule(_ notification: PlannedNotification) {}
        func cancel(id: String) {}
        func replan() { framesAtReplan.append(terminal.frames.count) }
    }

    @Test("a set refused by the store reaches the status line as words, not SQL")
    func storeErrorReachesTheStatusLineAsWords() throws {
        let rig = RunnerRig()
        let app = rig.app
        app.dispatch(.keyPressed(.enter))  // start today's workout: it is in the file
        let workout = try #require(app.state.live.workout)
        // Another process throws the workout away; the screen still shows it.
        let other = try SpotterDatabase.open(path: rig.folder + "/data/spotter.sqlite")
        try other.discardWorkout(id: workout.id)

        app.dispatch(.keyPressed(.enter))  // the set form
        app.dispatch(.keyPressed(.enter))  // save: the set's workout is gone, so SQLite refuses it
        let message = try #require(app.state.message)
        #expect(message.isError)
        // The set's refusal, then the live row's (same workout): both in the same words.
        #expect(message.text.contains("a rule of the database in \(rig.folder)/data/spotter.sqlite refused the change"))
        #expect(message.text.hasSuffix("it was not saved"), "\(message.text)")
        for sql in ["INSERT", "SQLite", "FOREIGN KEY", "constraint"] {
            #expect(!message.text.contains(sql), "\(message.text)")
        }
        let statusLine = try #require(View.render(app.state).lines.first { $0.contains("a rule of the database") })
        #expect(!statusLine.contains("INSERT"))
        #expect(try rig.db.workout(id: workout.id) == nil)
    }
}
