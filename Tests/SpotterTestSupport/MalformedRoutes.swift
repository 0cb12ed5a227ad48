/// Generated junk routes for `spotter open ROUTE`, none of which names a screen, from a seeded
/// generator so every run sees the same ones: each must open Today.
///
/// ```swift
/// for text in MalformedRoutes.generate(count: 1000, seed: 1) {
///     // Route(parsing: text) must be .today
/// }
/// ```
public enum MalformedRoutes {
    /// The routes Spotter knows, as written: the junk is made from these.
    static let known = ["today", "plan", "workout", "settings", "day/2026-12-01", "week/2026-W53"]

    static let listed = [
        "https://evil.example/x", "http://localhost:8080/settings", "javascript:alert(1)", "file:///etc/passwd",
        "spotter://settings", "//settings", "/settings", "settings/", "settings/..", "../settings",
        "settings/../../etc",
        "day/2026-02-30", "day/2026-13-01", "day/2026-00-10", "day/2026-12-32", "day/+026-12-01", "day/2026-12-1",
        "day/2026-12-01/x", "day/2026-12-01T10:00", "day/", "day", "day/today", "day/-2026-12-01", "day/٢٠٢٦-١٢-٠١",
        "day/2026/12/01", "week/2026-W54", "week/2026-W00", "week/2026-W0", "week/+202-W05", "week/-202-W05",
        "week/2027-W53", "week/2026-W+5", "week/2026-W-1", "week/2026-w05", "week/2026W05", "week/26-W05",
        "week/2026-W05-1", "week/2026-W5 ", "week/ 2026-W05", "week/2026-Wx", "week/2026-W", "week/0x7e8-W05",
        "week/2026-W05/../..", "week", "week/", "Settings", "PLAN", " settings", "settings ", "today\n", "plan\r",
        "day%2F2026-12-01", "ｓettings", "sett\u{200B}ings", "plan;rm -rf /", "$(reboot)", "`id`", "workout|sh",
        "today/today", "plan/settings", "", " ", "/", "//", "\\settings", "settings\\", "sétttings", "wörkout",
    ]

    /// `count` routes, none a known one: listed junk, a known route spoiled, or something very long.
    /// `argument` leaves out NUL, which cannot be in a program argument.
    public static func generate(count: Int, seed: UInt64, argument: Bool = false) -> [String] {
        var g = MalformedInputs.Generator(seed: seed)
        return (0..<count).map { _ in
            switch g.below(4) {
            case 0, 1: return listed[g.below(listed.count)]
            case 2: return g.spoiled(known[g.below(known.count)], argument: argument)
            default:
                let part = ["../", "a", "day/2026-12-01", "%2e%2e/", "\u{1F4AA}"][g.below(5)]
                return String(repeating: part, count: g.pick(1_000...20_000) / part.count)
            }
        }
    }

    /// Known routes with a character added, dropped or changed, and random texts from the pieces
    /// routes are made of: some name a screen (`week/2026-W5`), most do not.
    public static func noise(count: Int, seed: UInt64) -> [String] {
        var g = MalformedInputs.Generator(seed: seed)
        let pieces = [
            "day/", "week/", "today", "plan", "workout", "settings", "2026", "2027", "-W", "-", "0", "1", "2",
            "3", "5", "9", "12", "53", "/", "+", "W", " ", "x",
        ]
        let extra = Array("/.-:%~ xW0+9".unicodeScalars)
        return (0..<count).map { _ in
            guard g.below(2) == 0 else {
                return (0..<g.pick(1...6)).map { _ in pieces[g.below(pieces.count)] }.joined()
            }
            var scalars = Array(known[g.below(known.count)].unicodeScalars)
            switch g.below(3) {
            case 0: scalars.insert(extra[g.below(extra.count)], at: g.below(scalars.count + 1))
            case 1: scalars.remove(at: g.below(scalars.count))
            default: scalars[g.below(scalars.count)] = extra[g.below(extra.count)]
            }
            return String(String.UnicodeScalarView(scalars))
        }
    }
}
