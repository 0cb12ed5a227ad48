/// Why a D-Bus exchange failed, in words a delivery check can show the user.
public enum DBusError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No `DBUS_SESSION_BUS_ADDRESS` and no `$XDG_RUNTIME_DIR/bus`: no desktop session here (SSH, a container).
    case noSessionBus(String)
    /// The address is not one this client speaks (`unix:path=`, `unix:abstract=`).
    case unsupportedAddress(String)
    /// The socket could not be reached.
    case connectFailed(address: String, errno: Int32)
    /// The bus said no to our credentials.
    case authenticationRejected(String)
    /// Reading or writing the socket failed, or the bus hung up.
    case io(String)
    /// Bytes that are not a valid D-Bus message.
    case malformed(String)
    /// The peer answered with an error, e.g. `org.freedesktop.DBus.Error.ServiceUnknown`.
    case remote(name: String, message: String)
    /// No answer in time.
    case timeout(String)

    public var description: String {
        switch self {
        case .noSessionBus(let why): return "no session bus: \(why)"
        case .unsupportedAddress(let a): return "unsupported D-Bus address \(a)"
        case .connectFailed(let a, let e): return "cannot connect to \(a): \(String(cString: strerror(e)))"
        case .authenticationRejected(let line): return "the bus rejected authentication: \(line)"
        case .io(let why): return "D-Bus connection failed: \(why)"
        case .malformed(let why): return "malformed D-Bus message: \(why)"
        case .remote(let name, let message): return message.isEmpty ? name : "\(name): \(message)"
        case .timeout(let what): return "no answer from D-Bus in time (\(what))"
        }
    }

    /// The bus knows no owner for the name: nothing provides notifications on this session.
    public var isServiceUnknown: Bool {
        if case .remote(let name, _) = self { return name == "org.freedesktop.DBus.Error.ServiceUnknown" }
        return false
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
