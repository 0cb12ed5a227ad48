import Foundation
import SpotterCore
import Testing

/// The `club` setting's value: `ATHLETE DSN`, shown without its password.
@Suite("The club setting's value")
struct ClubSettingValueTests {
    @Test("parse: athlete then connection string")
    func parse_athleteThenConnectionString() {
        let club = ClubSetting(text: "ana host=db.example.org dbname=club user=ana")
        #expect(club?.athlete == "ana")
        #expect(club?.dsn == "host=db.example.org dbname=club user=ana")
        #expect(ClubSetting(text: "a.b-c_1 postgresql://ana@db/club")?.dsn == "postgresql://ana@db/club")
        for bad in ["ana", "host=db dbname=club", "ana db", "ana@x host=db", "ana =db", " ", "ana http://db"] {
            #expect(ClubSetting(text: bad) == nil, "\(bad)")
        }
        #expect(ClubSetting.isSetting("off"))
    }

    @Test("shown: never carries the password, even for a value refused")
    func shown_neverCarriesThePassword_evenForAValueRefused() throws {
        #expect(ClubSetting.shown("ana host=db password=s3cret") == "ana host=db password=***")
        #expect(ClubSetting.shown("ana postgresql://ana:s3cret@db/club") == "ana postgresql://ana:***@db/club")
        #expect(ClubSetting.shown("an@ host=db password=s3cret") == "an@ host=db password=***")
        var prefs = NotificationPreferences()
        let error = try #require(throws: (any Error).self) {
            try PreferenceCatalog.set("club", to: "an@ postgresql://ana:s3cret@db/club", in: &prefs, zone: .utc)
        }
        #expect(!"\(error)".contains("s3cret"), "\(error)")
        #expect("\(error)".contains("not a valid value for club"), "\(error)")
        try PreferenceCatalog.set("club", to: "ana host=db password=s3cret", in: &prefs, zone: .utc)
        #expect(try PreferenceCatalog.get("club", from: prefs, zone: .utc) == "ana host=db password=s3cret")
        #expect(try PreferenceCatalog.shown("club", from: prefs, zone: .utc) == "ana host=db password=***")
    }
}

/// An athlete's own Spotter reporting trained days to a real club database, through the real binary.
@Suite("An athlete's Spotter reports trained days to the club", .serialized)
struct ClubReportTests {
    let server: PostgresServer
    let dsn: String
    var database: String { ClubTestServer.database(in: dsn) }
    let club: ClubHome
    let athlete: ClubHome

