import Testing

@testable import SpotterCore

@Suite("Race plans")
struct PhasesRacePlanTests {
    func d(_ s: String) -> LocalDate { LocalDate(iso: s)! }

    @Test(
        "phase lengths follow the formulas, rounding halves to even",
        arguments: [
            (5, 2, 0, 1, 2), (7, 2, 2, 1, 2), (10, 2, 4, 2, 2), (13, 3, 5, 2, 3), (18, 4, 7, 3, 4), (30, 8, 12, 4, 6),
        ])
    func split(n: Int, base: Int, build: Int, peak: Int, taper: Int) throws {
        let s = try #require(PhaseSplit(weeks: n))
        #expect([s.base, s.build, s.peak, s.taper] == [base, build, peak, taper])
        #expect(s.base + s.build + s.peak + s.taper == n)
    }

    @Test("fewer than five weeks cannot hold the minimum phases")
    func tooShort() {
        #expect(PhaseSplit(weeks: 4) == nil)
        #expect(throws: RacePlanError.tooShort(weeks: 4)) {
            try RacePlanGenerator.generate(race: .fiveK, raceDay: d("2027-01-31"), start: d("2027-01-04"), days: [.mon])
        }
    }

    @Test("half to even is exact in integers")
    func halfEven() {
        #expect(PhaseSplit.roundHalfEven(15, over: 10) == 2)
        #expect(PhaseSplit.roundHalfEven(25, over: 10) == 2)
        #expect(PhaseSplit.roundHalfEven(35, over: 10) == 4)
        #expect(PhaseSplit.roundHalfEven(26, over: 10) == 3)
        #expect(PhaseSplit.roundHalfEven(24, over: 10) == 2)
    }

    @Test("a 10-week 10K plan: phases, race on race day, Peak starts in week 7 of 10")
    func tenWeeks() throws {
        let plan = try RacePlanGenerator.generate(
            race: .tenK, raceDay: d("2027-03-14"), start: d("2027-01-06"), days: [.tue, .thu, .sun], racePace: 300)
        #expect(plan.start == d("2027-01-04"))
        #expect(plan.totalWeeks == 10)
        #expect(plan.phases.map(\.name) == ["Base", "Build", "Peak", "Taper"])
        #expect(plan.phases.map(\.weeks.count) == [2, 4, 2, 2])
        #expect(plan.session(on: d("2027-03-14")) == .run(.race, km: 10))
        #expect(plan.session(on: d("2027-03-13")) == .rest)
        #expect(plan.session(on: d("2027-03-15")) == nil)
        #expect(plan.phaseStarting(on: d("2027-02-15"))?.headline == "Peak starts now: week 7 of 10")
        #expect(plan.phaseStarting(on: d("2027-01-04")) == nil, "the first phase is the plan starting, not news")
        #expect(plan.phaseStarting(on: d("2027-02-16")) == nil)
        #expect(plan.session(on: d("2027-02-18")) == .run(.intervals, km: 8), "Peak's quality day is intervals")
        #expect(plan.targetPace(.easy) == 360)
    }

    @Test("long runs build to the Peak and then taper")
    func distancesBuildThenTaper() throws {
        let plan = try RacePlanGenerator.generate(
            race: .marathon, raceDay: d("2027-06-06"), start: d("2027-01-04"), days: [.mon, .wed, .fri, .sat])
        let longs = (0..<plan.totalWeeks - 1).map { w -> Double in
            plan.session(on: plan.start.adding(days: w * 7 + 5))?.distanceKm ?? 0
        }
        let peakEnd = plan.phases.prefix(3).reduce(0) { $0 + $1.weeks.count }
        for w in 1..<peakEnd { #expect(longs[w] >= longs[w - 1], "week \(w + 1) builds") }
        #expect(longs[peakEnd - 1] == 32)
        for w in peakEnd..<longs.count { #expect(longs[w] < longs[w - 1], "week \(w + 1) tapers") }
        #expect(longs[0] < longs[peakEnd - 1])
    }

    @Test("a race date before the start or no days is refused")
    func refusals() {
        #expect(throws: RacePlanError.self) {
            try RacePlanGenerator.generate(race: .half, raceDay: d("2026-01-01"), start: d("2027-01-04"), days: [.mon])
        }
        #expect(throws: RacePlanError.noDays) {
            try RacePlanGenerator.generate(race: .half, raceDay: d("2027-06-01"), start: d("2027-01-04"), days: [])
        }
    }
}
