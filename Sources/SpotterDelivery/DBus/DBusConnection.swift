import SpotterSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A private connection to a message bus, spoken in the D-Bus wire protocol with no C library.
///
/// ```swift
/// let bus = try DBusConnection.session(environment: ProcessInfo.processInfo.environment)
/// let reply = try bus.call(.methodCall(
///     destination: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
///     interface: "org.freedesktop.Notifications", member: "GetServerInformation"))
/// reply.body  // [.string("dunst"), .string("knopwob"), .string("1.9.0"), .string("1.2")]
/// ```
/// Signals that arrive while a call waits for its reply are kept for `nextSignal(timeout:)`, so a
/// server's `ActionInvoked` is never lost. Not thread-safe: one owner at a time.
public final class DBusConnection {
    private let socket: DBusSocket
    private var buffer: [UInt8] = []
    private var pendingSignals: [DBusMessage] = []
    private var nextSerial: UInt32 = 1
    /// The name the bus gave this connection, `:1.42`.
    public private(set) var uniqueName = ""
    public let address: DBusAddress

    /// Connects, authenticates with EXTERNAL (our uid), and says Hello.
    public init(address: DBusAddress, timeout: Double = 5) throws {
        self.address = address
        socket = try DBusSocket(address)
        let deadline = MonotonicClock.seconds() + timeout
        try authenticate(until: deadline)
        let hello = try call(
            .methodCall(
                destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                member: "Hello"), timeout: timeout)
        uniqueName = hello.body.first?.string ?? ""
    }

    /// The user's session bus: the first address of the environment's list that accepts us.
    public static func session(environment: [String: String], timeout: Double = 5) throws -> DBusConnection {
        var lastError: Error = DBusError.noSessionBus("no address")
        for address in try DBusAddress.session(environment: environment) {
            do { return try DBusConnection(address: address, timeout: timeout) } catch { lastError = error }
        }
        throw lastError
    }

    /// SASL before the binary protocol: a NUL byte, `AUTH EXTERNAL <uid in hex>`, `OK <guid>`, `BEGIN`.
    private func authenticate(until deadline: Double) throws {
        let uid = Array(String(getuid()).utf8).map { String($0, radix: 16, uppercase: false) }.joined()
        try socket.write([0] + Array("AUTH EXTERNAL \(uid)\r\n".utf8))
        let line = try readLine(until: deadline)
        guard line.hasPrefix("OK ") else { throw DBusError.authenticationRejected(line) }
        try socket.write(Array("BEGIN\r\n".utf8))
    }

    private func readLine(until deadline: Double) throws -> String {
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(...end)
                return line.hasSuffix("\r") ? String(line.dropLast()) : line
            }
            guard let chunk = try socket.read(until: deadline) else { throw DBusError.timeout("authentication") }
            buffer += chunk
        }
    }

    /// Sends a message without waiting; returns the serial it was given.
    @discardableResult
    public func send(_ message: DBusMessage) throws -> UInt32 {
        var m = message
        m.serial = nextSerial
        nextSerial &+= 1
        try socket.write(m.encoded())
        return m.serial
    }

    /// Sends a method call and waits for its reply; an error reply is thrown as `DBusError.remote`.
    public func call(_ message: DBusMessage, timeout: Double = 5) throws -> DBusMessage {
        let serial = try send(message)
        let deadline = MonotonicClock.seconds() + timeout
        while true {
            guard let incoming = try readMessage(until: deadline) else {
                throw DBusError.timeout("\(message.interface ?? "").\(message.member ?? "")")
            }
            if incoming.replySerial == serial {
                if incoming.kind == .error {
                    throw DBusError.remote(
                        name: incoming.errorName ?? "error", message: incoming.body.first?.string ?? "")
                }
                return incoming
            }
            if incoming.kind == .signal { pendingSignals.append(incoming) }
        }
    }

    /// Asks the bus to route signals matching `rule` to us, e.g.
    /// `type='signal',interface='org.freedesktop.Notifications'`.
    public func addMatch(_ rule: String) throws {
        _ = try call(
            .methodCall(
                destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                member: "AddMatch", body: [.string(rule)]))
    }

    /// The next signal, waiting up to `timeout` seconds (nil: forever); nil when none came in time.
    public func nextSignal(timeout: Double?) throws -> DBusMessage? {
        if !pendingSignals.isEmpty { return pendingSignals.removeFirst() }
        let deadline = timeout.map { MonotonicClock.seconds() + $0 }
        while true {
            guard let incoming = try readMessage(until: deadline) else { return nil }
            if incoming.kind == .signal { return incoming }
        }
    }

    /// The file descriptor, for callers that multiplex it with other inputs in `poll`.
    public var fileDescriptor: Int32 { socket.fd }

    private func readMessage(until deadline: Double?) throws -> DBusMessage? {
        while true {
            if let total = try DBusMessage.totalLength(ofPrefix: Array(buffer.prefix(16))), buffer.count >= total {
                let bytes = Array(buffer[..<total])
                buffer.removeSubrange(..<total)
                return try DBusMessage.decode(bytes)
            }
            guard let chunk = try socket.read(until: deadline) else { return nil }
            buffer += chunk
        }
    }
}
