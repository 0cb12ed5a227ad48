extension PosixTZRule {
    /// Reads a POSIX TZ rule (`CET-1CEST,M3.5.0,M10.5.0/3`); nil when it is not one.
    static func parse(_ text: String) -> PosixTZRule? {
        var s = RuleScanner(bytes: Array(text.utf8))
        guard let standardName = s.name(), let standardOffset = s.time(maxHours: 24) else { return nil }
        let standard = LocalTimeType(offset: -standardOffset, isDST: false, abbreviation: standardName)
        if s.atEnd { return PosixTZRule(standard: standard, daylight: nil) }
        guard let daylightName = s.name() else { return nil }
        var daylightOffset = standard.offset + 3600
        if !s.atEnd && !s.peek(",") {
            guard let west = s.time(maxHours: 24) else { return nil }
            daylightOffset = -west
        }
        let type = LocalTimeType(offset: daylightOffset, isDST: true, abbreviation: daylightName)
        guard !s.atEnd else {
            // glibc's default when a rule names DST but not when: the US rule since 2007.
            let start = Change(day: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7200)
            let end = Change(day: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7200)
            return PosixTZRule(standard: standard, daylight: Daylight(type: type, start: start, end: end))
        }
        guard s.take(","), let start = s.change(), s.take(","), let end = s.change(), s.atEnd else { return nil }
        return PosixTZRule(standard: standard, daylight: Daylight(type: type, start: start, end: end))
    }
}

/// Reads the fields of a POSIX TZ rule, front to back; each reader consumes nothing when it fails.
private struct RuleScanner {
    let bytes: [UInt8]
    var at = 0

    var atEnd: Bool { at == bytes.count }

    func peek(_ c: Character) -> Bool { at < bytes.count && bytes[at] == c.asciiValue }

    mutating func take(_ c: Character) -> Bool {
        guard peek(c) else { return false }
        at += 1
        return true
    }

    /// `CET`, or `<-03>` / `<+0530>` (the brackets are not part of the name).
    mutating func name() -> String? {
        let start = at
        if take("<") {
            let first = at
            while at < bytes.count, Self.isAlphanumeric(bytes[at]) || bytes[at] == 43 || bytes[at] == 45 { at += 1 }
            let end = at
            guard end - first >= 3, take(">") else {
                at = start
                return nil
            }
            return String(decoding: bytes[first..<end], as: UTF8.self)
        }
        while at < bytes.count, Self.isLetter(bytes[at]) { at += 1 }
        guard at - start >= 3 else {
            at = start
            return nil
        }
        return String(decoding: bytes[start..<at], as: UTF8.self)
    }

    /// `[+-]hh[:mm[:ss]]` as signed seconds.
    mutating func time(maxHours: Int) -> Int? {
        let start = at
        var sign = 1
        if take("-") { sign = -1 } else { _ = take("+") }
        guard let hours = number(maxDigits: 3), hours <= maxHours else {
            at = start
            return nil
        }
        var seconds = hours * 3600
        for unit in [60, 1] {
            guard take(":") else { break }
            guard let n = number(maxDigits: 2), n < 60 else {
                at = start
                return nil
            }
            seconds += n * unit
        }
        return sign * seconds
    }

    /// `Jn`, `n` or `Mm.w.d`, then an optional `/time` (hours up to 167, TZif version 3).
    mutating func change() -> PosixTZRule.Change? {
        let day: PosixTZRule.Change.Day
        if take("J") {
            guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
            day = .julian(n)
        } else if take("M") {
            guard let m = number(maxDigits: 2), (1...12).contains(m), take("."),
                let w = number(maxDigits: 1), (1...5).contains(w), take("."),
                let d = number(maxDigits: 1), (0...6).contains(d)
            else { return nil }
            day = .monthWeekDay(month: m, week: w, weekday: d)
        } else {
            guard let n = number(maxDigits: 3), (0...365).contains(n) else { return nil }
            day = .zeroBased(n)
        }
        var time = 7200
        if take("/") {
            guard let t = self.time(maxHours: 167) else { return nil }
            time = t
        }
        return PosixTZRule.Change(day: day, time: time)
    }

    /// One to `maxDigits` ASCII digits.
    private mutating func number(maxDigits: Int) -> Int? {
        var n = 0
        var count = 0
        while count < maxDigits, at < bytes.count, bytes[at] >= 48, bytes[at] <= 57 {
            n = n * 10 + Int(bytes[at] - 48)
            at += 1
            count += 1
        }
        return count > 0 ? n : nil
    }

    private static func isLetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) }
    private static func isAlphanumeric(_ b: UInt8) -> Bool { isLetter(b) || (b >= 48 && b <= 57) }
}
