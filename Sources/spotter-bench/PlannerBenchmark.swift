import FoundationEssentials
import SpotterCore
import SpotterSystem

/// How long one full 14-day plan takes for 50 templates (target: under 1 ms).
///
/// 50 weekly templates on three weekdays each at different times, two rotations, structured style
/// with a lead time and quiet hours, an open workout: about 250 occurrences, all of them through
/// every rule. The input is built once; each run plans from scratch, as a re-plan does.
func plannerBenchmark() -> Benchmark {
    Benchmark(name: "planner") {
        let zone = SystemZones.shared.zone(named: "Europe/Berlin")!
        // A Monday just before Berlin's spring-forward change, so the horizon holds a DST day.
        let now = Date(timeIntervalSince1970: 1_774_249_200)  // 2026-03-23T08:00:00+01:00
        let days = Weekday.allCases
        let weekly = (0..<50).map { i in
            WeeklySchedule(
                templateId: "t\(i)", weekdays: [days[i % 7], days[(i + 2) % 7], days[(i + 4) % 7]],
                time: LocalTime(minuteOfDay: 6 * 60 + (i * 17) % (15 * 60)))
        }
        let rotations = [
            Rotation(
                id: "r1", name: "A/B", templateIds: ["t1", "t2"], weekdays: [.tue, .sat],
                time: LocalTime(minuteOfDay: 600)),
            Rotation(
                id: "r2", name: "PPL", templateIds: ["t3", "t4", "t5"], nextIndex: 2, weekdays: [.mon, .wed, .fri],
                time: LocalTime(minuteOfDay: 1_080)),
        ]
        var prefs = NotificationPreferences()
        prefs.leadMinutes = 15
        let input = PlannerInput(
            now: now, timeZone: zone, weekly: weekly, rotations: rotations, prefs: prefs,
            history: PlannerHistory(
                trainedToday: TrainedToday(templateIds: ["t0"]), trainedDaysThisWeek: [],
                openWorkout: OpenWorkout(id: "w", lastSetAt: now.addingTimeInterval(-600))))

        var last = planNotifications(input)
        for _ in 0..<50 { last = planNotifications(input) }  // warm-up: time zone data, caches
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<1_000 {
            let start = clock.now
            last = planNotifications(input)
            let elapsed = clock.now - start
            samples.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
        }
        samples.sort()
        func us(_ q: Double) -> String {
            FixedPoint.text(samples[Int(Double(samples.count - 1) * q)], decimals: 0) + " µs"
        }
        print(
            "full 14-day plan, 50 templates + 2 rotations: \(last.scheduled.count) scheduled, \(last.skipped.count) skipped"
        )
        print("  median \(us(0.5))   p90 \(us(0.9))   p99 \(us(0.99))   (target < 1000 µs, 1000 runs)")
    }
}
