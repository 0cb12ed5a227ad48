import Foundation
import SpotterTestSupport
import Testing

/// Passes stopped and killed part-way, at instants picked from a fixed seed by how many mails
/// have gone out (never by time), and what a later pass then sends.
///
/// The mail goes into a Maildir, through a sendmail script that writes each message there or,
/// with `maildir`, through `--maildir`: a message is out once its file is in `new/`, so the test
/// can stop a pass after the Nth message of its choosing.
struct ClubKills {
    let home: ClubHome
    /// Runs SQL on the club's database; returns what psql printed.
    let psql: (String) throws -> String
    /// The pass writes the Maildir itself (`--maildir`): its mails are settled once a batch, and a
    /// kill repeats none of them. Otherwise the sendmail script delivers, one settle a message.
    var maildir = false
    let workers = 2

    var mailFolder: String { home.path + "/Maildir" }

    /// A fresh home on the club at `dsn` (run by `binary`), with `count` athletes imported; those due.
    static func club(dsn: String, athletes count: Int, binary: String = ClubHome.binary) throws -> (
        ClubHome, Set<String>
    ) {
        let home = try ClubHome(binary: binary)
        let initialised = try home.run(["club", "init", dsn])
        #expect(initialised.status == 0, "\(initialised.stderr)")
        let (file, due) = try ClubFixtures.athletes(count, in: home.path)
        let imported = try home.run(["club", "import", file])
        #expect(imported.status == 0, "\(imported.stderr)")
        return (home, due)
    }

    /// A sendmail that delivers into `mailFolder` (through `tmp/`, so a file in `new/` is whole).
    func sendmail() throws -> String {
        for sub in ["tmp", "new", "cur"] {
            try FileManager.default.createDirectory(atPath: mailFolder + "/" + sub, withIntermediateDirectories: true)
        }
        let path = home.path + "/maildir-sendmail"
        try """
        #!/bin/sh
        t=$(mktemp "\(mailFolder)/tmp/m.XXXXXXXX") || exit 75
        cat > "$t" && mv "$t" "\(mailFolder)/new/"

        """.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    func delivered() -> Int { ClubFixtures.recipients(mailFolder).count }

    func pass(lease: Int) throws -> [String] {
        [
            "club", "dispatch", "--now", ClubFixtures.instant, "--workers", String(workers), "--batch", "10",
            "--lease", String(lease),
        ] + (maildir ? ["--maildir", mailFolder] : ["--sendmail", try sendmail()])
    }

    /// Starts a pass and sends it `signal` once `more` further mails are out (or it ended first).
    func stopped(after more: Int, by signal: Int32, lease: Int) throws -> SpotterResult {
        let target = delivered() + more
        let running = try home.start(try pass(lease: lease))
        let reached = DispatchPeers.waitUntil(120) { delivered() >= target || !running.process.isRunning }
        #expect(reached, "the pass sent \(delivered()) of \(target) mails and did not end")
        kill(running.process.processIdentifier, signal)
        return running.wait()
    }

    /// Waits until no claim is leased any more on the server's clock, then runs a whole pass.
    func finalPass(lease: Int) throws -> SpotterResult {
        let over = DispatchPeers.waitUntil(120) {
            (try? psql("SELECT count(*) FROM claims WHERE sent_at IS NULL AND lease_until >= now()")) == "0\n"
        }
        #expect(over, "the leases never ran out on the server's clock")
        return try home.run(try pass(lease: lease))
    }

    /// SIGTERM part-way: the pass ends of the signal with every claim it did not send handed back
    /// and every one it sent settled; a later pass sends the rest, and no athlete gets two.
    func sigtermHandsEverythingBack(due: Set<String>, seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<3 {
            let r = try stopped(after: Int.random(in: 1...15, using: &random), by: SIGTERM, lease: 600)
            // At most 45 are out by the last signal, of far more due: every pass is stopped part-way.
            // It ends of SIGTERM (as a stopped service does), after saying what it handed back.
            #expect(r.status == 15, "exit \(r.status): \(r.stderr)")
            #expect(r.stderr.contains("stopped by SIGTERM"), "\(r.stderr)")
            #expect(try psql("SELECT count(*) FROM claims WHERE sent_at IS NULL") == "0\n", "nothing left pending")
            #expect(try psql("SELECT count(*) FROM claims WHERE result = 'sent'") == "\(delivered())\n")
        }
        // A lease of 600 s: only handed-back claims can be taken by the next pass at once.
        let rest = try home.run(try pass(lease: 600))
        #expect(rest.status == 0, "\(rest.stderr)")
        let recipients = ClubFixtures.recipients(mailFolder)
        #expect(recipients.count == due.count, "no duplicate at all")
        #expect(Set(recipients) == due)
    }

    /// SIGKILL at ten instants, then a pass after the leases: every athlete due gets the mail,
    /// and each kill repeats at most one message per worker (with `maildir`, none at all).
    func sigkillRepeatsAtMostOnePerWorker(due: Set<String>, seed: UInt64, kills: Int = 10) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<kills {
            _ = try stopped(after: Int.random(in: 1...12, using: &random), by: SIGKILL, lease: 2)
        }
        let last = try finalPass(lease: 2)
        #expect(last.status == 0, "\(last.stderr)")
        let recipients = ClubFixtures.recipients(mailFolder)
        #expect(Set(recipients) == due, "every athlete due got the mail")
        let repeats = recipients.count - Set(recipients).count
        #expect(
            repeats <= (maildir ? 0 : kills * workers), "\(repeats) repeats after \(kills) kills of \(workers) workers")
        #expect(try psql("SELECT count(*) FROM claims WHERE sent_at IS NULL") == "0\n")
    }
}
