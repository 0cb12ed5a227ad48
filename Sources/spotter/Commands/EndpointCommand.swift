import Foundation
import SpotterCore
import SpotterDelivery
import SpotterStore

/// `spotter endpoint add|list|remove`: where push goes besides mail.
extension Command {
    static let endpoint = Command(
        name: "endpoint", summary: "add, list or remove push endpoints (ntfy topics, this desktop)",
        help: """
            Usage:
              spotter endpoint add ntfy URL     push to an ntfy topic (https://ntfy.sh/TOPIC or your own server)
              spotter endpoint add desktop      register this machine's desktop (done on every start; safe to repeat)
              spotter endpoint list [--json]    every endpoint with its state and last outcome
              spotter endpoint remove ID        retire an endpoint (kept for history, sent nothing)

            Adding an endpoint that exists refreshes the same record, and re-enables it if it was
            disabled or retired. An endpoint reported dead (HTTP 404/410) is disabled, not deleted.
            Turning reminders off (spotter config set workout-reminders off) retires every endpoint.

            Examples:
              spotter endpoint add ntfy https://ntfy.sh/ana-runs-7f3k
              spotter endpoint list
            """, run: EndpointCommand.run)
}

enum EndpointCommand {
    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        switch (arguments.first, arguments.count) {
        case ("add", 3) where arguments[1] == "ntfy":
            // Validate before opening anything, so a bad URL cannot touch the file.
            let url: URL
            do { url = try NtfyAddress.validate(arguments[2]) } catch { throw UsageError("\(error)") }
            let e = try context.openDatabase().registerEndpoint(kind: .ntfy, address: url.absoluteString, now: context.now)
            context.out("endpoint \(e.id): ntfy \(e.address) (\(e.state.rawValue))")
        case ("add", 2) where arguments[1] == "desktop":
            let e = try context.openDatabase().registerDesktopEndpoint(now: context.now)
            context.out("endpoint \(e.id): desktop \(e.address) (\(e.state.rawValue))")
        case ("add", _):
            throw UsageError("expected add ntfy URL or add desktop")
        case ("list", 1), ("list", 2) where arguments.last == "--json", (nil, 0):
            let endpoints = try context.openDatabase().endpoints()
            if arguments.last == "--json" {
                let rows: [[String: Any]] = endpoints.map {
                    ["id": $0.id, "kind": $0.kind.rawValue, "address": $0.address, "state": $0.state.rawValue,
                     "lastOutcome": $0.lastOutcome ?? NSNull()]
                }
                let data = try JSONSerialization.data(withJSONObject: rows, options: [.sortedKeys])
                context.out(String(decoding: data, as: UTF8.self))
            } else {
                if endpoints.isEmpty { context.out("no endpoints; add one with: spotter endpoint add ntfy URL") }
                for e in endpoints {
                    context.out("\(e.id)  \(e.kind.rawValue)  \(e.address)  \(e.state.rawValue)  \(e.lastOutcome ?? "never sent")")
                }
                // Configuration errors keep their claim (no retry storm); they are shown here until fixed.
                for problem in try context.openDatabase().dispatchConfigurationProblems().suffix(5) {
                    context.out("problem: \(problem.key): \(problem.outcome ?? "")")
                }
            }
        case ("remove", 2):
            guard let id = Int(arguments[1]) else { throw UsageError("remove takes an endpoint id (see spotter endpoint list)") }
            guard try context.openDatabase().retireEndpoint(id: id) else { throw UsageError("no endpoint \(id)") }
            context.out("endpoint \(id) retired")
        default:
            throw UsageError("expected add, list or remove")
        }
        return 0
    }
}
