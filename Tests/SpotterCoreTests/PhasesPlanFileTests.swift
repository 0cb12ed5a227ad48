import Testing

@testable import SpotterCore

@Suite("Plan files")
struct PhasesPlanFileTests {
    static let sample = """
        # my block
        plan: Winter strength
        start: 2026-11-30
        time: 06:30
        pace: 5:00

        phase: Volume
        week:
        mon: strength push
        wed: easy 6.5   # a comment
        thu: cross cycling
        sat: long 12
        week:
        mon: strength push
        phase: Intensity
        week:
        tue: intervals 5
        fri: rest
        """

    @Test("a hand-written plan loads with its phases, weeks and sessions")
    func parses() throws {
        let plan = try PlanFile.parse(Self.sample, file: "block.txt")
        #expect(plan.name == "Winter strength")
        #expect(plan.id == "winter-strength")
        #expect(plan.time == LocalTime(hhmm: "06:30"))
        #expect(plan.racePace == 300)
        #expect(plan.phases.map(\.name) == ["Volume", "Intensity"])
        #expect(plan.phases.map(\.weeks.count) == [2, 1])
        let wed = LocalDate(iso: "2026-12-02")!
        #expect(plan.session(on: wed) == .run(.easy, km: 6.5))
        #expect(plan.session(on: wed.adding(days: 1)) == .crossTraining(activity: "cycling"))
        #expect(plan.session(on: wed.adding(days: 2)) == .rest)
        #expect(plan.phaseStarting(on: LocalDate(iso: "2026-12-14")!)?.headline == "Intensity starts now: week 3 of 3")
    }

    @Test("writing and reading a plan gives the same plan")
    func roundTrip() throws {
        let plan = try PlanFile.parse(Self.sample, file: "block.txt")
        #expect(try PlanFile.parse(PlanFile.write(plan), file: "x") == plan)
        let race = try RacePlanGenerator.generate(
            race: .half, raceDay: LocalDate(iso: "2027-04-25")!, start: LocalDate(iso: "2027-01-04")!,
            days: [.tue, .sat])
        #expect(try PlanFile.parse(PlanFile.write(race), file: "x") == race)
    }

    @Test(
        "mistakes name the file and the line",
        arguments: [
            (
                "plan: x\nstart: 2026-12-01\nphase: A\nweek:\nmon: easy 5\n",
                "p.txt:2: start: 2026-12-01 is a Tue; weeks start on a Monday"
            ),
            (
                "plan: x\nstart: 2026-11-30\nphase: A\nweek:\nmon: fast 5\n",
                "p.txt:5: unknown session \"fast\" (easy, tempo, long, intervals, race, strength, cross, rest)"
            ),
            (
                "plan: x\nstart: 2026-11-30\nphase: A\nweek:\nmon: easy\n",
                "p.txt:5: easy needs a distance in km between 0 and 100 with at most one decimal, e.g. \"easy 8\""
            ),
            (
                "plan: x\nstart: 2026-11-30\nphase: A\nweek:\nmon: easy 5\nmon: easy 3\n",
                "p.txt:6: mon: is listed twice in this week"
            ),
            ("plan: x\nstart: 2026-11-30\nphase: A\nphase: B\nweek:\n", "p.txt:4: phase \"A\" has no weeks"),
            ("plan: x\nstart: 2026-11-30\n", "p.txt:3: the plan has no phases (add \"phase: NAME\" and \"week:\")"),
            ("plan: x\nstart: 2026-11-30\nmon: easy 5\n", "p.txt:3: mon: comes before any \"week:\" line"),
            (
                "plan: x\ncolour: red\n",
                "p.txt:2: unknown key \"colour\" (plan, id, start, time, pace, phase, week, mon…sun)"
            ),
        ])
    func errors(text: String, message: String) {
        #expect(throws: PlanFileError.self) { try PlanFile.parse(text, file: "p.txt") }
        do {
            _ = try PlanFile.parse(text, file: "p.txt")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test(
        "plan and phase names and cross activities are plain, bounded text, refused at their line",
        arguments: [
            (
                "plan: x\u{1B}[2J\nstart: 2026-11-30\nphase: A\nweek:\nmon: easy 5\n",
                "p.txt:1: plan name contains a control character (U+001B) at character 2; it must be plain text"
            ),
            (
                "plan: x\nstart: 2026-11-30\nphase: A\u{07}\nweek:\nmon: easy 5\n",
                "p.txt:3: phase name contains a control character (U+0007) at character 2; it must be plain text"
            ),
            (
                "plan: x\nstart: 2026-11-30\nphase: A\nweek:\nmon: cross \(String(repeating: "c", count: 201))\n",
                "p.txt:5: activity is 201 characters long; at most 200"
            ),
        ])
    func texts(text: String, message: String) {
        #expect(throws: PlanFileError.self) { try PlanFile.parse(text, file: "p.txt") }
        do {
            _ = try PlanFile.parse(text, file: "p.txt")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
