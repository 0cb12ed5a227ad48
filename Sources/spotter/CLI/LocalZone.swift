import Foundation
import SpotterCore

/// Reads TZ and the system's zone and lets `ZoneChoice` decide: the only I/O of the time zone.
enum LocalZone {
    static func choose(environment: [String: String]) -> ZoneChoice {
        ZoneChoice.resolve(tz: environment["TZ"], systemZone: systemZoneName())
    }

    /// The zone `/etc/localtime` links to (`…/zoneinfo/Europe/Berlin`), or `/etc/timezone`'s name
    /// when it is a copy rather than a link.
    static func systemZoneName() -> String? {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: ZoneChoice.systemSource),
            let range = target.firstRange(of: "zoneinfo/")
        {
            return String(target[range.upperBound...])
        }
        guard let data = FileManager.default.contents(atPath: "/etc/timezone") else { return nil }
        let name = String(decoding: data, as: UTF8.self).trimmingWhitespaceAndNewlines()
        return name.isEmpty ? nil : name
    }
}
