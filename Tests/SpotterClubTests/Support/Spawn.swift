import CGlibcExtensions
import Foundation

/// Runs a program to its end with its output in files and no other descriptor of ours, through
/// posix_spawn and waitpid.
///
/// Not Foundation's `Process`: its wait did not return here for a `runuser` whose grandchild (the
/// server `pg_ctl` starts) lives on, and pipes would stay open as long as that server runs.
enum Spawn {
    static func run(_ argv: [String], stdout: String, stderr: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // Nothing else of the test process reaches the server: a pipe another test has open would
        // otherwise stay open in the server, and that test's read would never see end of file.
        _ = spotter_spawn_close_from(&actions, 3)
        let cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, argv[0], &actions, nil, cArgs, environ)
        guard rc == 0 else { throw PostgresServer.ServerError("cannot start \(argv[0]): errno \(rc)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS by hand: the macros do not import.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
