import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterDelivery
import SpotterStore

/// `spotter endpoint add|list|remove`: where push goes besides mail.
extension EndpointCommand {
    enum Arg {
        static let url = Positional("URL", help: "https://ntfy.sh/TOPIC, or the topic on your own server")
        static let json = Flag("--json", help: "the same as JSON")
        static let id = Positional("ID", help: "an endpoint's id (spotter endpoint list shows them)")
    }

    static let command = CLICommand<CommandContext>(
        name: "endpoint", summary: "add, list or remove push endpoints (ntfy topics, this desktop)",
        discussion: """
            Adding an endpoint that exists refreshes the same record, and re-enables it if it was
            disabled or retired. An endpoint reported dead (HTTP 404/410) is disabled, not deleted.
            Turning reminders off (spotter config set workout-reminders off) retires every endpoint.

            Examples:
              spotter endpoint add ntfy https://ntfy.sh/ana-runs-7f3k
              spotter endpoint list
            """,
        subcommands: [
            CLICommand(
                name: "add", summary: "add a push endpoint",
                subcommands: [
                    CLICommand(name: "ntfy", summary: "push to an ntfy topic", arguments: [Arg.url], run: addNtfy),
                    CLICommand(
                        name: "desktop", summary: "this machine's desktop (done on every start; safe to repeat)",
                        run: addDesktop),
                ]),
            CLICommand(
                name: "list", summary: "every endpoint with its state and last outcome", arguments: [Arg.json],
                run: list),
            CLICommand(
                name: "remove", summary: "retire an endpoint (kept for history, sent nothing)", arguments: [Arg.id],
                run: remove),
        ], defaultSubcommand: "list")
}

enum EndpointCommand {
    /// What `remove` takes: an id `spotter endpoint list` shows.
    enum Endpoints: IDListing {
        static let expectation = "an endpoint's id, a whole number (spotter endpoint list shows them)"
    }

    static func addNtfy(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        // Validate before opening anything, so a bad URL cannot touch the file.
        let url: URL
        do { url = try NtfyAddress.validate(arguments[Arg.url]) } catch { throw UsageError("\(error)") }
        let e = try context.openDatabase().registerEndpoint(
            kind: .ntfy, address: url.absoluteString, now: context.now)
        context.out("endpoint \(e.id): ntfy \(e.address) (\(e.state.rawValue))")
        return 0
    }

    static func addDesktop(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let e = try context.openDatabase().registerDesktopEndpoint(now: context.now)
        context.out("endpoint \(e.id): desktop \(e.address) (\(e.state.rawValue))")
        return 0
    }

    static func list(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let endpoints = try context.openDatabase().endpoints()
        if arguments[Arg.json] {
            let rows: [JSONValue] = endpoints.map {
                [
                    "id": JSONValue($0.id), "kind": JSONValue($0.kind.rawValue), "address": JSONValue($0.address),
                    "state": JSONValue($0.state.rawValue), "lastOutcome": JSONValue($0.lastOutcome),
                ]
            }
            context.out(JSONValue.array(rows).text())
        } else {
            if endpoints.isEmpty { context.out("no endpoints; add one with: spotter endpoint add ntfy URL") }
            for e in endpoints {
                context.out(
                    "\(e.id)  \(e.kind.rawValue)  \(e.address)  \(e.state.rawValue)  \(e.lastOutcome ?? "never sent")"
                )
            }
            // Configuration errors keep their claim (no retry storm); they are shown here until fixed.
            for problem in try context.openDatabase().dispatchConfigurationProblems().suffix(5) {
                context.out("problem: \(problem.key): \(problem.outcome ?? "")")
            }
        }
        return 0
    }

    static func remove(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let id = try arguments.value(Arg.id, as: ListedID<Endpoints>.self).value
        guard try context.openDatabase().retireEndpoint(id: id) else { throw UsageError("no endpoint \(id)") }
        context.out("endpoint \(id) retired")
        return 0
    }
}
