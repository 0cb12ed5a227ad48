import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

@Suite("Calendar values")
struct CalendarValuesTests {
    @Test("day arithmetic agrees with the civil calendar across years and leap days")
    func dayArithmetic() {
        let d = LocalDate(iso: "2024-02-28")!
        #expect(d.adding(days: 1).iso == "2024-02-29")
        #expect(d.adding(days: 2).iso == "2024-03-01")
        #expect(LocalDate(iso: "2026-12-31")!.adding(days: 1).iso == "2027-01-01")
        #expect(LocalDate(iso: "1970-01-01")!.daysSinceEpoch == 0)
        #expect(LocalDate(iso: "2026-11-30")!.weekday == .mon)
        #expect(LocalDate(iso: "2026-02-30") == nil)
    }

    @Test("2026 has an ISO week 53 that runs into 2027")
    func isoWeek53() {
        #expect(LocalDate(iso: "2026-12-28")!.isoWeek.description == "2026-W53")
        #expect(LocalDate(iso: "2027-01-03")!.isoWeek.description == "2026-W53")
        #expect(LocalDate(iso: "2027-01-04")!.isoWeek.description == "2027-W01")
        #expect(LocalDate(iso: "2026-01-01")!.isoWeek.description == "2026-W01")
    }

    @Test("ISO weeks agree with Foundation's ISO 8601 calendar for three years of days")
    func isoWeeksMatchFoundation() {
        var cal = Calendar(identifier: .iso8601)
        cal.timeZone = TimeZone(identifier: "UTC")!
        let zoned = ZonedCalendar(timeZone: .utc)
        var day = LocalDate(iso: "2025-12-01")!
        for _ in 0..<(3 * 366) {
            let instant = zoned.instant(day, LocalTime(hour: 12, minute: 0)!)
            let c = cal.dateComponents([.yearForWeekOfYear, .weekOfYear], from: instant)
            #expect(day.isoWeek == ISOWeek(year: c.yearForWeekOfYear!, week: c.weekOfYear!), "\(day)")
            day = day.adding(days: 1)
        }
    }

    @Test("a wall-clock time in the spring-forward gap moves forward by the gap")
    func springForwardGap() {
        let berlin = ZonedCalendar(timeZone: Zone.named("Europe/Berlin"))
        let instant = berlin.instant(LocalDate(iso: "2026-03-29")!, LocalTime(hhmm: "02:30")!)
        #expect(berlin.time(of: instant).hhmm == "03:30")
        #expect(berlin.offsetSeconds(at: instant) == 7200)
    }

    @Test("a wall-clock time that occurs twice takes the earlier occurrence")
    func fallBackOverlap() {
        let ny = ZonedCalendar(timeZone: Zone.named("America/New_York"))
        let instant = ny.instant(LocalDate(iso: "2026-11-01")!, LocalTime(hhmm: "01:30")!)
        #expect(ny.offsetSeconds(at: instant) == -4 * 3600)  // EDT, the first 01:30
    }

    @Test("routes parse only the fixed screens; anything else opens Today")
    func routes() {
        #expect(Route(parsing: "day/2026-12-01") == .day(LocalDate(iso: "2026-12-01")!))
        #expect(Route(parsing: "week/2026-W53") == .week(ISOWeek(year: 2026, week: 53)))
        #expect(Route(parsing: "workout") == .workout)
        #expect(Route(parsing: "https://example.com") == .today)
        #expect(Route(parsing: "day/tomorrow") == .today)
        #expect(Route(parsing: "week/2026-W54") == .today)
        #expect(Route(parsing: "settings/../../etc") == .today)
        for route in [Route.today, .plan, .settings, .workout, .day(LocalDate(iso: "2026-01-31")!)] {
            #expect(Route(parsing: route.path) == route)
        }
    }
}

@Suite("Pause")
struct PauseLengthTests {
    @Test("a one-week pause across the autumn change ends at the same wall-clock time")
    func weekAcrossChange() {
        let berlin = ZonedCalendar(timeZone: Zone.named("Europe/Berlin"))
        let start = berlin.instant(LocalDate(iso: "2026-10-22")!, LocalTime(hhmm: "12:00")!)
        let end = PauseLength.week.end(from: start, calendar: berlin)
        #expect(berlin.day(of: end).iso == "2026-10-29")
        #expect(berlin.time(of: end).hhmm == "12:00")
        #expect(end.timeIntervalSince(start) == 7 * 86400 + 3600)  // the day the clocks went back had 25 hours
    }

    @Test("a three-day pause ends three calendar days later")
    func threeDays() {
        let ny = ZonedCalendar(timeZone: Zone.named("America/New_York"))
        let start = ny.instant(LocalDate(iso: "2026-03-07")!, LocalTime(hhmm: "21:15")!)
        let end = PauseLength.threeDays.end(from: start, calendar: ny)
        #expect(LocalDateTimeText.format(end, ny.timeZone) == "2026-03-10T21:15")
    }
}
