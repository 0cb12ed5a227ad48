import FoundationEssentials
import SpotterCore
import Synchronization

/// The system's tz database: zones by name from the TZif files, the names it has, and the
/// system's own zone. The only I/O of time zones.
///
/// ```swift
/// let zones = SystemZones.shared                       // $TZDIR, else /usr/share/zoneinfo
/// zones.zone(named: "Europe/Berlin")?.identifier       // "Europe/Berlin"
/// zones.zone(named: "UTC+5")                           // nil: a POSIX offset, not a name
/// zones.choose(environment: ["TZ": ":Asia/Tokyo"]).zone // Asia/Tokyo, from TZ
/// ZoneChoice.resolve(tz: nil, systemZone: nil, zones: zones.lookup)  // the pure rule, given the lookup
/// ```
/// Each zone is read once and kept (the club pass asks for one per athlete from several threads);
/// a name that is no zone is remembered as such too. Names are refused before any file is opened
/// when `Zone.isDatabaseName` refuses them (empty, `..`, absolute, `UTC+5`), and so are the
/// folder's entries that are not zones Foundation knew: `posixrules`, `localtime`, `posix/…`
/// and `right/…` (the last count leap seconds, which Spotter's instants do not).
public final class SystemZones: Sendable {
    /// The zones of `$TZDIR`, or of `/usr/share/zoneinfo` when it is unset or empty.
    public static let shared = SystemZones(directory: directory(environment: ProcessEnvironment.read()))

    /// Where the TZif files are.
    public let directory: String
    private let cache = Mutex<[String: Zone?]>([:])

    public init(directory: String) {
        self.directory = directory
    }

    /// `$TZDIR` when set and not empty, else `/usr/share/zoneinfo`.
    public static func directory(environment: [String: String]) -> String {
        if let dir = environment["TZDIR"], !dir.isEmpty { return dir }
        return "/usr/share/zoneinfo"
    }

    /// This folder's zones as the `Zone.Lookup` that pure code takes.
    public var lookup: Zone.Lookup { { [self] name in zone(named: name) } }

    /// The zone a tz database name names, read from its file once; nil when it names none.
    public func zone(named name: String) -> Zone? {
        if let known = cache.withLock({ $0[name] }) { return known }
        let zone = load(name)
        cache.withLock { $0[name] = zone }
        return zone
    }

    /// Every zone name the system has: `tzdata.zi`'s zones and links (the names Foundation
    /// accepted, a superset of its `knownTimeZoneIdentifiers`), else `zone1970.tab` or `zone.tab`
    /// and `UTC`; without the links `zone(named:)` refuses (`GMT+0`, `GMT0`). Sorted; empty when
    /// the folder has none of these files.
    public func identifiers() -> [String] { allNames().filter(Self.isZoneFileName) }

    private func allNames() -> [String] {
        if let text = read("tzdata.zi") {
            var names: [String] = []
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ")
                if fields.count >= 2, fields[0] == "Z" { names.append(String(fields[1])) }
                if fields.count >= 3, fields[0] == "L" { names.append(String(fields[2])) }
            }
            return names.sorted()
        }
        for table in ["zone1970.tab", "zone.tab"] {
            guard let text = read(table) else { continue }
            let names = text.split(separator: "\n").compactMap { line -> String? in
                guard !line.hasPrefix("#") else { return nil }
                let fields = line.split(separator: "\t")
                return fields.count >= 3 ? String(fields[2]) : nil
            }
            return (names + ["UTC"]).sorted()
        }
        return []
    }

    /// TZ and the system's zone, as `ZoneChoice` decides between them.
    public func choose(environment: [String: String]) -> ZoneChoice {
        ZoneChoice.resolve(tz: environment["TZ"], systemZone: Self.localZoneName(), zones: lookup)
    }

    /// The zone `/etc/localtime` links to (`…/zoneinfo/Europe/Berlin`), or `/etc/timezone`'s name
    /// when it is a copy rather than a link. (`readlink` and `read`, as the zone files below, not
    /// FileManager: a TUI start would map some 64 KiB windows of its code for these alone.)
    public static func localZoneName() -> String? {
        if let target = SymbolicLink.target(ZoneChoice.systemSource),
            let name = name(afterZoneinfo: target)
        {
            return name
        }
        guard let data = try? InputFile.read("/etc/timezone") else { return nil }
        let name = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).first.map(String.init)
        return name?.isEmpty == false ? name : nil
    }

    /// `Europe/Berlin` from `/usr/share/zoneinfo/Europe/Berlin` or `../usr/share/zoneinfo/Europe/Berlin`.
    static func name(afterZoneinfo path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let i = parts.lastIndex(of: "zoneinfo"), i + 1 < parts.count else { return nil }
        return parts[(i + 1)...].joined(separator: "/")
    }

    /// Whether a name may be looked up as a file of the folder.
    static func isZoneFileName(_ name: String) -> Bool {
        guard Zone.isDatabaseName(name), name != "posixrules", name != "localtime" else { return false }
        return !name.hasPrefix("posix/") && !name.hasPrefix("right/")
    }

    private func load(_ name: String) -> Zone? {
        guard Self.isZoneFileName(name), let data = try? InputFile.read(directory + "/" + name) else { return nil }
        return try? Zone(identifier: name, tzif: data)
    }

    private func read(_ file: String) -> String? {
        (try? InputFile.read(directory + "/" + file)).map { String(decoding: $0, as: UTF8.self) }
    }
}
