import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Keeps Foundation's shared URL cache and cookie store from making folders in the user's home.
///
/// On Linux every `URLSessionConfiguration` starts as a copy of `.default` (and `.ephemeral` adds
/// a URL cache with a folder of its own, so `NtfyChannel` does not use it). `.default` creates
/// `URLCache.shared` (`~/.cache/org.swift.foundation.URLCache/spotter`) and
/// `HTTPCookieStorage.shared` (a folder under `$XDG_DATA_HOME`, default `~/.local/share`, named after
/// the executable's folder: `release`, `bin`) on first use. Spotter's sessions use neither (see
/// `NtfyChannel`), so before the first configuration both are made in a scratch folder, which is
/// removed straight after: nothing is left outside Spotter's own folders.
///
/// ```swift
/// FoundationStores.offDisk   // once, before the first URLSessionConfiguration
/// ```
enum FoundationStores {
    static let offDisk: Void = {
        guard let scratch = scratchFolder() else { return }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        URLCache.shared = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: scratch + "/cache")
        // The cookie store reads its folder from the environment; point it at the scratch folder
        // for the one moment it is made, then put the variable back as it was.
        let saved = getenv("XDG_DATA_HOME").map { String(cString: $0) }
        setenv("XDG_DATA_HOME", scratch, 1)
        _ = HTTPCookieStorage.shared
        if let saved { setenv("XDG_DATA_HOME", saved, 1) } else { unsetenv("XDG_DATA_HOME") }
    }()

    private static func scratchFolder() -> String? {
        var template = Array((NSTemporaryDirectory() + "spotter-foundation-XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
            return String(cString: base)
        }
    }
}
