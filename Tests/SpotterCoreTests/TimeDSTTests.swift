import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

@Suite("Local time across DST changes")
struct TimeDSTTests {
    let berlin = ZonedCalendar(timeZone: Zone.berlin)
    let newYork = ZonedCalendar(timeZone: Zone.newYork)

    @Test("a time in Berlin's spring-forward gap moves forward by the gap: 02:30 becomes 03:30 CEST")
    func berlinGap() {
        #expect(berlin.instant(day("2026-03-29"), time("02:30")) == at("2026-03-29T03:30:00+02:00"))
    }

    @Test("a time in New York's spring-forward gap moves forward by the gap: 02:30 becomes 03:30 EDT")
    func newYorkGap() {
        #expect(newYork.instant(day("2026-03-08"), time("02:30")) == at("2026-03-08T03:30:00-04:00"))
    }

    @Test("a time that occurs twice in Berlin's fall-back takes the earlier occurrence (CEST)")
    func berlinOverlap() {
        #expect(berlin.instant(day("2026-10-25"), time("02:30")) == at("2026-10-25T02:30:00+02:00"))
    }

    @Test("a time that occurs twice in New York's fall-back takes the earlier occurrence (EDT)")
    func newYorkOverlap() {
        #expect(newYork.instant(day("2026-11-01"), time("01:30")) == at("2026-11-01T01:30:00-04:00"))
    }

    @Test("adding calendar days keeps the wall-clock time across a DST change")
    func addingDaysKeepsWallClock() {
        let start = at("2026-03-28T07:00:00+01:00")
        #expect(berlin.addingCalendarDays(7, to: start) == at("2026-04-04T07:00:00+02:00"))
        #expect(berlin.addingCalendarDays(7, to: start) != start.addingTimeInterval(7 * 86_400))
    }

    @Test("LocalDate counts calendar days, so a DST Sunday is one day like any other")
    func localDateArithmetic() {
        #expect(day("2026-03-28").adding(days: 1) == day("2026-03-29"))
        #expect(day("2026-03-29").adding(days: 1) == day("2026-03-30"))
        #expect(day("2026-03-23").days(until: day("2026-04-05")) == 13)
        #expect(day("2026-03-29").weekday == .sun)
    }

    @Test("ISO weeks: 2026 has a week 53 that ends on 2027-01-03")
    func isoWeek53() {
        #expect(day("2026-12-28").isoWeek.description == "2026-W53")
        #expect(day("2027-01-03").isoWeek.description == "2026-W53")
        #expect(day("2027-01-04").isoWeek.description == "2027-W01")
        #expect(day("2026-06-01").isoWeek.description == "2026-W23")
    }
}

@Suite("The planner's fast clock agrees with the calendar")
struct PlannerClockTests {
    static let zones = [
        "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Santiago", "Asia/Kolkata", "UTC",
        "Pacific/Chatham", "America/Havana",
    ]

    @Test("every day of 2026 gives the calendar's instant for a spread of wall-clock times", arguments: zones)
    func instantsMatchCalendar(zoneName: String) {
        let calendar = ZonedCalendar(timeZone: Zone.named(zoneName))
        let first = day("2026-01-01")
        let clock = PlannerClock(calendar: calendar, days: first...day("2026-12-31"))
        let minutes = [0, 1, 29, 30, 59, 60, 90, 119, 120, 121, 150, 179, 180, 181, 600, 1380, 1439]
        for offset in 0..<365 {
            let d = first.adding(days: offset)
            for m in minutes {
                let t = LocalTime(minuteOfDay: m)
                #expect(clock.instant(d, t) == calendar.instant(d, t), "\(zoneName) \(d) \(t)")
            }
        }
    }

    @Test("the local minute and day of an instant match the calendar's, hour by hour over a year", arguments: zones)
    func minuteAndDayMatchCalendar(zoneName: String) {
        let calendar = ZonedCalendar(timeZone: Zone.named(zoneName))
        // The clock covers March to November, so instants outside it take the slow path too.
        let clock = PlannerClock(calendar: calendar, days: day("2026-03-01")...day("2026-11-30"))
        var instant = at("2026-01-01T00:17:00Z")
        for _ in 0..<(365 * 24) {
            #expect(clock.minuteOfDay(of: instant) == calendar.time(of: instant).minuteOfDay)
            #expect(clock.day(of: instant) == calendar.day(of: instant))
            instant = instant.addingTimeInterval(3_600 + 60)
        }
        // Around every midnight, where a day lookup can be off by one.
        for offset in 0..<365 {
            let start = calendar.startOfDay(day("2026-01-01").adding(days: offset))
            for delta in [-60.0, -1, 0, 1, 59, 60] {
                let t = start.addingTimeInterval(delta)
                #expect(clock.minuteOfDay(of: t) == calendar.time(of: t).minuteOfDay, "\(zoneName) \(t)")
                #expect(clock.day(of: t) == calendar.day(of: t), "\(zoneName) \(t)")
            }
        }
    }
}
