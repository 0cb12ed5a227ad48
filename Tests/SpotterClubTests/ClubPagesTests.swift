import Foundation
import SpotterTestSupport
import Synchronization
import Testing

@testable import SpotterClub
@testable import SpotterCore

/// The pass reads the club a page at a time, on prepared statements.
@Suite("Club pass: athletes in pages, prepared statements")
struct ClubPagesTests {
    @Test("pages taken by three workers at once hand out every athlete once, each plan read once")
    func pagesHandOutEveryAthleteOnce() throws {
        let (_, dsn) = try ClubTestServer.freshDatabase()
        let club = try ClubDatabase.open(dsn: dsn, migrate: true)
        let plans = [
            ClubFixtures.everyDayPlan, ClubFixtures.everyDayPlan.replacingOccurrences(of: "Every", with: "Each"),
        ]
        let athletes = (0..<250).map { i in
            Athlete(
                id: "p\(i)", email: "p\(i)@club.example", zone: "UTC", planText: i % 5 == 0 ? nil : plans[i % 2],
                preferences: [:])
        }
        try club.importAthletes(athletes)

        let pages = AthletePages(size: 40)
        let seen = Mutex<[[String]]>([])
        let planReads = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 3) { _ in
            guard let mine = try? ClubDatabase.open(dsn: dsn) else { return }
            var texts: [String: String] = [:]
            var ids: [String] = []
            while let page = try? pages.next(on: mine, plans: &texts) {
                #expect(page.count <= 40)
                for a in page {
                    let expected = athletes.first { $0.id == a.id }
                    #expect(a.planText == expected?.planText, "\(a.id)'s plan")
                }
                ids += page.map(\.id)
            }
            seen.withLock { $0.append(ids) }
            planReads.withLock { $0.append(texts.count) }
        }
        let all = seen.withLock { $0 }.flatMap { $0 }
        #expect(all.count == 250, "no athlete twice")
        #expect(Set(all) == Set(athletes.map(\.id)))
        // Each worker keeps at most the two plans' texts, however many pages it read.
        #expect(planReads.withLock { $0 }.allSatisfy { $0 <= 2 })
        // The cursor is through: a late worker gets nothing.
        var texts: [String: String] = [:]
        #expect(try pages.next(on: club, plans: &texts) == nil)
    }

    @Test("a page's endpoints and trained days are only its own athletes'")
    func pageInputs() throws {
        let (_, dsn) = try ClubTestServer.freshDatabase()
        let club = try ClubDatabase.open(dsn: dsn, migrate: true)
        try club.importAthletes(
            ["a", "b", "c"].map {
                Athlete(
                    id: $0, email: "\($0)@club.example", zone: "UTC", planText: nil, preferences: [:],
                    endpoints: ["http://127.0.0.1:9/\($0)"])
            })
        let day = LocalDate(iso: "2026-12-01")!
        try club.recordTrained("a", day: day, template: "easy")
        try club.recordTrained("c", day: day)
        let endpoints = try club.activeEndpoints(of: ["a", "b"])
        #expect(endpoints.keys.sorted() == ["a", "b"])
        #expect(endpoints["a"]?.map(\.address) == ["http://127.0.0.1:9/a"])
        let trained = try club.trainedDays(of: ["a", "b"], from: day.adding(days: -1), through: day)
        #expect(trained == ["a": [day: ["easy"]]])
        #expect(try club.activeEndpoints(of: []).isEmpty)
    }

    @Test("a prepared statement runs again on its connection, and its errors keep their SQLSTATE")
    func preparedStatements() throws {
        let (_, dsn) = try ClubTestServer.freshDatabase()
        let club = try ClubDatabase.open(dsn: dsn, migrate: true)
        let pg = club.connection
        try pg.execute("CREATE TABLE t (k text PRIMARY KEY, n int)")
        let insert = "INSERT INTO t(k, n) VALUES ($1, $2)"
        for i in 0..<8 { #expect(try pg.execute(insert, ["k\(i)", String(i)], prepared: true) == 1) }
        #expect(throws: PGError.self) { try pg.execute(insert, ["k1", "1"], prepared: true) }
        do {
            try pg.execute(insert, ["k1", "1"], prepared: true)
        } catch let e as PGError {
            #expect(e.sqlState == "23505")
        }
        #expect(try pg.query("SELECT sum(n) FROM t WHERE n >= $1", ["0"], prepared: true).first?.int(0) == 28)
    }
}
