import FoundationEssentials
import SpotterSystem

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
        let result: Subprocess.Result
        do {
            // A program that exits without reading its input closes the pipe: the write fails with
            // EPIPE and the exit status tells what happened.
            result = try Subprocess.run(
                arguments, stdin: message.rendered(), stdout: .nullDevice, stderr: .pipe,
                timeout: .milliseconds(Int((timeout * 1000).rounded())), shouldStop: shouldStop)
        } catch Subprocess.Failure.cannotStart(_, let errno) {
            return .configuration("cannot start \(program): \(Errno(rawValue: errno))")
        } catch {
            return .configuration("cannot start \(program): \(error)")
        }
        switch result.cutShort {
        case .stopped: return .transient("the pass was stopped while \(program) ran")
        case .timedOut: return .transient("\(program) did not finish within \(Int(timeout)) s")
        case nil: break
        }
        let stderr = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
        return Self.outcome(result.termination, detail: stderr)
    }

    static func outcome(_ termination: Subprocess.Termination, detail: String) -> SendOutcome {
        let tail = detail.isEmpty ? "" : ": \(detail)"
        let status: Int32
        switch termination {
        case .signaled(let signal): return .transient("killed by signal \(signal)\(tail)")
        case .exited(let code): status = code
        }
        switch status {
        case 0: return .delivered("exit 0")
        case 75: return .transient("exit 75 (EX_TEMPFAIL)\(tail)")
        case 69, 71, 74: return .transient("exit \(status)\(tail)")
        case 64, 77, 78: return .configuration("exit \(status)\(tail)")
        default: return .permanent("exit \(status)\(tail)")
        }
    }
}
