import Foundation
import SpotterTestSupport
import Testing

/// The commands that read a FILE or `-` (import, schedule import, plan new --file, plan --scenario):
/// any stream reads as a file does, and a file that cannot be read is refused with the reason.
@Suite("FILE arguments: streams read, and every cannot read says why")
struct FileArgumentTests {
    typealias Home = ImportCommandTests.Home

    @Test(
        "a process substitution and a FIFO are read as files are: import, schedule import, plan new --file, plan --scenario"
    )
    func streams() throws {
        let h = try Home(["strong.csv": ImportFixtures.strongClassic])
        let fromPipe = try ImportRefusalTests.shell(h, #""$SPOTTER" import <(cat strong.csv) --dry-run"#)
        #expect(fromPipe.status == 0, "\(fromPipe.stderr)")
        #expect(fromPipe.stdout.hasSuffix("from Strong (weights in kg, --unit); dry run, nothing written\n"))
        let fifo = try ImportRefusalTests.shell(
            h,
            // The writer waits for a reader; one left waiting (by a refusal) is ended, not waited for.
            #"mkfifo strong.fifo && { cat strong.csv > strong.fifo & w=$!; "$SPOTTER" import strong.fifo; s=$?; kill $w 2>/dev/null; wait; exit $s; }"#
        )
        #expect(fifo.status == 0, "\(fifo.stderr)")
        #expect(fifo.stdout.hasPrefix("Imported 2 workouts, 7 sets, "), "\(fifo.stdout)")

        // The other commands that read a FILE or -, each from a process substitution.
        let schedule = try ImportRefusalTests.shell(
            h, #""$SPOTTER" schedule export > my.schedule && "$SPOTTER" schedule import <(cat my.schedule)"#)
        #expect(schedule.status == 0, "\(schedule.stderr)")
        try DispatchCommandTests.plan.write(toFile: h.file("plan.txt"), atomically: true, encoding: .utf8)
        let plan = try ImportRefusalTests.shell(h, #""$SPOTTER" plan new --file <(cat plan.txt)"#)
        #expect(plan.status == 0, "\(plan.stderr)")
        let scenario = try ImportRefusalTests.shell(
            h, #""$SPOTTER" plan --scenario <(echo '{"prefs": {"leadMinutes": 15}}') --json"#)
        #expect(scenario.status == 0, "\(scenario.stderr)")
    }

    @Test("every cannot read says why: no such file, a directory, permission denied, a block device")
    func unreadable() throws {
        let h = try Home(["secret.csv": ImportFixtures.strongClassic])
        var cases: [(String, String)] = [
            (h.file("nope.csv"), "No such file or directory"), (h.home.path, "Is a directory"),
        ]
        // A block device is neither a regular file nor a stream (where the machine has one).
        if FileManager.default.fileExists(atPath: "/dev/loop0") {
            cases.append(("/dev/loop0", "not a regular file and not a stream"))
        }
        // Permission denied: a file only its owner may read, read by nobody when the tests run as
        // root (whom no permission stops), else a file no one may read.
        let secret = h.file("secret.csv")
        try FileManager.default.setAttributes(
            [.posixPermissions: getuid() == 0 ? 0o600 : 0o000], ofItemAtPath: secret)
        cases.append((secret, "Permission denied"))
        for (path, reason) in cases {
            for arguments in [
                ["import", path], ["schedule", "import", path], ["plan", "new", "--file", path],
                ["plan", "--scenario", path],
            ] {
                let result =
                    path == secret && getuid() == 0
                    ? try h.home.run(
                        ["--reuid=65534", "--regid=65534", "--clear-groups", SpotterBinary.path] + arguments,
                        environment: h.zone, executable: "/usr/bin/setpriv")
                    : try h.run(arguments)
                #expect(result.status == 2, "\(arguments): \(result.stderr)")
                #expect(
                    result.stderr.contains(
                        "cannot read \(arguments[0] == "plan" && arguments[1] == "--scenario" ? "scenario file " : "")\(path): \(reason)\n"
                    ), "\(arguments): \(result.stderr)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: h.home.databaseFile))
    }
}
