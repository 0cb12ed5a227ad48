import FoundationEssentials
import Glibc
import SpotterCLIKit
import SpotterClub
import SpotterCore
import SpotterDelivery
import SpotterSystem

/// `spotter club …`: the daily pass for a club's athletes, on a shared PostgreSQL database.
extension ClubCommand {
    enum Arg {
        static let dsn = OptionalPositional(
            "DSN",
            help:
                "a libpq connection string, e.g. \"host=db.example.org dbname=club user=coach\" (default: PG* variables)"
        )
        static let id = Positional("ATHLETE", help: "the athlete's id (letters, digits, - _ .)")
        static let email = Option(
            "--email", value: "ADDRESS", help: "where the athlete's mail goes (none: push only)")
        static let mailFrom = Option(
            "--mail-from", value: "ADDRESS",
            help: "the From address of the club's mail, unless an athlete sets mail-from (default spotter@localhost)")
        static let zone = Option(
            "--zone", value: "ZONE", help: "the athlete's time zone, e.g. Europe/Berlin (required)")
        static let plan = Option("--plan", value: "FILE", help: "the athlete's plan, in the plan file format")
        static let set = RepeatedOption(
            "--set", value: "KEY=VALUE", help: "a preference (spotter config list names them)")
        static let file = Positional("FILE", help: "athletes file: id,email,zone,plan,preferences,endpoints")
        static let endpointsFile = Positional(
            "FILE", help: "endpoints file: ATHLETE,URL a line, all added or (on a mistake) none")
        static let trainedId = OptionalPositional("ATHLETE", help: "the athlete's id")
        static let date = OptionalPositional("DATE", help: "the day trained, YYYY-MM-DD (the athlete's local date)")
        static let trainedFile = Option(
            "--file", value: "FILE",
            help: "many at once: ATHLETE,DATE[,WHAT] a line, all recorded or (on a mistake) none")
        static let template = OptionalPositional("WHAT", help: "what was trained (a template's name)")
        static let url = Positional("URL", help: "an ntfy topic URL")
        static let now = Option("--now", value: "ISO8601", help: "decide as at this instant, e.g. 2026-12-01T08:00:00Z")
        static let workers = Option(
            "--workers", value: "N", help: "parallel workers, each with its own connection (default 1)")
        static let lease = Option(
            "--lease", value: "SECONDS", help: "how long a claim protects a send in progress (default 120)")
        static let batch = Option(
            "--batch", value: "N",
            help: "athletes claimed in one statement, their Maildir mails settled in one (default 200)")
        static let prune = Flag("--prune", help: "also remove the athletes the file does not list (asks first)")
        static let yes = Flag("--yes", help: "with --prune: remove without asking")
        static let endpointId = Positional("ENDPOINT", help: "the endpoint's number (club endpoint list shows it)")
        static let failed = Flag("--failed", help: "only the claims whose send failed")
        static let day = Option("--date", value: "DATE", help: "only claims made on this UTC day, YYYY-MM-DD")
        static let maildir = Option(
            "--maildir", value: "DIR", help: "write the club's mail into this Maildir (a kill repeats none of it)")
        static let sendmail = Option(
            "--sendmail", value: "COMMAND",
            help: "hand mail to this sendmail-compatible command (default /usr/sbin/sendmail -t -oi)")
    }

