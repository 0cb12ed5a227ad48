import Foundation
import Testing

/// The race from two hosts: two network namespaces (`ip netns`), each joined to this one by a
/// veth pair, PostgreSQL listening on the two veth addresses here, and `spotter club dispatch`
/// passes run inside each namespace against its own address. Skipped, saying why, where the
/// machine does not allow network namespaces (not root, no CAP_SYS_ADMIN/CAP_NET_ADMIN).
@Suite("Club race from two hosts (network namespaces)", .serialized)
final class ClubTwoHostTests {
    static let ip = "/bin/ip"

    /// Both hosts' names and addresses: unique per test process, so parallel runs never meet.
    struct Hosts {
        let names: [String]
        let links: [String]
        let serverAddresses: [String]
        let hostAddresses: [String]

        init() {
            let tag = String(getpid() % 100_000)
            let octet = Int(getpid() % 200) + 20
            names = ["spc\(tag)a", "spc\(tag)b"]
            links = ["spv\(tag)a", "spv\(tag)b"]
            serverAddresses = ["10.\(octet).1.1", "10.\(octet).2.1"]
            hostAddresses = ["10.\(octet).1.2", "10.\(octet).2.2"]
        }
    }

    var hosts: Hosts?

    deinit {
        if let hosts {
            for link in hosts.links { _ = try? Self.ip(["link", "del", link]) }
            for name in hosts.names { _ = try? Self.ip(["netns", "del", name]) }
        }
    }

    @discardableResult
    static func ip(_ arguments: [String]) throws -> Int32 {
        let out = NSTemporaryDirectory() + "/spotter-ip-\(UUID().uuidString.prefix(8))"
        defer {
            unlink(out + ".1")
            unlink(out + ".2")
        }
        let status = try Spawn.run([ip] + arguments, stdout: out + ".1", stderr: out + ".2")
        guard status == 0 else {
            let err = (try? String(contentsOfFile: out + ".2", encoding: .utf8)) ?? ""
            throw PostgresServer.ServerError("ip \(arguments.joined(separator: " ")): exit \(status): \(err)")
        }
        return status
    }

    /// Makes both namespaces, or skips the test with the reason the machine gave.
    func makeHosts() throws -> Hosts {
        guard getuid() == 0 else { try Test.cancel("two hosts need network namespaces: ip netns needs root") }
        guard FileManager.default.isExecutableFile(atPath: Self.ip) else { try Test.cancel("no \(Self.ip) (iproute2)") }
        let h = Hosts()
        do {
            try Self.ip(["netns", "add", h.names[0]])
        } catch {
            try Test.cancel("this machine does not allow network namespaces: \(error)")
        }
        hosts = h
        try Self.ip(["netns", "add", h.names[1]])
        for i in 0..<2 {
            try Self.ip(["link", "add", h.links[i], "type", "veth", "peer", "name", "eth0", "netns", h.names[i]])
            try Self.ip(["addr", "add", h.serverAddresses[i] + "/24", "dev", h.links[i]])
            try Self.ip(["link", "set", h.links[i], "up"])
            for step in [
                ["addr", "add", h.hostAddresses[i] + "/24", "dev", "eth0"], ["link", "set", "eth0", "up"],
                ["link", "set", "lo", "up"],
            ] {
                try Self.ip(["netns", "exec", h.names[i], Self.ip] + step)
            }
        }
        return h
    }

    @Test("race: four passes on each of two hosts, send one mail per athlete")
    func race_fourPassesOnEachOfTwoHosts_sendOneMailPerAthlete() throws {
        let h = try makeHosts()
        let server = try PostgresServer.start(listen: h.serverAddresses)
        defer { server.stop() }
        let local = try server.createDatabase()
        let database = String(local.split(separator: " ").first { $0.hasPrefix("dbname=") }!.dropFirst(7))

        // Each host has its own Spotter home and reaches the server over its own veth pair.
        let homes = try (0..<2).map { i -> ClubHome in
            let home = try ClubHome()
            let dsn = "host=\(h.serverAddresses[i]) user=spotter dbname=\(database) connect_timeout=10"
            let r = try home.run(
                [Self.ip, "netns", "exec", h.names[i], ClubHome.binary, "club", "init", dsn], raw: true)
            #expect(r.status == 0, "\(r.stderr)")
            return home
        }
        let (file, due) = try ClubFixtures.athletes(2_000, in: homes[0].path)
        #expect(try homes[0].run(["club", "import", file]).status == 0)

        let maildir = homes[0].path + "/Maildir"
        var passes: [RunningSpotter] = []
        for round in 0..<4 {
            for i in 0..<2 {
                passes.append(
                    try homes[i].start(
                        [
                            Self.ip, "netns", "exec", h.names[i], ClubHome.binary, "club", "dispatch", "--now",
                            ClubFixtures.instant, "--workers", "2", "--batch", String(50 + 50 * round), "--maildir",
                            maildir,
                        ], raw: true))
            }
        }
        let results = passes.map { $0.wait() }
        for r in results { #expect(r.status == 0, "\(r.stdout + r.stderr)") }

        let recipients = ClubFixtures.recipients(maildir)
        #expect(recipients.count == due.count, "one mail per athlete due, from whichever host won")
        #expect(Set(recipients) == due)
        // Both hosts took part: the server saw connections from both namespaces' addresses.
        let log = (try? String(contentsOfFile: server.dir + "/server.log", encoding: .utf8)) ?? ""
        for address in h.hostAddresses {
            #expect(log.contains("connection received: host=\(address)"), "no connection from \(address)")
        }
        #expect(!(log.contains("no pg_hba.conf entry")), "\(log)")
    }
}
