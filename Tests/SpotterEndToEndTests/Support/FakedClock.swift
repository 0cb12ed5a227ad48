import Foundation

/// A child's clock set by libfaketime, preloaded straight into it rather than through Debian's
/// `faketime` wrapper.
///
/// ```swift
/// let clock = FakedClock.standing(at: "2026-11-23 18:00:00")
/// try home.run(["log", "bench", "60x5"], environment: clock.environment)
/// tmux.type(clock.shellPrefix + " " + TmuxSession.binary)
/// ```
/// The wrapper names a POSIX semaphore and a shared-memory object after its own pid and removes
/// them only when it outlives its command. One killed with its tmux pane leaves both behind, and a
/// later wrapper that draws the same pid (pids wrap at 32768 here) refuses to run: "faketime:
/// sem_open: File exists", exit 1. A CI run failed so. The wrapper's shared memory only lets a
/// command's own children go on from its clock, which no test needs.
struct FakedClock {
    /// libfaketime's spec, read in the process's `TZ`: `2026-11-23 18:00:00` stands still,
    /// `@2026-11-23 18:00:00` starts there and runs on.
    let spec: String

    /// The clock stands still at `time` (`"2026-11-23 18:00:00"`): a slow start under load cannot
    /// move a stored instant by a second.
    static func standing(at time: String) -> FakedClock { FakedClock(spec: time) }

    /// The clock starts at `time` and runs on, for a screen whose countdown must move.
    static func starting(at time: String) -> FakedClock { FakedClock(spec: "@" + time) }

    /// `$LIB` is the dynamic linker's own name for the multiarch folder, as the wrapper writes it.
    static let library = "/usr/$LIB/faketime/libfaketime.so.1"

    var environment: [String: String] { ["LD_PRELOAD": Self.library, "FAKETIME": spec] }

    /// The same, in front of a command line typed into a shell: `env LD_PRELOAD='…' FAKETIME='…'`.
    var shellPrefix: String { "env LD_PRELOAD='\(Self.library)' FAKETIME='\(spec)'" }
}
