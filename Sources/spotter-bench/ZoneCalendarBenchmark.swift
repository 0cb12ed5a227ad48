import FoundationEssentials
import SpotterCore
import SpotterSystem

/// What one `ZonedCalendar` call costs now that it runs on Spotter's own `Zone` (no Foundation
/// `Calendar`): the question whether `PlannerClock`, the planner's per-day cache written when each
/// call went through `Calendar` and cost microseconds, still earns its place.
///
/// Run it beside the planner: `swift run -c release spotter-bench planner zone-calendar`. A plan
/// asks the clock about three times an occurrence (its instant, its minute for quiet hours, its
/// day), about 750 calls for the planner benchmark's 250 occurrences: the line prints that many
/// calls' cost next to the planner's 1 ms target.
func zoneCalendarBenchmark() throws {
    guard let zone = SystemZones.shared.zone(named: "Europe/Berlin") else { throw BenchError("no Europe/Berlin") }
    let calendar = ZonedCalendar(timeZone: zone)
    // The planner benchmark's fortnight, across Berlin's spring-forward change.
    let start = Date(timeIntervalSince1970: 1_774_249_200)  // 2026-03-23T08:00:00+01:00
    let instants = (0..<4_096).map { start.addingTimeInterval(Double($0) * 14 * 86_400 / 4_096) }
    let days = instants.map { calendar.day(of: $0) }
    let times = instants.map { calendar.time(of: $0) }
    var sink = 0
    func perCall(_ label: String, _ body: (Int) -> Int) {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<20 {
            let began = clock.now
            for i in 0..<100_000 { sink &+= body(i & 4_095) }
            let elapsed = clock.now - began
            let ns = (Double(elapsed.components.seconds) * 1e18 + Double(elapsed.components.attoseconds)) / 1e9
            best = min(best, ns / 100_000)
        }
        print(
            "  \(label): \(FixedPoint.text(best, decimals: 1)) ns a call; 750 calls \(FixedPoint.text(best * 0.75, decimals: 1)) µs"
        )
    }
    print("ZonedCalendar on Zone (Europe/Berlin, 14 days across a DST change), best of 20 × 100,000 calls:")
    perCall("instant(day, time)") { Int(calendar.instant(days[$0], times[$0]).timeIntervalSince1970) }
    perCall("day(of:)") { calendar.day(of: instants[$0]).day }
    perCall("time(of:)") { calendar.time(of: instants[$0]).minuteOfDay }
    print("  (checksum \(sink & 0xff); the planner's target is 1,000 µs a plan)")
}
