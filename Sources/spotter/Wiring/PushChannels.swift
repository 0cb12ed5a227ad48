import SpotterCore
import SpotterDelivery
import SpotterStore

/// Which push channel serves an endpoint: ntfy over HTTP, and this machine's desktop through its
/// notification server (D-Bus). Another machine's desktop record is not ours to reach.
enum PushChannels {
    static func channel(
        for endpoint: Endpoint, installationId: String, environment: [String: String], prefs: NotificationPreferences
    ) -> PushChannel? {
        switch endpoint.kind {
        case .ntfy: return (try? NtfyAddress.validate(endpoint.address)).map { NtfyChannel(url: $0) }
        case .desktop:
            return endpoint.address == installationId ? DesktopPushChannel(environment: environment, prefs: prefs) : nil
        }
    }
}
