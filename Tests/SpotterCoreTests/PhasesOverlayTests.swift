import Testing

@testable import SpotterCore

@Suite("Overlays")
struct PhasesOverlayTests {
    // Mon easy, Tue tempo, Wed rest, Thu rest, Fri easy, Sat long, Sun rest.
    static let plan: [Weekday: DaySession] = [
        .mon: .run(.easy, km: 5), .tue: .run(.tempo, km: 6), .fri: .run(.easy, km: 5), .sat: .run(.long, km: 12),
    ]
    let monday = LocalDate(iso: "2026-11-30")!
    func day(_ offset: Int) -> LocalDate { monday.adding(days: offset) }
    func resolve(_ offset: Int, _ overlays: [Overlay]) -> ResolvedDay {
        OverlayResolver.resolve(day(offset), overlays: overlays) { d in Self.plan[d.weekday].map { [$0] } ?? [] }
    }

    @Test(
        "rest, vacation, cross-training and skipped leave nothing to train",
        arguments: [
            (Overlay.Kind.rest, DaySilence.restDay), (.vacation, .vacation), (.crossTraining, .crossTraining),
            (.skipped, .skipped),
        ])
    func silent(kind: Overlay.Kind, silence: DaySilence) {
        let r = resolve(1, [Overlay(kind: kind, day: day(1), activity: "swim")])
        #expect(!r.expectsTraining)
        #expect(r.silence == silence)
        #expect(r.planned == [.run(.tempo, km: 6)])
    }

    @Test("a vacation covers every day of its range and nothing outside it")
    func vacationRange() {
        let v = [Overlay(kind: .vacation, first: day(4), last: day(9))]
        #expect(resolve(4, v).silence == .vacation)
        #expect(resolve(5, v).silence == .vacation)
        #expect(resolve(0, v).expectsTraining)
        #expect(resolve(11, v).expectsTraining)
    }

    @Test("not today moves the session to the next free day of the week")
    func notTodayMoves() {
        let o = [Overlay(kind: .notToday, day: day(1))]
        #expect(resolve(1, o).silence == .moved(to: day(2)))
        let wed = resolve(2, o)
        #expect(wed.training == [.run(.tempo, km: 6)])
        #expect(wed.movedFrom == day(1))
    }

    @Test("not today skips over busy days and days with overlays, and two moves never collide")
    func notTodayTwice() {
        let o = [
            Overlay(kind: .notToday, day: day(1)), Overlay(kind: .rest, day: day(2)),
            Overlay(kind: .notToday, day: day(4)),
        ]
        #expect(resolve(1, o).silence == .moved(to: day(3)))
        #expect(resolve(4, o).silence == .moved(to: day(6)))
        #expect(resolve(6, o).training == [.run(.easy, km: 5)])
    }

    @Test("not today with no free day left in the week is a skip")
    func notTodaySunday() {
        let o = [Overlay(kind: .notToday, day: day(5)), Overlay(kind: .rest, day: day(6))]
        #expect(resolve(5, o).silence == .skipped)
        #expect(resolve(6, o).silence == .restDay)
        #expect(resolve(7, o).training == [.run(.easy, km: 5)])
    }

    @Test("a planned rest or cross-training day is silent with its own reason")
    func plannedSilence() {
        #expect(resolve(2, []).silence == .nothingPlanned)
        let r = OverlayResolver.resolve(day(2), overlays: []) { _ in [.crossTraining(activity: "bike")] }
        #expect(r.silence == .crossTraining)
    }
}
