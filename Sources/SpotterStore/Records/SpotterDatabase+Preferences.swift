import FoundationEssentials
import SpotterCore

extension SpotterDatabase {
    /// Stored text is always written in UTC, so a change of the user's time zone never moves an instant.
    private static let storageZone = Zone.utc

    /// The user's preferences; rows that are missing take their defaults.
    public func preferences() throws -> NotificationPreferences {
        let rows = try connection.query("SELECT key, value FROM preferences") { ($0.string(0), $0.string(1)) }
        return PreferenceCatalog.decode(Dictionary(rows, uniquingKeysWith: { _, b in b }), zone: Self.storageZone)
    }

    /// What the lock-screen setting says, read alone: `spotter status` needs no other setting, and
    /// the whole catalogue costs more to set up than the rest of its call.
    public func lockScreen() throws -> LockScreenPrivacy {
        let stored = try connection.scalarString(
            "SELECT value FROM preferences WHERE key = ?", PreferenceCatalog.lockScreenName)
        return PreferenceCatalog.lockScreen(stored: stored)
    }

    /// Saves every preference in one durable transaction.
    public func savePreferences(_ prefs: NotificationPreferences) throws {
        try connection.transaction {
            for (key, value) in PreferenceCatalog.encode(prefs, zone: Self.storageZone) {
                try connection.run(
                    "INSERT INTO preferences(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    key, value)
            }
        }
    }

    /// Validates and saves one preference by name, reading times in `zone`; on a bad key or
    /// value nothing is written.
    public func setPreference(_ name: String, to text: String, zone: Zone) throws {
        var prefs = try preferences()
        try PreferenceCatalog.set(name, to: text, in: &prefs, zone: zone)
        try savePreferences(prefs)
    }
}
