import Foundation
import Testing

/// The tests' faked clock against what a killed process leaves in `/dev/shm`.
@Suite("The tests' faked clock")
struct FakedClockTests {
    @Test("a pid's semaphore and shared memory left by a killed faketime wrapper do not stop a faked clock")
    func staleNamesOfTheSamePid() throws {
        let home = try TemporaryHome()
        let clock = FakedClock.standing(at: "2026-11-23 18:00:00")
        // The shell leaves the names a killed wrapper of its own pid would have left, then becomes
        // the command, pid and all, with the clock's variables set for it alone.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            ["-c", #": > /dev/shm/sem.faketime_sem_$$ && : > /dev/shm/faketime_shm_$$ && exec env "$@""#, "sh"]
            + clock.environment.map { "\($0.key)=\($0.value)" }.sorted() + [SpotterBinary.path, "week", "--json"]
        process.environment = home.environment()
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for name in ["sem.faketime_sem_", "faketime_shm_"] {
            try? FileManager.default.removeItem(atPath: "/dev/shm/\(name)\(process.processIdentifier)")
        }
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(stdout.contains(#""week" : "2026-W48""#) || stdout.contains(#""week":"2026-W48""#), "\(stdout)")
    }
}
