import Foundation

/// Plans and athletes files for the club tests.
enum ClubFixtures {
    /// A plan with a run every day of two weeks from Monday 2026-11-30: today's workout is always due.
    static let everyDayPlan = """
        plan: Every day
        start: 2026-11-30
        phase: Base
        week:
        mon: easy 5
        tue: easy 5
        wed: easy 5
        thu: easy 5
        fri: easy 5
        sat: long 10
        sun: easy 5
        week:
        mon: easy 5
        tue: easy 5
        wed: easy 5
        thu: easy 5
        fri: easy 5
        sat: long 10
        sun: easy 5

        """

    /// 08:30 UTC on Tuesday 2026-12-01: inside today's-workout window (after the 07:00 end of
    /// quiet hours, before 11:00) in the first four zones; not in the last two.
    static let instant = "2026-12-01T08:30:00Z"
    static let dueZones = ["Atlantic/Azores", "Europe/London", "Europe/Berlin", "Europe/Helsinki"]
    static let idleZones = ["Asia/Tokyo", "America/New_York"]

    /// Writes `plan.txt` and an athletes file of `count` athletes in mixed zones into `dir`.
    static func athletes(_ count: Int, in dir: String) throws -> (file: String, due: Set<String>) {
        try everyDayPlan.write(toFile: dir + "/plan.txt", atomically: true, encoding: .utf8)
        let zones = dueZones + idleZones
        var lines = ["id,email,zone,plan,preferences"]
        var due: Set<String> = []
        for i in 0..<count {
            let zone = zones[i % zones.count]
            lines.append("a\(i),a\(i)@club.example,\(zone),plan.txt,")
            if dueZones.contains(zone) { due.insert("a\(i)@club.example") }
        }
        let file = dir + "/athletes.csv"
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        return (file, due)
    }

    /// The `To:` address of every message in a Maildir's `new/`.
    static func recipients(_ maildir: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: maildir + "/new")) ?? []
        return names.compactMap { name in
            guard let text = try? String(contentsOfFile: maildir + "/new/" + name, encoding: .utf8) else { return nil }
            return text.split(separator: "\n").first { $0.hasPrefix("To: ") }.map {
                String($0.dropFirst(4)).trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
    }
}
