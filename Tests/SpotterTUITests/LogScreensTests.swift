import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// The Day, Week, History and Plan screens on the fixed clock: their keys, their loads, and
/// changes to the past that show only once the store says they are durable.
@Suite("Log screens: Day, Week, History, Plan")
struct LogScreensTests {
    static let monday = LogFixture.monday

    static func press(_ key: Key, _ start: AppState) -> (AppState, [Effect]) {
        var state = start
        let effects = Reducer.reduce(&state, .keyPressed(key))
        return (state, effects)
    }

    @Test("d on Today opens the Day screen by asking for the day; it shows only what was loaded for that day")
    func dayOpensByLoading() {
        var state = LogFixture.state()
        let effects = Reducer.reduce(&state, .keyPressed(.char("d")))
        #expect(state.screen == .day && state.log.day == Self.monday)
        #expect(effects.contains(.loadDay(Self.monday)))
        #expect(View.render(state).lines[2].contains("Loading"))
        _ = Reducer.reduce(&state, .dayLoaded(LogFixture.day(Self.monday.adding(days: -1))))
        #expect(state.log.daySummary == nil, "an answer about another day is not shown as this one")
        _ = Reducer.reduce(&state, .dayLoaded(LogFixture.day()))
        #expect(state.log.daySummary?.day == Self.monday)
        #expect(View.render(state).lines.contains { $0.contains("Bench press") && $0.contains("60×5 @8") })
    }

    @Test("←/h and →/l step days, t jumps back to today, q goes back to Today")
    func daySteps() {
        let day = LogFixture.on([.char("d")])
        for key in [Key.left, .char("h")] {
            let (s, e) = Self.press(key, day)
            #expect(s.log.day == Self.monday.adding(days: -1) && e.contains(.loadDay(Self.monday.adding(days: -1))))
        }
        for key in [Key.right, .char("l")] {
            let (s, e) = Self.press(key, day)
            #expect(s.log.day == Self.monday.adding(days: 1) && e.contains(.loadDay(Self.monday.adding(days: 1))))
        }
        var state = day
        LogFixture.press([.left, .left, .left], &state)
        #expect(state.log.day == LocalDate(iso: "2026-11-27"))
        let (back, effects) = Self.press(.char("t"), state)
        #expect(back.log.day == Self.monday && effects.contains(.loadDay(Self.monday)))
        #expect(Self.press(.char("t"), day).0.message?.text == "today: this is today")
        #expect(Self.press(.char("q"), day).0.screen == .today)
        #expect(Self.press(.escape, day).0.screen == .today)
    }

    @Test("j and k scroll a Day that does not fit, and stop at its ends")
    func dayScrolls() {
        var state = LogFixture.on([.char("d")], width: 40, height: 12)
        let limit = DayLines.scrollLimit(state)
        #expect(limit > 0)
        LogFixture.press(Array(repeating: .char("j"), count: limit + 2), &state)
        #expect(state.log.dayScroll == limit)
        #expect(state.message?.text == "down: the end is in view")
        #expect(View.render(state).lines.contains { $0.contains("quiet hours") || $0.contains("quiet") })
        LogFixture.press([.char("k")], &state)
        #expect(state.log.dayScroll == limit - 1)
    }

