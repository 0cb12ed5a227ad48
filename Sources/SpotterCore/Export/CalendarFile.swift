import FoundationEssentials

extension PlannedSession {
    /// The occurrence's stable id: where it comes from and its day, not which template a rotation
    /// gives it (that moves on as you train), so a calendar that reads the file again updates the
    /// same event: `weekly-push-2026-12-01`, `rotation-wk-2026-12-05`, `phased-10k-2026-12-03`.
    public var occurrenceId: String {
        switch source {
        case .weekly: "weekly-\(templateId)-\(day.iso)"
        case .rotation(let id): "rotation-\(id)-\(day.iso)"
        case .phased(let planId): "phased-\(planId)-\(day.iso)"
        }
    }
}

/// `spotter export ics`: the planned workouts as an iCalendar file (RFC 5545) for a calendar app.
///
/// ```swift
/// CalendarFile.render(sessions, names: names, zone: berlin, stamp: now)
/// // BEGIN:VCALENDAR … BEGIN:VTIMEZONE TZID:Europe/Berlin … BEGIN:VEVENT
/// // UID:weekly-push-2026-12-01@spotter  DTSTART;TZID=Europe/Berlin:20261201T180000  DURATION:PT1H …
/// ```
/// One event a planned occurrence (from the day resolver: the caller asks it for each day), its
/// UID from `occurrenceId`, its start in the zone you plan in with that zone's VTIMEZONE (every
/// offset change in the range the file covers, from the system's zone rules). Lines end in CRLF
/// and are folded at 75 octets, never inside a UTF-8 character; text is escaped (`\,` `\;` `\\` `\n`, and
/// other control characters in caret notation, `^[`).
public enum CalendarFile {
    /// How long each event lasts: the file says when a workout starts, not how long yours take.
    public static let eventMinutes = 60

    public static func render(
        _ sessions: [PlannedSession], names: LogNames, details: [String: String] = [:], zone: Zone, stamp: Date
    ) -> String {
        let calendar = ZonedCalendar(timeZone: zone)
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Spotter//Spotter planned workouts//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:Spotter",
        ]
        let starts = sessions.map { calendar.instant($0.day, $0.time) }
        if let first = starts.min(), let last = starts.max() {
            lines += timeZone(zone, from: first, to: last)
        }
        let dtstamp = utc(stamp)
        for (s, start) in zip(sessions, starts) {
            lines += [
                "BEGIN:VEVENT", "UID:\(TerminalText.escaped(s.occurrenceId, keepingLineBreaks: false))@spotter",
                "DTSTAMP:\(dtstamp)",
                "DTSTART;TZID=\(zone.identifier):\(local(start, zone))", "DURATION:PT\(eventMinutes)M",
                "SUMMARY:\(text(names.template(s.templateId)))",
            ]
            if let detail = details[s.templateId] { lines.append("DESCRIPTION:\(text(detail))") }
            lines += ["TRANSP:OPAQUE", "END:VEVENT"]
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined()
    }

    /// The VTIMEZONE: the observance in force a year before `from`, then each change of offset up to `to`.
    static func timeZone(_ zone: Zone, from: Date, to: Date) -> [String] {
        let scanStart = from.addingTimeInterval(-366 * 86_400)
        var lines = ["BEGIN:VTIMEZONE", "TZID:\(zone.identifier)"]
        let initial = zone.secondsFromGMT(for: scanStart)
        lines += observance(
            zone.isDaylightSavingTime(for: scanStart), at: scanStart, from: initial, to: initial,
            name: zone.abbreviation(for: scanStart))
        var t = scanStart
        var guardCount = 0
        while let next = zone.nextTransition(after: t), next <= to, guardCount < 1000 {
            let before = zone.secondsFromGMT(for: next.addingTimeInterval(-1))
            let after = zone.secondsFromGMT(for: next)
            lines += observance(
                zone.isDaylightSavingTime(for: next), at: next, from: before, to: after,
                name: zone.abbreviation(for: next))
            t = next
            guardCount += 1
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    static func observance(_ daylight: Bool, at instant: Date, from: Int, to: Int, name: String?) -> [String] {
        let kind = daylight ? "DAYLIGHT" : "STANDARD"
        var lines = [
            "BEGIN:\(kind)", "DTSTART:\(local(instant, offset: from))", "TZOFFSETFROM:\(offset(from))",
            "TZOFFSETTO:\(offset(to))",
        ]
        if let name, !name.isEmpty { lines.append("TZNAME:\(text(name))") }
        lines.append("END:\(kind)")
        return lines
    }

    /// `20261201T180000`: the wall-clock time in `zone`.
    static func local(_ instant: Date, _ zone: Zone) -> String {
        local(instant, offset: zone.secondsFromGMT(for: instant))
    }

    static func local(_ instant: Date, offset: Int) -> String {
        let iso = ISOInstant.format(instant, in: Zone(secondsFromGMT: offset))
        return String(iso.prefix(19)).filter { $0 != "-" && $0 != ":" }
    }

    /// `20261201T170000Z`.
    static func utc(_ instant: Date) -> String { local(instant, offset: 0) + "Z" }

    /// `+0100`, `-0530`.
    static func offset(_ seconds: Int) -> String {
        let a = abs(seconds)
        let hh = a / 3600
        let mm = a / 60 % 60
        return (seconds < 0 ? "-" : "+") + (hh < 10 ? "0" : "") + "\(hh)" + (mm < 10 ? "0" : "") + "\(mm)"
    }

    /// A TEXT value: backslash, `;`, `,` and line breaks escaped; any other control character (a
    /// tab, ESC, BEL, C1) as `TerminalText` shows it, since RFC 5545's TEXT carries none (a name
    /// stored by an older version or another tool may hold one).
    static func text(_ value: String) -> String {
        var out = ""
        for c in value {
            switch c {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n", "\r": out += "\\n"
            case _ where c.unicodeScalars.contains(where: UserText.isControl):
                out += TerminalText.escaped(String(c), keepingLineBreaks: false)
            default: out.append(c)
            }
        }
        return out
    }

    /// The content line with CRLF, folded so no line exceeds 75 octets (a continuation starts with a space).
    static func fold(_ line: String) -> String {
        var out = ""
        var octets = 0
        var limit = 75
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > limit {
                out += "\r\n "
                octets = 1
                limit = 75
            }
            out.unicodeScalars.append(scalar)
            octets += size
        }
        return out + "\r\n"
    }
}