    static let command = CLICommand<CommandContext>(
        name: "club", summary: "serve a club's athletes from a shared PostgreSQL database",
        discussion: """
            The same daily pass as spotter dispatch, for every athlete of a club, in each athlete's
            own time zone. Any number of spotter club dispatch processes on any number of hosts may
            run at once: each athlete's occasion is sent once per channel. The connection string is
            kept in club.dsn (mode 0600) in Spotter's config folder; a password is never printed.

            Examples:
              spotter club init "host=db.example.org dbname=club user=coach"
              spotter club import athletes.csv
              spotter club athlete add ana --email ana@example.org --zone Europe/Berlin --plan 10k.txt
              spotter club trained ana 2026-12-01
              spotter club dispatch --workers 4 --sendmail "/usr/bin/msmtp -t"
            """,
        subcommands: [
            CLICommand(
                name: "init", summary: "connect, create or migrate the club schema, remember the DSN",
                arguments: [Arg.dsn]
            ) {
                a, c in try guarded("init", c) { try initialise(a, c) }
            },
            CLICommand(
                name: "athlete", summary: "add, list or remove athletes",
                subcommands: [
                    CLICommand(
                        name: "add", summary: "add an athlete",
                        arguments: [Arg.id, Arg.email, Arg.zone, Arg.plan, Arg.set]
                    ) { a, c in try guarded("athlete add", c) { try addAthlete(a, c) } },
                    CLICommand(name: "list", summary: "every athlete: id, email, zone, plan") { a, c in
                        try guarded("athlete list", c) { try listAthletes(a, c) }
                    },
                    CLICommand(
                        name: "remove", summary: "remove an athlete (their claims stay)", arguments: [Arg.id]
                    ) { a, c in try guarded("athlete remove", c) { try removeAthlete(a, c) } },
                ], defaultSubcommand: "list"),
            CLICommand(
                name: "endpoint", summary: "add, import, list or remove athletes' push endpoints",
                subcommands: [
                    CLICommand(name: "add", summary: "push to an ntfy topic", arguments: [Arg.id, Arg.url]) { a, c in
                        try guarded("endpoint add", c) { try addEndpoint(a, c) }
                    },
                    CLICommand(name: "list", summary: "every endpoint") { a, c in
                        try guarded("endpoint list", c) { try listEndpoints(a, c) }
                    },
                    CLICommand(name: "remove", summary: "remove an endpoint", arguments: [Arg.endpointId]) { a, c in
                        try guarded("endpoint remove", c) { try removeEndpoint(a, c) }
                    },
                    CLICommand(
                        name: "import", summary: "add many endpoints from a file", arguments: [Arg.endpointsFile]
                    ) { a, c in try guarded("endpoint import", c) { try importEndpoints(a, c) } },
                ], defaultSubcommand: "list"),
            CLICommand(
                name: "import", summary: "add or update athletes from a file, all or nothing",
                arguments: [Arg.file, Arg.prune, Arg.yes]
            ) {
                a, c in try guarded("import", c) { try importFile(a, c) }
            },
            CLICommand(
                name: "trained", summary: "record that an athlete trained on a day",
                arguments: [Arg.trainedId, Arg.date, Arg.template, Arg.trainedFile]
            ) {
                a, c in try guarded("trained", c) { try trained(a, c) }
            },
            CLICommand(
                name: "dispatch", summary: "one pass over every athlete (run it from a timer on each host)",
                arguments: [Arg.now, Arg.workers, Arg.lease, Arg.batch, Arg.maildir, Arg.sendmail, Arg.mailFrom]
            ) { a, c in try guarded("dispatch", c) { try ClubDispatchCommand.run(a, c) } },
            CLICommand(
                name: "claims", summary: "every claim: what was sent, what failed and why",
                arguments: [Arg.failed, Arg.day]
            ) { a, c in try guarded("claims", c) { try claims(a, c) } },
            CLICommand(
                name: "retry", summary: "hand back failed claims, then one pass sends them again",
                arguments: [
                    Arg.day, Arg.now, Arg.workers, Arg.lease, Arg.batch, Arg.maildir, Arg.sendmail, Arg.mailFrom,
                ]
            ) { a, c in try guarded("retry", c) { try retry(a, c) } },
        ])
}

enum ClubCommand {
    static func dsnFile(_ c: CommandContext) -> ClubDSNFile { ClubDSNFile(configDirectory: c.paths.configDirectory) }
    static func open(_ c: CommandContext) throws -> ClubDatabase { try ClubDatabase.open(dsn: try dsnFile(c).load()) }

