import FoundationEssentials
import SpotterCore
import SpotterStore

/// Performs the settings panel's store effects for `LiveApp`.
///
/// ```swift
/// SettingsRunner.read(db, themesDirectory: paths.themesDirectory)
/// // .settingsRead(prefs, themes: ["default", "high-contrast", "light", "mine"])
/// try SettingsRunner.save(db, key: "quiet-hours", value: "23:00-06:30", zone: zone)
/// // .preferenceSaved(prefs as stored), after a durable commit
/// ```
enum SettingsRunner {
    static func read(_ db: any RunnerStore, themesDirectory: String) -> Action {
        do {
            return .settingsRead(try db.preferences(), themes: themes(userDirectory: themesDirectory))
        } catch {
            return .storeFailed("settings could not be read: \(StoreError.userMessage(for: error))")
        }
    }

    /// Saves one key the way `spotter config set` does: read, change and write that key alone in one
    /// transaction, so a change made meanwhile by another process to another key is kept.
    static func save(_ db: any RunnerStore, key: String, value: String, zone: Zone) throws -> Action {
        .preferenceSaved(try db.setPreference(key, to: value, zone: zone))
    }

    /// The built-in themes (the files of `themes/`) and the user's `*.theme` files, sorted, once each.
    static func themes(userDirectory: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: userDirectory)) ?? []
        // Only names the `theme` setting accepts: a file called "my theme.theme" could not be chosen.
        let user = files.filter { $0.hasSuffix(".theme") }.map { String($0.dropLast(".theme".count)) }.filter { name in
            var scratch = NotificationPreferences()
            return (try? PreferenceCatalog.set("theme", to: name, in: &scratch, zone: .utc)) != nil
        }
        return Array(Set(BuiltinThemes.text.keys).union(user)).sorted()
    }
}
