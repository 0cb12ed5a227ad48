import Foundation

/// Hands a message to a sendmail-compatible command on standard input (`sendmail -t -oi`, msmtp,
/// Postfix, Exim), run with an argument array, never through a shell.
///
/// ```swift
/// let t = SendmailTransport(arguments: ["/usr/bin/msmtp", "--host=127.0.0.1", "--port=2525", "-t"])
/// t.send(message)   // .delivered("exit 0"), or .transient("exit 75 (EX_TEMPFAIL): …")
/// ```
/// Exit statuses follow sysexits.h: 75 (temporary failure), 69, 71 and 74 may pass and hand the
/// claim back; 64, 77 and 78 and a missing program are configuration errors; anything else is a
/// permanent failure of this message.
public struct SendmailTransport: MailTransport {
    public var arguments: [String]
    public var timeout: TimeInterval
    /// Polled while the command runs: a pass asked to stop ends the command and calls it transient.
    public var shouldStop: @Sendable () -> Bool

    public init(arguments: [String], timeout: TimeInterval = 60, shouldStop: @escaping @Sendable () -> Bool = { false })
    {
        self.arguments = arguments
        self.timeout = timeout
        self.shouldStop = shouldStop
    }

    public func send(_ message: MailMessage) -> SendOutcome {
        guard let program = arguments.first else { return .configuration("the sendmail command is empty") }
        guard FileManager.default.isExecutableFile(atPath: program) else {
            return .configuration("\(program) is missing or not executable (set sendmail-command or maildir)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Array(arguments.dropFirst())
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .configuration("cannot start \(program): \(error.localizedDescription)")
        }
        // A program that exits without reading its input closes the pipe: the write fails with
        // EPIPE (SIGPIPE is ignored by the pass) and the exit status tells what happened.
        try? input.fileHandleForWriting.write(contentsOf: Data(message.rendered().utf8))
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline && !shouldStop() { usleep(5_000) }
        if process.isRunning && shouldStop() {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return .transient("the pass was stopped while \(program) ran")
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return .transient("\(program) did not finish within \(Int(timeout)) s")
        }
        let stderr =
            String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").last.map(String.init) ?? ""
        return Self.outcome(status: process.terminationStatus, reason: process.terminationReason, detail: stderr)
    }

    static func outcome(status: Int32, reason: Process.TerminationReason, detail: String) -> SendOutcome {
        let tail = detail.isEmpty ? "" : ": \(detail)"
        if reason == .uncaughtSignal { return .transient("killed by signal \(status)\(tail)") }
        switch status {
        case 0: return .delivered("exit 0")
        case 75: return .transient("exit 75 (EX_TEMPFAIL)\(tail)")
        case 69, 71, 74: return .transient("exit \(status)\(tail)")
        case 64, 77, 78: return .configuration("exit \(status)\(tail)")
        default: return .permanent("exit \(status)\(tail)")
        }
    }
}