    /// Club errors are printed as `spotter club VERB: …`: bad input exits 2, a database failure 1.
    static func guarded(_ verb: String, _ c: CommandContext, _ body: () throws -> Int32) throws -> Int32 {
        do {
            return try body()
        } catch let e as ClubError {
            c.err("spotter club \(verb): \(e)")
            return e.isUsage ? 2 : 1
        } catch let e as PGError {
            c.err("spotter club \(verb): \(e)")
            return 1
        }
    }

    static func initialise(_ a: ParsedArguments, _ c: CommandContext) throws -> Int32 {
        let dsn = try a[Arg.dsn] ?? dsnFile(c).load()
        let club = try ClubDatabase.open(dsn: dsn, migrate: true)
        if a[Arg.dsn] != nil { try dsnFile(c).save(dsn) }
        let shown = dsn.isEmpty ? "PG* environment" : ConnectionString.redacted(dsn)
        c.out("club database ready (\(shown)), schema version \(try club.schemaVersion())")
        return 0
    }

    static func addAthlete(_ a: ParsedArguments, _ c: CommandContext) throws -> Int32 {
        guard let zone = a[Arg.zone] else { throw UsageError("--zone is required") }
        let email = a[Arg.email] ?? ""
        var planText: String?
        if let path = a[Arg.plan] {
            do { planText = try String(contentsOfFile: path, encoding: .utf8) } catch {
                throw ClubError.invalid("cannot read plan \(path): \(FailureReason.text(error))")
            }
        }
        var prefs: [String: String] = [:]
        for pair in a[Arg.set] {
            guard let eq = pair.firstIndex(of: "=") else {
                throw UsageError("--set takes KEY=VALUE, got \"\(pair)\"")
            }
            prefs[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
        }
        let athlete = try Athlete.validated(
            id: a[Arg.id], email: email, zone: zone, planText: planText, preferences: prefs,
            source: a[Arg.plan] ?? "", zones: SystemZones.shared.lookup)
        try open(c).addAthlete(athlete)
        c.out("athlete \(athlete.id) added")
        return 0
    }

    static func listAthletes(_ a: ParsedArguments, _ c: CommandContext) throws -> Int32 {
        for athlete in try open(c).athletes() {
            let plan = athlete.planText.flatMap { try? PlanFile.parse($0, file: "") }?.name ?? "-"
            c.out("\(athlete.id)  \(athlete.email.isEmpty ? "-" : athlete.email)  \(athlete.zone)  \(plan)")
        }
        return 0
    }

    /// A club file (athletes, endpoints, trained days) as text; one that cannot be read is named
    /// with the reason, as every club mistake is (`ClubError`).
    static func fileText(_ path: String) throws -> String {
        do { return try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw ClubError.invalid("cannot read \(path): \(FailureReason.text(error))")
        }
    }

    static func removeAthlete(_ a: ParsedArguments, _ c: CommandContext) throws -> Int32 {
        try open(c).removeAthlete(a[Arg.id])
        c.out("athlete \(a[Arg.id]) removed")
        return 0
    }

    static func importEndpoints(_ a: ParsedArguments, _ c: CommandContext) throws -> Int32 {
        let path = a[Arg.endpointsFile]
        let text = try fileText(path)
        let count = try open(c).importEndpoints(fileText: text, file: path)
        c.out("imported \(count) endpoint\(count == 1 ? "" : "s") from \(path)")
        return 0
    }

    static func removeEndpoint(_ a: ParsedArguments, _ c: CommandContext) throws -> Int32 {
        guard let id = Int(a[Arg.endpointId]), try open(c).removeEndpoint(id: id) else {
            throw ClubError.invalid("no endpoint \(a[Arg.endpointId]) (spotter club endpoint list shows them)")
        }
        c.out("endpoint \(id) removed")
        return 0
    }

    static func addEndpoint(_ a: ParsedArguments, _ c: CommandContext) throws -> Int32 {
        let url: URL
        do { url = try NtfyAddress.validate(a[Arg.url]) } catch { throw UsageError("\(error)") }
        let e = try open(c).addEndpoint(athlete: a[Arg.id], url: url.absoluteString)
        c.out("endpoint \(e.id): \(e.athlete) ntfy \(e.address) (\(e.state))")
        return 0
    }

    static func listEndpoints(_ a: ParsedArguments, _ c: CommandContext) throws -> Int32 {
        for e in try open(c).endpoints() { c.out("\(e.id)  \(e.athlete)  \(e.kind)  \(e.address)  \(e.state)") }
        return 0
    }

    static func importFile(_ a: ParsedArguments, _ c: CommandContext) throws -> Int32 {
        let path = a[Arg.file]
        let text = try fileText(path)
        let folder = PathText.folder(path)
        let athletes = try AthletesFile.parse(text, file: path, zones: SystemZones.shared.lookup) { plan in
            try String(
                contentsOfFile: plan.hasPrefix("/") || folder.isEmpty ? plan : folder + "/" + plan, encoding: .utf8)
        }
        let imported = "imported \(athletes.count) athlete\(athletes.count == 1 ? "" : "s") from \(path)"
        guard a[Arg.prune] else {
            try open(c).importAthletes(athletes)
            c.out(imported)
            return 0
        }
        let removed = try open(c).importAthletes(athletes) { count in
            let question = "\(count) athlete\(count == 1 ? "" : "s") not in \(path) would be removed."
            if a[Arg.yes] || count == 0 { return true }
            guard isatty(0) == 1 else {
                throw ClubError.invalid("\(question) Not asked without a terminal; add --yes. Nothing was changed")
            }
            try? FileDescriptor.standardOutput.writeAll(TerminalText.escaped(question + " Remove them? [y/N] "))
            let answer = (readLine() ?? "").trimmingWhitespace().lowercased()
            return answer == "y" || answer == "yes"
        }
        guard let removed else {
            c.out("nothing imported or removed")
            return 1
        }
        c.out(imported + "; removed \(removed) athlete\(removed == 1 ? "" : "s") not in \(path)")
        return 0
    }

    static func day(_ a: ParsedArguments) throws -> LocalDate? {
        guard let text = a[Arg.day] else { return nil }
        guard let day = LocalDate(iso: text) else { throw UsageError("--date takes YYYY-MM-DD, got \"\(text)\"") }
        return day
    }

    static func claims(_ a: ParsedArguments, _ c: CommandContext) throws -> Int32 {
        for claim in try open(c).claims(failedOnly: a[Arg.failed], day: try day(a)) {
            let state = claim.result ?? "pending"
            c.out("\(claim.key)  \(state)  attempts \(claim.attempts)  \(claim.outcome ?? "")")
        }
        return 0
    }

    static func retry(_ a: ParsedArguments, _ c: CommandContext) throws -> Int32 {
        let count = try open(c).handBackFailedClaims(day: try day(a))
        c.out("handed back \(count) failed claim\(count == 1 ? "" : "s")")
        return try ClubDispatchCommand.run(a, c)
    }

    static func trained(_ a: ParsedArguments, _ c: CommandContext) throws -> Int32 {
        if let path = a[Arg.trainedFile] {
            guard a[Arg.trainedId] == nil else { throw UsageError("--file takes the place of ATHLETE DATE") }
            let text = try fileText(path)
            let count = try open(c).recordTrained(fileText: text, file: path)
            c.out("recorded \(count) trained day\(count == 1 ? "" : "s") from \(path)")
            return 0
        }
        guard let id = a[Arg.trainedId], let date = a[Arg.date] else {
            throw UsageError("give ATHLETE DATE, or --file FILE")
        }
        guard let day = LocalDate(iso: date) else { throw UsageError("DATE must be YYYY-MM-DD, got \"\(date)\"") }
        try open(c).recordTrained(id, day: day, template: a[Arg.template] ?? "")
        c.out("\(id) trained on \(day.iso)")
        return 0
    }
}
