import FoundationEssentials

/// Which time zone Spotter plans in, and why: the one place TZ is read.
///
/// ```swift
/// let zones = SystemZones.shared.lookup
/// ZoneChoice.resolve(tz: ":Europe/Berlin", systemZone: "Etc/UTC", zones: zones).zone.identifier  // "Europe/Berlin"
/// ZoneChoice.resolve(tz: "Mars/Olympus", systemZone: "Europe/Berlin", zones: zones).warning
/// // "TZ=\"Mars/Olympus\" is not a time zone; planning in Europe/Berlin from /etc/localtime"
/// ```
/// TZ may be a zone name (`Europe/Berlin`), the same with glibc's leading colon, or a path into
/// the zoneinfo folder. Anything else (an unknown name, another file, a POSIX rule such as
/// `UTC+5`, whose sign glibc reads the other way round from Foundation) is not used, and the
/// choice says so: reminders are never planned in a zone the user did not choose without a word.
public struct ZoneChoice: Equatable, Sendable {
    public enum Source: String, Sendable, Codable {
        /// The user's TZ.
        case tz = "TZ"
        /// The system's zone (`/etc/localtime`).
        case system
        /// UTC, because neither TZ nor the system named a usable zone.
        case utc
    }

    public let zone: Zone
    public let source: Source
    /// The TZ value as it was set (nil when unset or empty).
    public let requested: String?
    /// Why TZ was not used, when it was set: `TZ="Mars/Olympus" is not a time zone`.
    public let problem: String?

    /// Where the system zone is read from, named in messages.
    public static let systemSource = "/etc/localtime"

    /// Chooses the zone from the TZ value and the system's zone name (from `/etc/localtime`), both
    /// as read by the caller, with the zones `zones` finds by name.
    public static func resolve(tz: String?, systemZone: String?, zones: Zone.Lookup) -> ZoneChoice {
        let requested = tz.flatMap { $0.isEmpty ? nil : $0 }
        func named(_ name: String) -> Zone? { Zone.isDatabaseName(name) ? zones(name) : nil }
        var problem: String?
        if let requested {
            if let name = zoneName(requested), let zone = named(name) {
                return ZoneChoice(zone: zone, source: .tz, requested: requested, problem: nil)
            }
            if requested == ":" + systemSource || requested == systemSource, let zone = systemZone.flatMap(named) {
                return ZoneChoice(zone: zone, source: .system, requested: requested, problem: nil)
            }
            problem = "TZ=\"\(requested)\" is not a time zone"
        }
        if let zone = systemZone.flatMap(named) {
            return ZoneChoice(zone: zone, source: .system, requested: requested, problem: problem)
        }
        return ZoneChoice(zone: .utc, source: .utc, requested: requested, problem: problem)
    }

    /// Where the zone came from, for `spotter doctor`: `from TZ`, `from /etc/localtime`.
    public var reason: String {
        switch source {
        case .tz: return "from TZ"
        case .system: return "from \(Self.systemSource)"
        case .utc: return "no zone in TZ or \(Self.systemSource)"
        }
    }

    /// The zone's name as messages show it: UTC rather than GMT when it is the fallback.
    public var name: String { source == .utc ? "UTC" : zone.identifier }

    /// The line for stderr when TZ was set but not usable, or nil when there is nothing to say.
    public var warning: String? {
        guard let problem else { return nil }
        return source == .utc ? "\(problem); planning in UTC" : "\(problem); planning in \(name) \(reason)"
    }

    /// One line for `spotter doctor`: `Europe/Berlin (from TZ)`.
    public var summary: String { "\(name) (\(reason)\(problem.map { "; \($0)" } ?? ""))" }

    /// The zone name a TZ value asks for: `:Europe/Berlin` and `/usr/share/zoneinfo/Europe/Berlin`
    /// mean `Europe/Berlin`; a path elsewhere names no zone.
    static func zoneName(_ tz: String) -> String? {
        let value = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
        guard value.hasPrefix("/") else { return value }
        for folder in ["/usr/share/zoneinfo/", "/usr/lib/zoneinfo/", "/usr/share/lib/zoneinfo/"]
        where value.hasPrefix(folder) {
            return String(value.dropFirst(folder.count))
        }
        return nil
    }
}
