import SpotterSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A connected unix stream socket with blocking writes and reads that wait at most a deadline.
///
/// The one place in the D-Bus client that makes system calls.
final class DBusSocket {
    let fd: Int32

    init(_ address: DBusAddress) throws {
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let fd = socket(AF_UNIX, stream | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw DBusError.connectFailed(address: address.description, errno: errno) }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let name: [UInt8]
        switch address {
        case .path(let p): name = Array(p.utf8)
        case .abstract(let a): name = [0] + Array(a.utf8)  // a leading NUL names the abstract namespace
        }
        let capacity = MemoryLayout.size(ofValue: addr.sun_path)
        guard name.count < capacity else {
            close(fd)
            throw DBusError.unsupportedAddress(address.description)
        }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            for (i, b) in name.enumerated() { raw[i] = b }
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + name.count + (name.first == 0 ? 0 : 1))
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, length) }
        }
        guard rc == 0 else {
            let e = errno
            close(fd)
            throw DBusError.connectFailed(address: address.description, errno: e)
        }
        self.fd = fd
    }

    deinit { close(fd) }

    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw DBusError.io("write: \(String(cString: strerror(errno)))")
            }
            offset += n
        }
    }

    /// Reads what is available, waiting until `deadline` (monotonic seconds) at most; nil on timeout.
    func read(until deadline: Double?) throws -> [UInt8]? {
        while true {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let wait: Int32
            if let deadline {
                let left = deadline - MonotonicClock.seconds()
                if left <= 0 { return nil }
                wait = Int32(min(left * 1000 + 1, Double(Int32.max)))
            } else {
                wait = -1
            }
            let rc = poll(&pfd, 1, wait)
            if rc < 0 {
                if errno == EINTR { continue }
                throw DBusError.io("poll: \(String(cString: strerror(errno)))")
            }
            if rc == 0 { continue }  // re-check the deadline
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw DBusError.io("read: \(String(cString: strerror(errno)))")
            }
            if n == 0 { throw DBusError.io("the bus closed the connection") }
            return Array(buffer[0..<n])
        }
    }
}
