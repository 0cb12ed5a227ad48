extension Signature {
    /// Reads a command line (the words after the command's name) against this signature.
    ///
    /// `--help` or `-h` before `--` and before the rest of the line starts returns at once with
    /// ``ParsedArguments/helpRequested`` set and nothing else checked.
    public func parse(_ words: [String]) throws(ArgumentError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var positionals: [String] = []
        let rest = declarations.last.flatMap { d -> ArgumentDeclaration? in
            if case .rest = d.kind { return d } else { return nil }
        }
        let beforeRest = declarations.filter { $0.kind == .positional }.count
        var literal = false
        var index = 0
        while index < words.count {
            let word = words[index]
            if let rest, positionals.count == beforeRest {
                var tail = Array(words[index...])
                if !literal, tail.first == "--" { tail.removeFirst() }
                if !tail.isEmpty { parsed.values[rest.name] = tail }
                break
            }
            if !literal && word == "--" {
                literal = true
            } else if !literal && Self.isHelp(word) {
                parsed.helpRequested = true
                return parsed
            } else if !literal && Self.isOptionLike(word) {
                index = try readNamed(words, at: index, into: &parsed)
            } else {
                positionals.append(word)
            }
            index += 1
        }
        try assign(positionals, into: &parsed)
        if let rest, case .rest(let minimum) = rest.kind, (parsed.values[rest.name]?.count ?? 0) < minimum {
            throw .missingArgument(rest.name)
        }
        return parsed
    }

    /// Reads the options and flags at the start of `words` and stops at the first other word (a
    /// subcommand's name): `spotter --home DIR config list` reads `--home DIR`, leaves `config list`.
    public func parseLeadingOptions(_ words: [String]) throws(ArgumentError) -> (ParsedArguments, rest: [String]) {
        var parsed = ParsedArguments()
        var index = 0
        while index < words.count, Self.isOptionLike(words[index]), words[index] != "--" {
            if Self.isHelp(words[index]) {
                parsed.helpRequested = true
                return (parsed, [])
            }
            index = try readNamed(words, at: index, into: &parsed) + 1
        }
        return (parsed, Array(words[index...]))
    }

    static func isHelp(_ word: String) -> Bool { word == "--help" || word == "-h" }

    /// `--x`, `-x`, `--`; not `-` (standard input).
    static func isOptionLike(_ word: String) -> Bool { word.hasPrefix("-") && word != "-" }

    /// Reads the option or flag at `index` (and its value); returns the index of the last word used.
    private func readNamed(_ words: [String], at index: Int, into parsed: inout ParsedArguments) throws(ArgumentError)
        -> Int
    {
        let word = words[index]
        guard word.hasPrefix("--") else { throw .unknownOption(word) }
        let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        let inline = parts.count == 2 ? parts[1] : nil
        guard let d = declarations.first(where: { $0.isNamed && $0.name == name }) else { throw .unknownOption(name) }
        if d.kind == .flag {
            guard inline == nil else { throw .flagWithValue(name) }
            parsed.values[name, default: []].append("")
            return index
        }
        var last = index
        let value: String
        if let inline {
            value = inline
        } else {
            // The next word is the value unless it is another option: `--scenario -` reads stdin,
            // `--rpe -1` is a (bad) number, `--now --json` forgot the time.
            guard index + 1 < words.count, !words[index + 1].hasPrefix("--") else {
                throw .missingValue(option: name, valueName: d.valueName ?? "VALUE")
            }
            value = words[index + 1]
            last = index + 1
        }
        if d.kind == .option, parsed.values[name] != nil { throw .optionGivenTwice(name) }
        parsed.values[name, default: []].append(value)
        return last
    }

    /// Hands the positional words to the declared slots in order: a required one takes one word,
    /// an optional one takes a word only if the required ones after it still get theirs, a
    /// repeated one takes what is left for it.
    private func assign(_ words: [String], into parsed: inout ParsedArguments) throws(ArgumentError) {
        let slots = declarations.filter {
            switch $0.kind {
            case .positional, .optionalPositional, .positionals: return true
            case .flag, .option, .repeatedOption, .rest: return false
            }
        }
        func needed(after slot: Int) -> Int {
            slots.dropFirst(slot + 1).reduce(0) { sum, d in
                switch d.kind {
                case .positional: return sum + 1
                case .positionals(let minimum): return sum + minimum
                default: return sum
                }
            }
        }
        var remaining = words[...]
        for (i, slot) in slots.enumerated() {
            switch slot.kind {
            case .positional:
                guard let word = remaining.popFirst() else { throw .missingArgument(slot.name) }
                parsed.values[slot.name] = [word]
            case .optionalPositional:
                if remaining.count > needed(after: i), let word = remaining.popFirst() {
                    parsed.values[slot.name] = [word]
                }
            case .positionals(let minimum):
                let take = max(0, remaining.count - needed(after: i))
                guard take >= minimum else { throw .missingArgument(slot.name) }
                if take > 0 { parsed.values[slot.name] = Array(remaining.prefix(take)) }
                remaining = remaining.dropFirst(take)
            default:
                break
            }
        }
        if let extra = remaining.first { throw .unexpectedArgument(extra) }
    }
}
