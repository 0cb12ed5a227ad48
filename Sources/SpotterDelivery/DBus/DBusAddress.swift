/// Where a bus listens: a unix socket path or a Linux abstract socket name.
///
/// ```swift
/// try DBusAddress.parse("unix:path=/run/user/1000/bus")           // .path("/run/user/1000/bus")
/// try DBusAddress.parse("unix:abstract=/tmp/dbus-Xy,guid=1f…")    // .abstract("/tmp/dbus-Xy")
/// try DBusAddress.session(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"])  // the well-known socket
/// ```
/// An address list (`a;b`) is tried in order by `DBusConnection`.
public enum DBusAddress: Sendable, Equatable, CustomStringConvertible {
    case path(String)
    case abstract(String)

    public var description: String {
        switch self {
        case .path(let p): return "unix:path=\(p)"
        case .abstract(let a): return "unix:abstract=\(a)"
        }
    }

    /// Every address in a `;`-separated list that this client speaks.
    public static func parseList(_ text: String) throws -> [DBusAddress] {
        let parsed = text.split(separator: ";").compactMap { try? parse(String($0)) }
        guard !parsed.isEmpty else { throw DBusError.unsupportedAddress(text) }
        return parsed
    }

    public static func parse(_ text: String) throws -> DBusAddress {
        guard text.hasPrefix("unix:") else { throw DBusError.unsupportedAddress(text) }
        var keys: [String: String] = [:]
        for pair in text.dropFirst(5).split(separator: ",") {
            let kv = pair.split(separator: "=", maxSplits: 1)
            if kv.count == 2 { keys[String(kv[0])] = unescape(String(kv[1])) }
        }
        if let p = keys["path"] { return .path(p) }
        if let a = keys["abstract"] { return .abstract(a) }
        throw DBusError.unsupportedAddress(text)
    }

    /// The session bus from the environment: `DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`
    /// when that socket exists (what systemd user sessions provide).
    public static func session(environment: [String: String]) throws -> [DBusAddress] {
        if let text = environment["DBUS_SESSION_BUS_ADDRESS"], !text.isEmpty {
            return try parseList(text)
        }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
            let socket = runtime + "/bus"
            var info = stat()
            if stat(socket, &info) == 0 && (info.st_mode & S_IFMT) == S_IFSOCK { return [.path(socket)] }
            throw DBusError.noSessionBus(
                "DBUS_SESSION_BUS_ADDRESS is not set and \(socket) does not exist (no desktop session here, e.g. over SSH)"
            )
        }
        throw DBusError.noSessionBus(
            "neither DBUS_SESSION_BUS_ADDRESS nor XDG_RUNTIME_DIR is set (no desktop session here, e.g. over SSH or in a container)"
        )
    }

    /// `%2f` → `/`: D-Bus escapes bytes outside a small safe set.
    private static func unescape(_ s: String) -> String {
        guard s.contains("%") else { return s }
        var out: [UInt8] = []
        var bytes = Array(s.utf8)[...]
        while let b = bytes.first {
            if b == UInt8(ascii: "%"), bytes.count >= 3,
                let v = UInt8(String(decoding: bytes.dropFirst().prefix(2), as: UTF8.self), radix: 16)
            {
                out.append(v)
                bytes = bytes.dropFirst(3)
            } else {
                out.append(b)
                bytes = bytes.dropFirst()
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