    @Test("w opens this week with today selected; j/k move between days, Enter opens one, q comes back to the week")
    func week() {
        let week = LogFixture.on([.char("w")])
        #expect(week.screen == .week && week.log.week == Self.monday.isoWeek && week.log.weekCursor == 0)
        #expect(week.log.weekSummary?.days[0].done == true)
        var state = week
        LogFixture.press([.char("j"), .char("j"), .down], &state)
        #expect(state.log.weekCursor == 3)
        let (opened, effects) = Self.press(.enter, state)
        #expect(opened.screen == .day && opened.log.day == LocalDate(iso: "2026-12-03"))
        #expect(effects.contains(.loadDay(LocalDate(iso: "2026-12-03")!)))
        let (back, reload) = Self.press(.char("q"), opened)
        #expect(back.screen == .week && reload.contains(.loadWeek(Self.monday.isoWeek)))
        #expect(Self.press(.char("q"), back).0.screen == .today)
        let (earlier, e) = Self.press(.left, week)
        #expect(
            earlier.log.week == ISOWeek(parsing: "2026-W48") && e.contains(.loadWeek(ISOWeek(parsing: "2026-W48")!)))
        #expect(earlier.log.weekCursor == 0)
        #expect(Self.press(.char("l"), week).0.log.week == ISOWeek(parsing: "2026-W50"))
        #expect(Self.press(.char("t"), earlier).0.log.week == Self.monday.isoWeek)
        #expect(Self.press(.char("k"), week).0.message?.text == "up: at the first day")
    }

    @Test("h opens History newest first; / filters by text as typed, Esc puts it back, x steps the exercise filter")
    func historyFilters() {
        let history = LogFixture.on([.char("h")])
        #expect(history.screen == .history && history.log.history?.map(\.name) == ["Push", "Legs"])
        var state = history
        LogFixture.press([.char("/"), .char("l"), .char("e"), .char("g")], &state)
        #expect(state.log.history?.map(\.name) == ["Legs"])
        #expect(View.render(state).lines[0].contains("/leg_"))
        LogFixture.press([.escape], &state)
        #expect(state.log.historyText == "" && state.overlay == nil)
        LogFixture.press([.char("/"), .char("s"), .char("q"), .backspace, .char("q"), .enter], &state)
        #expect(
            state.log.historyText == "sq" && state.overlay == nil && state.log.history?.map(\.name) == ["Legs"])
        LogFixture.press([.char("/"), .backspace, .backspace, .enter], &state)
        LogFixture.press([.char("x")], &state)
        #expect(state.log.historyExercise == "bench" && state.log.history?.map(\.name) == ["Push"])
        #expect(state.message?.text == "Exercise: Bench press (1 workout); x for the next")
        for _ in 1..<PlanData.demo.exercises.count { LogFixture.press([.char("x")], &state) }
        #expect(state.log.historyExercise == "plank")
        LogFixture.press([.char("x")], &state)
        #expect(state.log.historyExercise == nil && state.log.historyTotal == 2)
    }

    @Test("History lists the records a workout set, and the opened workout names each under its summary")
    func historyRecords() {
        let push = HistoryEntry(workout: LogFixture.push, names: LogFixture.names, records: ["Bench press e1RM 70 kg"])
        var state = LogFixture.state()
        LogFixture.press(
            [.char("h")], &state, history: [push, HistoryEntry(workout: LogFixture.legs, names: LogFixture.names)])
        let list = View.render(state).lines
        #expect(list.contains { $0.contains("Push") && $0.contains("1 record") }, "\(list)")
        #expect(!list.contains { $0.contains("Legs") && $0.contains("record") }, "\(list)")
        LogFixture.press([.enter], &state)
        let opened = View.render(state).lines
        #expect(opened.contains { $0.contains("New record: Bench press e1RM 70 kg") }, "\(opened)")
    }

    @Test("records are judged against all history: the heavier later workout sets one, a filter does not change it")
    func historyEntriesJudgedAgainstAll() {
        let names = LogFixture.names
        var later = LogFixture.push
        later.id = "w-later"
        later.startedAt = later.startedAt.addingTimeInterval(7 * 86_400)
        later.finishedAt = later.finishedAt?.addingTimeInterval(7 * 86_400)
        later.sets = later.sets.map {
            var s = $0
            s.id += "-later"
            s.weight = s.weight.map { $0 + 10 }
            return s
        }
        let all = [LogFixture.push, later]
        #expect(HistoryEntry.list(all, history: all, names: names).map { $0.records.isEmpty } == [true, false])
        #expect(HistoryEntry.list([later], history: all, names: names).first?.records.isEmpty == false)
        #expect(HistoryEntry.list([later], history: [later], names: names).first?.records.isEmpty == true)
    }

    static func openPush() -> AppState {
        var state = LogFixture.on([.char("h"), .enter])
        state.message = nil
        return state
    }

    @Test(
        "Enter opens the workout with every set; e edits weight and reps, and the screen changes only when the store answers"
    )
    func editPastSet() throws {
        var state = Self.openPush()
        #expect(state.screen == .historyWorkout && state.log.openWorkout?.name == "Push")
        LogFixture.press([.char("j")], &state)
        #expect(state.log.selectedSet?.id == "s2")
        let effects = LogFixture.press([.char("e"), .char("6"), .char("5"), .tab, .char("4"), .enter], &state)
        var expected = LogFixture.push.sets[1]
        expected.weight = 65
        expected.reps = 4
        #expect(effects.contains(.editPastSet(expected)), "the RPE and the type stay")
        #expect(state.log.selectedSet?.logged.weight == 60, "not shown before the store says it is durable")
        var stored = LogFixture.push
        stored.sets[1] = expected
        let answer = Reducer.reduce(
            &state,
            .historyChanged(
                .editPastSet(expected),
                LogFixture.firstPage(
                    of: [stored, LogFixture.legs].map { HistoryEntry(workout: $0, names: LogFixture.names) }),
                Fixture.snapshot(weekWorkouts: [stored])))
        #expect(answer.contains(.replan))
        #expect(state.log.selectedSet?.logged.weight == 65)
        #expect(state.message?.text == "Saved Bench press 65×4")
        var timed = Self.openPush()
        LogFixture.press([.char("j"), .char("j"), .char("j"), .char("j"), .char("e")], &timed)
        guard case .setForm(let held)? = timed.overlay else {
            Issue.record("e opened no form on the plank")
            return
        }
        #expect(held.fields.first == .time && held.time == "00:45")
    }

    @Test(
        "d asks \"Delete Bench press 60×5 from Push, Mon 30 Nov?\"; n keeps it; y deletes, shown after the store answers"
    )
    func deletePastSet() {
        var state = Self.openPush()
        LogFixture.press([.char("j"), .char("d")], &state)
        guard case .confirm(let c)? = state.overlay else {
            Issue.record("d asked nothing")
            return
        }
        #expect(c.question == "Delete Bench press 60×5 from Push, Mon 30 Nov?")
        #expect(Self.press(.char("n"), state).0.overlay == nil)
        #expect(Self.press(.escape, state).1.isEmpty)
        #expect(Self.press(.enter, state).1.isEmpty, "Enter is no answer to a deletion")
        let (asked, effects) = Self.press(.char("y"), state)
        #expect(effects == [.deletePastSet(LogFixture.push.sets[1])])
        #expect(asked.log.openWorkout?.setCount == 5)
        var after = asked
        var stored = LogFixture.push
        stored.sets.remove(at: 1)
        let answer = Reducer.reduce(
            &after,
            .historyChanged(
                .deletePastSet(LogFixture.push.sets[1]),
                LogFixture.firstPage(
                    of: [stored, LogFixture.legs].map { HistoryEntry(workout: $0, names: LogFixture.names) }),
                Fixture.snapshot(weekWorkouts: [stored])))
        #expect(answer.contains(.replan))
        #expect(after.log.openWorkout?.setCount == 4)
        #expect(after.message?.text == "Deleted Bench press 60×5 from Push")
    }

    @Test("D asks before the whole workout goes; once deleted, History lists what is left")
    func deleteWorkout() {
        var state = Self.openPush()
        LogFixture.press([.char("D")], &state)
        guard case .confirm(let c)? = state.overlay else {
            Issue.record("D asked nothing")
            return
        }
        #expect(c.question == "Delete Push, Mon 30 Nov, with its 5 sets?")
        let effects = LogFixture.press([.char("y")], &state)
        #expect(effects.contains(.deleteWorkout(id: "w-push")))
        let answer = Reducer.reduce(
            &state,
            .pastWorkoutDeleted(
                DeletedWorkout(workout: LogFixture.push),
                LogFixture.firstPage(of: [HistoryEntry(workout: LogFixture.legs, names: LogFixture.names)]),
                Fixture.snapshot()))
        #expect(answer.contains(.replan))
        #expect(state.screen == .history && state.log.history?.map(\.name) == ["Legs"])
        #expect(state.message?.text == "Deleted Push, Mon 30 Nov: u brings it back")
        #expect(TodayOverview(state).weekDone == 0, "the weekly goal counts what the store holds now")
    }

    @Test("p opens the plan with the next 14 days from the day resolver; Enter opens the selected day")
    func plan() {
        var state = LogFixture.on([.char("p")])
        #expect(state.screen == .plan)
        let days = PlanLines.upcoming(state)
        #expect(days.count == 14 && days[0].day == Self.monday && days[0].text == "Push at 18:00")
        #expect(days[2].text.hasPrefix("Pull"))
        LogFixture.press([.char("j"), .char("j")], &state)
        let (opened, effects) = Self.press(.enter, state)
        #expect(opened.screen == .day && effects.contains(.loadDay(LocalDate(iso: "2026-12-02")!)))
        #expect(Self.press(.char("q"), opened).0.screen == .plan)
    }

    @Test("routes open the screens they name; Esc then goes back where it was")
    func routes() {
        var state = LogFixture.state()
        let day = LocalDate(iso: "2026-11-26")!
        #expect(Reducer.reduce(&state, .routeRequested(.day(day))).contains(.loadDay(day)))
        #expect(state.screen == .day && state.log.day == day)
        let week = ISOWeek(parsing: "2026-W48")!
        #expect(Reducer.reduce(&state, .routeRequested(.week(week))).contains(.loadWeek(week)))
        #expect(state.screen == .week)
        _ = Reducer.reduce(&state, .routeRequested(.plan))
        #expect(state.screen == .plan)
        LogFixture.press([.escape], &state)
        #expect(state.screen == .week)
        LogFixture.press([.escape, .escape], &state)
        #expect(state.screen == .today)
        _ = Reducer.reduce(&state, .routeRequested(Route(parsing: "day/2026-02-30")))
        #expect(state.screen == .today)
    }

    @Test("a commit by another process reloads the log screen in view")
    func reloadsOnChangeElsewhere() {
        var state = LogFixture.on([.char("w")])
        #expect(
            Reducer.reduce(&state, .storeChangedElsewhere(Fixture.snapshot())).contains(.loadWeek(Self.monday.isoWeek)))
        state = LogFixture.on([.char("h")])
        #expect(
            Reducer.reduce(&state, .storeChangedElsewhere(Fixture.snapshot())).contains {
                if case .store(.loadHistory) = $0 { return true } else { return false }
            })
    }

    @Test(
        "r, s, n mark the day as spotter overlay does; c and v ask for the activity and the last day; x clears; each then re-plans and reloads the day"
    )
    func dayOverlays() {
        let day = LogFixture.on([.char("d")])
        #expect(Self.press(.char("r"), day).1 == [.addOverlay(Overlay(kind: .rest, day: Self.monday))])
        #expect(Self.press(.char("s"), day).1 == [.addOverlay(Overlay(kind: .skipped, day: Self.monday))])
        #expect(Self.press(.char("n"), day).1 == [.addOverlay(Overlay(kind: .notToday, day: Self.monday))])
        let tuesday = LogFixture.on([.char("d"), .char("l")])
        #expect(Self.press(.char("s"), tuesday).0.message?.text == "skip: no session planned this day")
        var cross = day
        LogFixture.press([.char("c"), .enter], &cross)
        #expect(cross.message?.text == "activity: type what you do instead, e.g. cycling")
        let typed = LogFixture.press(Array("cycling").map { Key.char($0) } + [.enter], &cross)
        #expect(typed.contains(.addOverlay(Overlay(kind: .crossTraining, day: Self.monday, activity: "cycling"))))
        #expect(cross.overlay == nil)
        var vacation = day
        LogFixture.press([.char("v")], &vacation)
        #expect(vacation.overlay == .dayEntry(DayEntry(.vacationEnd, text: "2026-12-06")))
        LogFixture.press(
            Array(repeating: .backspace, count: 10) + Array("2026-11-01").map { Key.char($0) } + [.enter], &vacation)
        #expect(vacation.message?.text == "last day: 2026-11-01 is before 2026-11-30")
        #expect(vacation.overlay == .dayEntry(DayEntry(.vacationEnd, text: "2026-11-01")), "the line stays open to fix")
        var bad = day
        LogFixture.press(
            [.char("v"), .backspace, .backspace, .backspace, .backspace, .backspace, .char("1"), .enter], &bad)
        #expect(bad.message?.text == "last day: \"2026-1\" is not a date YYYY-MM-DD" && bad.overlay != nil)
        var ok = day
        let effects = LogFixture.press([.char("v"), .backspace, .char("3"), .enter], &ok)
        #expect(
            effects.contains(
                .addOverlay(Overlay(kind: .vacation, first: Self.monday, last: LocalDate(iso: "2026-12-03")!))))
        #expect(Self.press(.escape, Self.press(.char("c"), day).0).0.overlay == nil)
        #expect(Self.press(.char("x"), day).0.message?.text == "clear: no overlay on this day")

        // The store answers: the day is read again, the replan runs, and Today's plan has the rest day.
        var state = day
        var snapshot = Fixture.snapshot(weekWorkouts: [LogFixture.push])
        let rest = Overlay(kind: .rest, day: Self.monday)
        snapshot.plan.overlays = [rest]
        let answer = Reducer.reduce(&state, .overlaysChanged(.addOverlay(rest), snapshot))
        #expect(answer.contains(.replan) && answer.contains(.loadDay(Self.monday)))
        #expect(state.message?.text == "Marked Mon 30 Nov: rest")
        #expect(TodayOverview(state).todayText == "rest day")
        #expect(Self.press(.char("x"), state).1 == [.clearOverlays(day: Self.monday)])
    }
}
