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

    /// Saves every preference in one durable transaction: for a first setup or a test's seed.
    /// A change of some keys goes through `changePreferences`, which cannot put back another
    /// writer's key.
    public func savePreferences(_ prefs: NotificationPreferences) throws {
        try connection.transaction {
            for (key, value) in PreferenceCatalog.encode(prefs, zone: Self.storageZone) { try write(key, value) }
        }
    }

    /// Validates and saves one preference by name, reading times in `zone`; on a bad key or
    /// value nothing is written. Returns the preferences as committed.
    @discardableResult
    public func setPreference(_ name: String, to text: String, zone: Zone) throws -> NotificationPreferences {
        try changePreferences(always: name) { try PreferenceCatalog.set(name, to: text, in: &$0, zone: zone) }
    }

    /// Reads the preferences, applies `change` and writes back only the keys whose stored text it
    /// changed (and `always`, when named), all in one immediate transaction; returns them as committed.
    ///
    /// ```swift
    /// try db.changePreferences { $0.pausedUntil = nil }   // writes the one row paused-until
    /// ```
    /// Reading inside the write transaction is what keeps two writers of different keys from
    /// losing one another's change: a read before it could be older than another writer's commit,
    /// and writing every key back would then put that writer's key back as it was.
    @discardableResult
    public func changePreferences(always: String? = nil, _ change: (inout NotificationPreferences) throws -> Void)
        throws -> NotificationPreferences
    {
        try connection.transaction {
            var prefs = try preferences()
            let before = PreferenceCatalog.encode(prefs, zone: Self.storageZone)
            try change(&prefs)
            for ((key, value), (_, old)) in zip(PreferenceCatalog.encode(prefs, zone: Self.storageZone), before)
            where value != old || key == always {
                try write(key, value)
            }
            return prefs
        }
    }

    private func write(_ key: String, _ value: String) throws {
        try connection.run(
            "INSERT INTO preferences(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            key, value)
    }
}
