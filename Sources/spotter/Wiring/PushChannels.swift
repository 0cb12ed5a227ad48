import SpotterCore
import SpotterDelivery
import SpotterStore

/// Which push channel serves an endpoint: ntfy over HTTP, and this machine's desktop through its
/// notification server (D-Bus). Another machine's desktop record is not ours to reach.
enum PushChannels {
    static func channel(
        for endpoint: Endpoint, installationId: String, environment: [String: String], prefs: NotificationPreferences,
        clicks: ReportClicks? = nil
    ) -> PushChannel? {
        switch endpoint.kind {
        case .ntfy: return (try? NtfyAddress.validate(endpoint.address)).map { NtfyChannel(url: $0) }
        case .desktop:
            guard endpoint.address == installationId else { return nil }
            return clicks.map { DesktopPushChannel(clicks: $0, prefs: prefs) }
                ?? DesktopPushChannel(environment: environment, prefs: prefs)
        }
    }

    /// One kept connection to the desktop's notification server for a pass's reports and their clicks.
    static func reportClicks(_ context: CommandContext) -> ReportClicks {
        ReportClicks(connect: { try FreedesktopNotificationServer(environment: context.environment, timeout: 5) })
    }
}
