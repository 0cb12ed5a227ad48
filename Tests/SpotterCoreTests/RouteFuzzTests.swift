import SpotterTestSupport
import Testing

@testable import SpotterCore

/// Generated junk routes through the one route parser: junk opens Today, and whatever is read
/// is one of the fixed screens, written back the way it was read.
@Suite("Fuzz: junk routes")
struct RouteFuzzTests {
    @Test("3,000 junk routes (URLs, impossible days and weeks, traversal, controls, long texts) each open Today")
    func junkOpensToday() {
        for text in MalformedRoutes.generate(count: 3000, seed: 0x0A7E_0001) {
            #expect(Route(parsing: text) == .today, "\(text.debugDescription.prefix(80))")
        }
    }

    @Test("a week with a sign in it, or one its year does not have, opens Today; week 53 of a long year is a week")
    func weekRoutes() {
        for text in ["week/+202-W05", "week/-202-W05", "week/2026-W+5", "week/2027-W53", "week/2026-W54"] {
            #expect(Route(parsing: text) == .today, "\(text)")
        }
        #expect(Route(parsing: "week/2026-W53") == .week(ISOWeek(year: 2026, week: 53)))
        #expect(Route(parsing: "week/2020-W53") == .week(ISOWeek(year: 2020, week: 53)))
        #expect(Route(parsing: "week/2027-W52") == .week(ISOWeek(year: 2027, week: 52)))
    }

    @Test("4,000 route-like texts read as a fixed screen that round-trips, on a day or week that exists")
    func noiseReadsAsAKnownScreen() {
        for text in MalformedRoutes.noise(count: 4000, seed: 0x0A7E_0002) {
            let route = Route(parsing: text)
            #expect(Route(parsing: route.path) == route, "\(text.debugDescription) read as \(route.path)")
            switch route {
            case .today, .plan, .workout, .settings: break
            case .day(let day):
                #expect(LocalDate(iso: day.iso) == day, "\(text.debugDescription)")
            case .week(let week):
                // The week's Monday lies in that ISO week: week 53 only in a year that has one.
                let monday = LocalDate(year: week.year, month: 1, day: 4).map { jan4 in
                    jan4.mondayOfWeek.adding(days: 7 * (week.week - 1))
                }
                #expect(monday?.isoWeek == week, "\(text.debugDescription) read as \(route.path)")
            }
        }
    }
}
