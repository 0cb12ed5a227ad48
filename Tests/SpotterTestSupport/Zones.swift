import SpotterCore
import SpotterSystem

extension Zone {
    /// A zone of the system's tz database, for tests: `Zone.named("Europe/Berlin")`. Traps when
    /// the system does not have it, which is a broken test machine rather than a finding.
    public static func named(_ name: String) -> Zone {
        guard let zone = SystemZones.shared.zone(named: name) else { fatalError("no zone \"\(name)\" on this system") }
        return zone
    }

    /// The system's zones by name, as the program finds them: `ZoneChoice.resolve(…, zones: Zone.system)`.
    public static let system: Zone.Lookup = SystemZones.shared.lookup
}
