import Foundation
import SpotterCore
import SpotterSystem
import Testing

/// Spotter's `Zone` (TZif files) against Foundation's `TimeZone` (ICU), zone by zone.
///
/// Foundation carries its own copy of the tz database, older than the system's, so a zone whose
/// rules changed in between differs for the instants that changed; those are listed in
/// `dataDiffers` with the release that changed them, and a difference anywhere else fails.
/// Every transition Foundation knows is checked a second either side, with wall times in and
/// around its gap or overlap; between transitions, instants are sampled about every two months.
@Suite("Zones agree with Foundation's TimeZone")
struct ZoneAgreementTests {
    static let from = 0.0  // 1970-01-01
    static let to = 2_145_916_800.0  // 2038-01-01

    /// Zones, and from which instant on, whose data changed after Foundation's copy was made.
    static let dataDiffers: [String: Double] = [
        // 2024b made the System V names links to a city: EET is Europe/Athens, WET Europe/Lisbon
        // (ICU still has their own rules, which differ from the city's before 1981).
        "EET": 0, "WET": 0,
    ]

    /// Zones whose DST flag Foundation reads the other way round: the tz database marks their
    /// winter time (Ireland), their Ramadan time (Morocco) or their 1994–2017 winter (Namibia) as
    /// DST with a negative save, which ICU's copy turns positive. Their offsets still must agree.
    static let negativeDST: Set<String> = [
        "Europe/Dublin", "Eire", "Africa/Casablanca", "Africa/El_Aaiun", "Africa/Windhoek",
    ]

    struct Tally {
        var zones = 0
        var instants = 0
        var wallTimes = 0
        /// The first difference found in each zone, and how many there were.
        var problems: [String: (first: String, count: Int)] = [:]

        mutating func check(_ ok: Bool, _ zone: String, _ what: @autoclosure () -> String) {
            guard !ok else { return }
            problems[zone, default: (what(), 0)].count += 1
        }

        var report: String {
            problems.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.count)× e.g. \($0.value.first)" }
                .joined(separator: "\n")
        }
    }

    func compare(
        _ name: String, _ zone: Zone, _ foundation: TimeZone, from: Double, to: Double, step: Double,
        _ tally: inout Tally
    ) {
        let differsFrom = Self.dataDiffers[name] ?? .infinity
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = foundation
        let ours = ZonedCalendar(timeZone: zone)
        func instant(_ t: Double) {
            guard t < differsFrom else { return }
            let date = Date(timeIntervalSince1970: t)
            tally.instants += 1
            let (a, b) = (zone.secondsFromGMT(for: date), foundation.secondsFromGMT(for: date))
            tally.check(a == b, name, "\(name) \(date): offset \(a), Foundation \(b)")
            guard !Self.negativeDST.contains(name) else { return }
            let (dst, foundationDST) = (
                zone.isDaylightSavingTime(for: date), foundation.isDaylightSavingTime(for: date)
            )
            tally.check(dst == foundationDST, name, "\(name) \(date): DST \(dst), Foundation \(foundationDST)")
        }
        func wallTime(_ local: Int) {
            guard Double(local) < differsFrom - 86_400 else { return }
            tally.wallTimes += 1
            let day = LocalDate(daysSinceEpoch: local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400))
            let second = local - day.daysSinceEpoch * 86_400
            let expected = calendar.date(
                from: DateComponents(
                    year: day.year, month: day.month, day: day.day, hour: second / 3600, minute: second / 60 % 60,
                    second: second % 60))
            let got = ours.instant(day, LocalTime(minuteOfDay: second / 60), second: second % 60)
            tally.check(
                got == expected, name,
                "\(name) wall \(day) \(second)s: \(got), Foundation \(String(describing: expected))")
        }
        var t = Date(timeIntervalSince1970: from)
        while let next = foundation.nextDaylightSavingTimeTransition(after: t), next.timeIntervalSince1970 < to {
            let at = next.timeIntervalSince1970
            for d in [-1.0, 0, 1] { instant(at + d) }
            let before = foundation.secondsFromGMT(for: next.addingTimeInterval(-1))
            let after = foundation.secondsFromGMT(for: next)
            if before != after && at < differsFrom {
                let found = zone.nextTransition(after: next.addingTimeInterval(-1))
                tally.check(
                    found == next, name, "\(name) next transition after \(next - 1): \(String(describing: found))")
            }
            let (low, high) = (Int(at) + min(before, after), Int(at) + max(before, after))
            // Inside the gap or the overlap, and either side of it.
            for local in [low - 1, low, (low + high) / 2, high - 1, high] { wallTime(local) }
            t = next
        }
        for s in stride(from: from, to: to, by: step) {
            instant(s)
        }
        for s in stride(from: from, to: to, by: step * 5) {
            let date = Date(timeIntervalSince1970: s)
            wallTime(Int(s) + foundation.secondsFromGMT(for: date))
        }
    }

    @Test(
        "every zone of the system, 1970–2037: offsets and DST at each transition and between, wall times in gaps and overlaps"
    )
    func everyZone() {
        var tally = Tally()
        let started = Date()
        for name in SystemZones.shared.identifiers() {
            guard let foundation = TimeZone(identifier: name), let zone = SystemZones.shared.zone(named: name) else {
                continue
            }
            tally.zones += 1
            compare(name, zone, foundation, from: Self.from, to: Self.to, step: 61 * 86_400 + 3_607, &tally)
        }
        print(
            "zone agreement: \(tally.zones) zones, \(tally.instants) instants, \(tally.wallTimes) wall times"
                + " in \(Int(Date().timeIntervalSince(started) * 1000)) ms")
        #expect(tally.zones >= 400)
        #expect(tally.problems.isEmpty, "\(tally.report)")
    }

    @Test(
        "2038–2100, where the footer's rule answers",
        arguments: [
            "Europe/Berlin", "America/New_York", "Australia/Sydney", "Australia/Lord_Howe", "Pacific/Chatham",
            "America/Santiago", "America/Nuuk", "Asia/Gaza", "America/Havana", "Africa/Cairo", "Pacific/Auckland",
        ])
    func footer(name: String) throws {
        var tally = Tally()
        let foundation = try #require(TimeZone(identifier: name))
        let zone = try #require(SystemZones.shared.zone(named: name))
        compare(name, zone, foundation, from: Self.to, to: 4_133_980_800, step: 7 * 86_400 + 3_607, &tally)
        print("zone agreement after 2037: \(name): \(tally.instants) instants, \(tally.wallTimes) wall times")
        #expect(tally.problems.isEmpty, "\(tally.report)")
    }
}
