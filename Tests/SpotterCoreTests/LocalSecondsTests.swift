import Testing

@testable import SpotterCore

@Suite("Local seconds as a day and a second of it")
struct LocalSecondsTests {
    @Test("days are floored on both sides of 1970, and the second of the day is never negative")
    func floored() {
        let cases: [(local: Int, days: Int, second: Int)] = [
            (0, 0, 0), (86_399, 0, 86_399), (86_400, 1, 0), (90_000, 1, 3600),
            (-1, -1, 86_399), (-86_400, -1, 0), (-86_401, -2, 86_399),
        ]
        for c in cases {
            #expect(LocalSeconds.days(c.local) == c.days, "days(\(c.local))")
            #expect(LocalSeconds.secondOfDay(c.local) == c.second, "secondOfDay(\(c.local))")
        }
    }
}