    init() throws {
        let fresh = try ClubTestServer.freshDatabase()
        server = fresh.server
        dsn = fresh.dsn
        club = try ClubHome()
        athlete = try ClubHome()
        #expect(try club.run(["club", "init", dsn]).status == 0)
        #expect(
            try club.run(["club", "athlete", "add", "ana", "--email", "ana@club.example", "--zone", "UTC"]).status == 0)
    }

    var today: String { ZonedCalendar(timeZone: .utc).day(of: Date()).iso }

    /// Starts a workout and finishes it; returns the finish and the workout's name.
    func trainAndFinish(_ home: ClubHome) throws -> (SpotterResult, String) {
        let start = try home.run(["start"])
        #expect(start.status == 0, "\(start.stderr)")
        let finish = try home.run(["finish"])
        let name = finish.stdout.split(separator: "\n").first { $0.hasPrefix("Workout finished · ") }
            .map { String($0.dropFirst("Workout finished · ".count)) }
        return (finish, name ?? "?")
    }

    @Test("finish: records the day and template name, and the setting never shows the password")
    func finish_recordsTheDayAndTemplateName_andTheSettingNeverShowsThePassword() throws {
        let set = try athlete.run(["config", "set", "club", "ana", dsn, "password=s3cret"])
        #expect(set.status == 0, "\(set.stderr)")
        let get = try athlete.run(["config", "get", "club"])
        #expect(get.stdout == "ana \(dsn) password=***\n")
        let list = try athlete.run(["config", "list"])
        #expect(list.stdout.contains("password=***"), "\(list.stdout)")
        #expect(!((get.stdout + list.stdout + set.stdout + set.stderr).contains("s3cret")))

        let (finish, name) = try trainAndFinish(athlete)
        #expect(finish.status == 0, "\(finish.stderr)")
        #expect(finish.stdout.contains("club: ana trained on \(today), recorded"), "\(finish.stdout)")
        #expect(!((finish.stdout + finish.stderr).contains("s3cret")))
        // Only the date and the template's name: the table has no other column to fill.
        #expect(
            try server.psql(database, "SELECT athlete, day, template FROM trained_days") == "ana|\(today)|\(name)\n")
        // Reported once: a sync after it finds nothing new and says nothing about the club.
        let sync = try athlete.run(["sync"])
        #expect(!(sync.stdout.contains("club:")), "\(sync.stdout)")
        #expect(try server.psql(database, "SELECT count(*) FROM trained_days") == "1\n")
    }

    @Test("unreachable club: does not block finishing, and the day goes at the next sync")
    func unreachableClub_doesNotBlockFinishing_andTheDayGoesAtTheNextSync() throws {
        let listener = try ConnectionCounter()
        #expect(
            try athlete.run(["config", "set", "club", "ana", "host=127.0.0.1 port=\(listener.port) connect_timeout=3"])
                .status == 0)
        let (finish, name) = try trainAndFinish(athlete)
        #expect(finish.status == 0, "finishing does not fail for the club")
        #expect(finish.stderr.contains("reporting 1 trained day to the club failed"), "\(finish.stderr)")
        #expect(listener.accepted > 0, "the report was attempted")
        let history = try athlete.run(["history"])
        #expect(history.stdout.contains(name), "the workout is saved: \(history.stdout)")

        #expect(try athlete.run(["config", "set", "club", "ana", dsn]).status == 0)
        let sync = try athlete.run(["sync"])
        #expect(sync.stdout.contains("club: ana trained on \(today), recorded"), "\(sync.stdout + sync.stderr)")
        #expect(try server.psql(database, "SELECT day, template FROM trained_days") == "\(today)|\(name)\n")
    }

    @Test("setting off: finishing makes no connection at all")
    func settingOff_finishingMakesNoConnectionAtAll() throws {
        // libpq would fall back to PG* variables: they point at a listener that counts connections.
        let listener = try ConnectionCounter()
        let home = try ClubHome(extraEnvironment: ["PGHOST": "127.0.0.1", "PGPORT": String(listener.port)])
        #expect(try home.run(["config", "get", "club"]).stdout == "off\n")
        let (finish, _) = try trainAndFinish(home)
        #expect(finish.status == 0, "\(finish.stderr)")
        #expect(!((finish.stdout + finish.stderr).contains("club")), "\(finish.stdout + finish.stderr)")
        #expect(try home.run(["sync"]).status == 0)
        // Turned on and off again: still nothing.
        #expect(try home.run(["config", "set", "club", "ana", dsn]).status == 0)
        #expect(try home.run(["config", "set", "club", "off"]).status == 0)
        #expect(try trainAndFinish(home).0.status == 0)
        Thread.sleep(forTimeInterval: 0.2)
        #expect(listener.accepted == 0)
        #expect(try server.psql(database, "SELECT count(*) FROM trained_days") == "0\n")
    }
}

/// A TCP listener on loopback that accepts connections, counts them and closes them at once.
final class ConnectionCounter: @unchecked Sendable {
    let port: Int
    private let fd: Int32
    private let lock = NSLock()
    private var count = 0

    var accepted: Int { lock.withLock { count } }

    init() throws {
        let sock = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(sock, $0, size) }
        }
        guard bound == 0, listen(sock, 16) == 0 else {
            throw PostgresServer.ServerError("cannot listen: errno \(errno)")
        }
        var length = size
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(sock, $0, &length) }
        }
        fd = sock
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(sock, nil, nil)
                if client < 0 { return }
                lock.withLock { count += 1 }
                close(client)
            }
        }
    }

    deinit {
        // Wakes the accepting thread, which then ends.
        shutdown(fd, Int32(SHUT_RDWR))
        close(fd)
    }
}
