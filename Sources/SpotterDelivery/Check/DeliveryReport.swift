import FoundationEssentials
import SpotterCore

/// Everything the delivery check found: `spotter doctor` prints it, `--json` encodes it, and the
/// settings panel's Delivery section shows the same fields.
public struct DeliveryReport: Codable, Sendable, Equatable {
    public struct Consent: Codable, Sendable, Equatable {
        /// `allowed`, `declined` or `not-asked`.
        public var state: String
        public var answeredAt: String?
    }

    public struct Bus: Codable, Sendable, Equatable {
        public var reachable: Bool
        public var address: String?
        public var error: String?
    }

    public struct Server: Codable, Sendable, Equatable {
        public var reachable: Bool
        public var info: NotificationServerInfo?
        public var error: String?
    }

    public struct Scheduler: Codable, Sendable, Equatable {
        public var active: SchedulerKind
        /// Whether planned notifications fire while Spotter is closed.
        public var firesWhileClosed: Bool
        public var detail: String
    }

    public struct Planned: Codable, Sendable, Equatable {
        public var id: String
        public var kind: String
        public var fireAt: String
        public var scheduledWith: String?
    }

    /// The zone reminders are planned in, and why (`ZoneChoice`).
    public struct TimeZoneInUse: Codable, Sendable, Equatable {
        public var identifier: String
        /// `TZ`, `system` or `utc`.
        public var source: String
        /// The TZ value as it was set, if it was.
        public var requested: String?
        /// `Europe/Berlin (from TZ)`, with the reason TZ was not used when it was not.
        public var detail: String

        public init(_ choice: ZoneChoice) {
            identifier = choice.name
            source = choice.source.rawValue
            requested = choice.requested
            detail = choice.summary
        }
    }

    public struct Delivery: Codable, Sendable, Equatable {
        public var id: String
        public var at: String
        public var channel: String
        public var outcome: String
        public var detail: String
    }

    public var consent: Consent
    public var bus: Bus
    public var server: Server
    /// `on`, `off`, or nil when it cannot be read from this server.
    public var doNotDisturb: String?
    public var scheduler: Scheduler
    public var next: [Planned]
    public var recent: [Delivery]
    /// What to do to change notification settings on this desktop.
    public var settings: String
    /// Plain sentences, each a problem with its fix; empty when everything will arrive.
    public var problems: [String]
    /// The zone in use; set by `spotter doctor`, which knows the process's TZ.
    public var timeZone: TimeZoneInUse? = nil

    /// Desktop notifications can be shown now.
    public var canDeliver: Bool { bus.reachable && server.reachable }
}

extension DeliveryReport {
    /// One line of the report, typed, so a screen can style a problem without reading the text back.
    ///
    /// ```swift
    /// report.lines.first   // .fact(label: "consent", value: "allowed (2026-12-01T18:02:11+01:00)")
    /// report.lines.last    // .problem("start a notification daemon (dunst, mako, …) so alerts can be shown.")
    /// ```
    public enum Line: Hashable, Sendable {
        /// A fact under its label; an empty label continues the fact above (the next planned, …).
        case fact(label: String, value: String)
        /// Nothing found wrong: notifications can reach this desktop.
        case allClear
        /// A problem with its fix.
        case problem(String)

        /// The line as `spotter doctor` prints it: the label padded to 16 columns, `PROBLEM: …`, `OK: …`.
        public var text: String {
            switch self {
            case .fact(let label, let value): return label.padded(toWidth: 16) + value
            case .allClear: return "OK: notifications can reach this desktop."
            case .problem(let problem): return "PROBLEM: \(problem)"
            }
        }
    }

    /// The report's facts in order, then the verdict: `.allClear` or one `.problem` each.
    public var lines: [Line] {
        var lines: [Line] = []
        func row(_ label: String, _ value: String) { lines.append(.fact(label: label, value: value)) }
        if let timeZone { row("time zone", timeZone.detail) }
        row("consent", consent.state + (consent.answeredAt.map { " (\($0))" } ?? ""))
        row("session bus", bus.reachable ? "reachable at \(bus.address ?? "?")" : "NOT reachable: \(bus.error ?? "?")")
        if let info = server.info {
            let caps = [
                info.supportsActions ? "actions" : "no actions", info.supportsSound ? "sound" : "no sound",
            ].joined(separator: ", ")
            row("server", "\(info.name) \(info.version) by \(info.vendor), spec \(info.specVersion) (\(caps))")
            row("capabilities", info.capabilities.joined(separator: " "))
        } else {
            row("server", "NOT reachable: \(server.error ?? "?")")
        }
        row("do not disturb", doNotDisturb ?? "cannot be read from this server")
        row("scheduler", "\(scheduler.active.rawValue): \(scheduler.detail)")
        row("while closed", scheduler.firesWhileClosed ? "notifications fire" : "notifications do NOT fire")
        if next.isEmpty { row("next planned", "nothing") }
        for (i, p) in next.enumerated() {
            row(i == 0 ? "next planned" : "", "\(p.fireAt)  \(p.id)" + (p.scheduledWith.map { "  [\($0)]" } ?? ""))
        }
        if recent.isEmpty { row("recent", "no deliveries yet") }
        for (i, d) in recent.enumerated() {
            row(
                i == 0 ? "recent" : "",
                "\(d.at)  \(d.id)  \(d.channel) \(d.outcome)" + (d.detail.isEmpty ? "" : "  \(d.detail)"))
        }
        row("settings", settings)
        return lines + (problems.isEmpty ? [.allClear] : problems.map(Line.problem))
    }

    /// The report as `spotter doctor` prints it, one fact per line, a blank line before the verdict.
    public var text: String {
        let lines = lines
        let facts = lines.prefix { if case .fact = $0 { return true } else { return false } }
        return (facts.map(\.text) + [""] + lines.dropFirst(facts.count).map(\.text)).joined(separator: "\n")
    }
}
