extension CLICommand {
    /// The command in `commands` called `name`, if any.
    ///
    /// A loop over positions, not `commands.first(where:)`: this module is generic over `Context`,
    /// so that call goes unspecialized through Array's `Sequence` witnesses, and the runtime's
    /// first look-up of them searches every conformance record in the binary. That was 7 % of
    /// what a `spotter status` call executes (callgrind).
    static func named(_ name: String, in commands: [CLICommand]) -> CLICommand? {
        for index in commands.indices where commands[index].name == name { return commands[index] }
        return nil
    }

    /// Finds what `words` (the line after this command's name) runs: this command, a subcommand,
    /// or a help text. `path` is the names before this one (`["spotter"]`).
    ///
    /// The first word picks a subcommand; `--help` as the first word (or anywhere the signature
    /// reads options) is this command's help.
    public func resolve(_ words: [String], path: [String]) throws(CommandLineError) -> Resolution<Context> {
        let here = path + [name]
        if let first = words.first, Signature.isHelp(first) { return .help(help(path: path)) }
        if let first = words.first, let sub = CLICommand.named(first, in: subcommands) {
            return try sub.resolve(Array(words.dropFirst()), path: here)
        }
        guard run != nil else { return try resolveDefault(words, path: path) }
        let parsed: ParsedArguments
        do {
            parsed = try signature.parse(words)
        } catch {
            throw CommandLineError(path: here, error: error, usage: usage(path: path))
        }
        if parsed.helpRequested { return .help(help(path: path)) }
        return .run(Invocation(path: here, command: self, arguments: parsed, usage: usage(path: path)))
    }

    /// A group's line that names no subcommand: the default one takes it if it starts with an
    /// option or is empty; a word that is no subcommand is an error.
    private func resolveDefault(_ words: [String], path: [String]) throws(CommandLineError) -> Resolution<Context> {
        let here = path + [name]
        let expected = subcommands.map(\.name)
        let sub = defaultSubcommand.flatMap { CLICommand.named($0, in: subcommands) }
        switch (words.first, sub) {
        case (let first?, _) where !Signature.isOptionLike(first):
            throw CommandLineError(
                path: here, error: .unknownSubcommand(first, expected: expected), usage: usage(path: path))
        case (_, let sub?):
            return try sub.resolve(words, path: here)
        case (let first?, nil):
            throw CommandLineError(path: here, error: .unknownOption(first), usage: usage(path: path))
        case (nil, nil):
            throw CommandLineError(path: here, error: .missingSubcommand(expected: expected), usage: usage(path: path))
        }
    }
}
