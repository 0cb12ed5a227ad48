import FoundationEssentials
import SpotterCore
import SpotterSystem

/// Reads Do Not Disturb where the desktop exposes it: dunst's `paused` property on the bus,
/// GNOME's `show-banners` through `gsettings`. Nil when it cannot be read.
///
/// ```swift
/// DoNotDisturb.read(connection: bus, server: info, environment: env)   // "on", "off" or nil
/// ```
enum DoNotDisturb {
    static func read(connection: DBusConnection, server: NotificationServerInfo, environment: [String: String])
        -> String?
    {
        switch server.name {
        case "dunst":
            let get = DBusMessage.methodCall(
                destination: FreedesktopNotificationServer.busName, path: "/org/freedesktop/Notifications",
                interface: "org.freedesktop.DBus.Properties", member: "Get",
                body: [.string("org.dunstproject.cmd0"), .string("paused")])
            guard let paused = (try? connection.call(get, timeout: 2))?.body.first?.bool else { return nil }
            return paused ? "on" : "off"
        case "gnome-shell":
            guard
                let r = try? Subprocess.run(
                    ["gsettings", "get", "org.gnome.desktop.notifications", "show-banners"], environment: environment),
                r.status == 0
            else { return nil }
            return r.stdout.trimmingWhitespaceAndNewlines() == "false" ? "on" : "off"
        default:
            return nil
        }
    }
}

/// "Open system settings": the desktop's notification settings where known, or what to do.
///
/// ```swift
/// SystemSettings.hint(server: "gnome-shell", environment: env).command   // ["gnome-control-center", "notifications"]
/// ```
public struct SystemSettings: Sendable, Equatable {
    /// What to run, when this desktop has a settings panel for notifications.
    public var command: [String]?
    public var text: String

    public static func hint(server: String?, environment: [String: String]) -> SystemSettings {
        let desktop = (environment["XDG_CURRENT_DESKTOP"] ?? "").lowercased()
        if server == "gnome-shell" || desktop.contains("gnome") {
            return SystemSettings(
                command: ["gnome-control-center", "notifications"], text: "gnome-control-center notifications")
        }
        if server == "Plasma" || desktop.contains("kde") {
            return SystemSettings(
                command: ["systemsettings", "kcm_notifications"], text: "systemsettings kcm_notifications")
        }
        if server == "dunst" {
            return SystemSettings(
                command: nil,
                text:
                    "dunst: edit ~/.config/dunst/dunstrc (rules by category x-spotter.rest / x-spotter.reminder); dunstctl set-paused false ends Do Not Disturb"
            )
        }
        if server == nil {
            return SystemSettings(
                command: nil, text: "no notification server: install and start one (dunst, mako, or your desktop's)")
        }
        return SystemSettings(
            command: nil, text: "open your desktop's notification settings (\(server ?? "unknown server"))")
    }
}
