import FoundationEssentials
import SpotterCore
import SpotterStore
import SpotterSystem

/// Fires each notification from a transient systemd user timer that runs `spotter fire ID --at EPOCH`.
///
/// ```swift
/// let s = SystemdUserScheduler(spotter: "/usr/local/bin/spotter", environment: env)
/// try s.schedule(entry, in: db)
/// // systemd-run --user --unit=spotter-rest-alert-w1-1764510000 --on-calendar=@1764510000
/// //   --timer-property=AccuracySec=1s -E DBUS_SESSION_BUS_ADDRESS=… /usr/local/bin/spotter fire rest-alert:w1 --at 1764510000
/// ```
/// `AccuracySec=1s`: the default of one minute fires up to a minute late. The unit name carries
/// the instant, so a moved notification gets a new unit and the old one is stopped. The fired
/// service gets the manager's environment, not ours, so the bus address and Spotter's home are
/// passed along with `-E`.
public struct SystemdUserScheduler: DeliveryScheduler {
    public let spotter: String
    public let environment: [String: String]
    /// Runs a tool; replaced in tests that only look at the arguments.
    public var run: ([String]) throws -> Subprocess.Result

    public init(spotter: String, environment: [String: String], run: (([String]) throws -> Subprocess.Result)? = nil) {
        self.spotter = spotter
        self.environment = environment
        self.run = run ?? { try Subprocess.run($0, environment: environment) }
    }

    public var kind: SchedulerKind { .systemd }

    /// Variables the fired `spotter fire` needs to reach the same bus and the same database.
    static let passedVariables = [
        "DBUS_SESSION_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "SPOTTER_HOME", "HOME",
        "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "TZ",
    ]

    public static func unitName(for entry: OutboxEntry) -> String {
        unitName(id: entry.id, at: entry.notification.fireAt)
    }

    /// `spotter-daily-pass-2026-12-01T05-00-1780308000` for a wake-up of the daily pass.
    public static func unitName(id: String, at: Date) -> String {
        let safe = id.map { $0.isLetter || $0.isNumber || $0 == "-" ? String($0) : "-" }.joined()
        return "spotter-\(safe)-\(InstantRange.epochSeconds(at, rounding: .toNearestOrAwayFromZero))"
    }

    public func arguments(for entry: OutboxEntry) -> [String] { arguments(id: entry.id, at: entry.notification.fireAt) }

    /// Both outbox entries and pass wake-ups end in `spotter fire ID --at EPOCH`: `fire` tells them apart.
    public func arguments(id: String, at: Date) -> [String] {
        let epoch = InstantRange.epochSeconds(at, rounding: .toNearestOrAwayFromZero)
        var args = [
            "systemd-run", "--user", "--quiet", "--collect", "--unit=\(Self.unitName(id: id, at: at))",
            "--on-calendar=@\(epoch)", "--timer-property=AccuracySec=1s",
        ]
        for name in Self.passedVariables { if let v = environment[name], !v.isEmpty { args.append("-E\(name)=\(v)") } }
        args += [spotter, "fire", id, "--at", String(epoch)]
        return args
    }

    public func schedule(_ entry: OutboxEntry, in db: SpotterDatabase) throws {
        if entry.scheduledWith != nil { try cancel(entry) }
        try db.setOutboxHandle(id: entry.id, handle: try arm(id: entry.id, at: entry.notification.fireAt))
    }

    public func cancel(_ entry: OutboxEntry) throws { try stop(entry.scheduledWith) }

    public func schedule(wakeup entry: PassWakeupEntry, in db: SpotterDatabase) throws {
        if entry.scheduledWith != nil { try cancel(wakeup: entry) }
        try db.setPassWakeupHandle(id: entry.id, handle: try arm(id: entry.id, at: entry.wakeup.at))
    }

    public func cancel(wakeup entry: PassWakeupEntry) throws { try stop(entry.scheduledWith) }

    /// Starts one transient timer and returns its unit name.
    private func arm(id: String, at: Date) throws -> String {
        let unit = Self.unitName(id: id, at: at)
        // Reusing a loaded unit name fails: stop a leftover first (a no-op when there is none).
        _ = try? run(["systemctl", "--user", "stop", unit + ".timer"])
        let result = try run(arguments(id: id, at: at))
        guard result.status == 0 else {
            throw SchedulerError.failed(tool: "systemd-run", status: result.status, stderr: result.stderr)
        }
        return unit
    }

    private func stop(_ unit: String?) throws {
        guard let unit else { return }
        _ = try run(["systemctl", "--user", "stop", unit + ".timer"])
    }

    /// Spotter's timers the user manager has loaded now.
    public func loadedUnits() throws -> Set<String> {
        let r = try run(["systemctl", "--user", "list-timers", "--all", "--no-legend", "--plain", "spotter-*"])
        guard r.status == 0 else { throw SchedulerError.failed(tool: "systemctl", status: r.status, stderr: r.stderr) }
        var units = Set<String>()
        for line in r.stdout.split(separator: "\n") {
            for word in line.split(separator: " ") where word.hasPrefix("spotter-") && word.hasSuffix(".timer") {
                units.insert(String(word.dropLast(".timer".count)))
            }
        }
        return units
    }

    /// Whether a user manager answers here (the `systemd --user` instance of this login).
    public static func isAvailable(environment: [String: String]) -> Bool {
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return false }
        return FileManager.default.fileExists(atPath: runtime + "/systemd/private")
    }
}

public enum SchedulerError: Error, Equatable, CustomStringConvertible {
    case failed(tool: String, status: Int32, stderr: String)
    public var description: String {
        switch self {
        case .failed(let tool, let status, let stderr):
            return "\(tool) failed (status \(status)): \(stderr.trimmingWhitespaceAndNewlines())"
        }
    }
}
