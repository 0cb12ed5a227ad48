import Testing

@testable import SpotterCLIKit

@Suite("Signature: parsing one command's arguments")
struct SignatureTests {
    static let json = Flag("--json", help: "print JSON")
    static let now = Option("--now", value: "TIME", help: "as at TIME")
    static let tag = RepeatedOption("--tag", value: "T", help: "a tag")
    static let key = Positional("KEY", help: "a key")
    static let date = OptionalPositional("DATE", help: "a day")
    static let words = Positionals("WORD", help: "words")
    static let value = RestOfLine("VALUE", help: "the rest")

    @Test("options and flags may come before, between or after positionals, as --name VALUE or --name=VALUE")
    func interleaved() throws {
        let signature: Signature = [Self.key, Self.json, Self.now]
        for line in [
            ["k", "--json", "--now", "t"], ["--now=t", "k", "--json"], ["--json", "--now", "t", "k"],
        ] {
            let parsed = try signature.parse(line)
            #expect(parsed[Self.key] == "k", "\(line)")
            #expect(parsed[Self.json], "\(line)")
            #expect(parsed[Self.now] == "t", "\(line)")
        }
        let bare = try signature.parse(["k"])
        #expect(!bare[Self.json])
        #expect(bare[Self.now] == nil)
    }

    @Test("an option's value may be - or start with a single dash; --name= gives an empty value")
    func dashValues() throws {
        let signature: Signature = [Self.now]
        #expect(try signature.parse(["--now", "-"])[Self.now] == "-")
        #expect(try signature.parse(["--now", "-1"])[Self.now] == "-1")
        #expect(try signature.parse(["--now="])[Self.now] == "")
        #expect(try signature.parse(["--now=a=b"])[Self.now] == "a=b")
    }

    @Test("an unknown option, a missing value, a flag with a value and a repeated single option are errors")
    func optionErrors() {
        let signature: Signature = [Self.json, Self.now]
        #expect(throws: ArgumentError.unknownOption("--frob")) { try signature.parse(["--frob"]) }
        #expect(throws: ArgumentError.unknownOption("--frob")) { try signature.parse(["--frob=1"]) }
        #expect(throws: ArgumentError.unknownOption("-x")) { try signature.parse(["-x"]) }
        #expect(throws: ArgumentError.missingValue(option: "--now", valueName: "TIME")) {
            try signature.parse(["--now"])
        }
        #expect(throws: ArgumentError.missingValue(option: "--now", valueName: "TIME")) {
            try signature.parse(["--now", "--json"])
        }
        #expect(throws: ArgumentError.flagWithValue("--json")) { try signature.parse(["--json=yes"]) }
        #expect(throws: ArgumentError.optionGivenTwice("--now")) { try signature.parse(["--now", "a", "--now", "b"]) }
    }

    @Test("a repeated option keeps every value in order")
    func repeatedOption() throws {
        let signature: Signature = [Self.tag]
        #expect(try signature.parse(["--tag", "a", "--tag=b", "--tag", "c"])[Self.tag] == ["a", "b", "c"])
        #expect(try signature.parse([])[Self.tag] == [])
    }

    @Test("a missing positional and an extra word are errors, naming them")
    func positionalErrors() {
        let signature: Signature = [Self.key]
        #expect(throws: ArgumentError.missingArgument("KEY")) { try signature.parse([]) }
        #expect(throws: ArgumentError.unexpectedArgument("extra")) { try signature.parse(["k", "extra"]) }
        #expect(throws: ArgumentError.unexpectedArgument("x")) { try Signature([]).parse(["x"]) }
    }

    @Test("an optional positional takes a word only when one is there")
    func optionalPositional() throws {
        let signature: Signature = [Self.date]
        #expect(try signature.parse([])[Self.date] == nil)
        #expect(try signature.parse(["2026-12-01"])[Self.date] == "2026-12-01")
        #expect(throws: ArgumentError.unexpectedArgument("b")) { try signature.parse(["a", "b"]) }
        // Before a required one, it yields to it.
        let yielding: Signature = [Self.date, Self.key]
        let one = try yielding.parse(["k"])
        #expect(one[Self.date] == nil)
        #expect(one[Self.key] == "k")
    }

    @Test("repeated positionals take every word left for them, with options between")
    func repeatedPositionals() throws {
        let signature: Signature = [Self.key, Self.words, Self.json]
        let parsed = try signature.parse(["k", "a", "--json", "b"])
        #expect(parsed[Self.key] == "k")
        #expect(parsed[Self.words] == ["a", "b"])
        #expect(parsed[Self.json])
        #expect(throws: ArgumentError.missingArgument("WORD")) { try signature.parse(["k"]) }
        let none: Signature = [Positionals("WORD", minimum: 0, help: "")]
        #expect(try none.parse([])[Self.words] == [])
    }

    @Test("the rest of the line is taken as typed, options and --help included; one leading -- is dropped")
    func restOfLine() throws {
        let signature: Signature = [Self.key, Self.json, Self.value]
        let msmtp = try signature.parse(["sendmail-command", "/usr/bin/msmtp", "-t"])
        #expect(msmtp[Self.key] == "sendmail-command")
        #expect(msmtp[Self.value] == ["/usr/bin/msmtp", "-t"])
        #expect(!msmtp[Self.json])
        #expect(try signature.parse(["k", "--json", "--help"])[Self.value] == ["--json", "--help"])
        #expect(try signature.parse(["k", "--", "--x"])[Self.value] == ["--x"])
        // Options before the rest starts are still options.
        let early = try signature.parse(["--json", "k", "v"])
        #expect(early[Self.json])
        #expect(early[Self.value] == ["v"])
        #expect(throws: ArgumentError.missingArgument("VALUE")) { try signature.parse(["k"]) }
        #expect(throws: ArgumentError.missingArgument("KEY")) { try signature.parse([]) }
    }

    @Test("-- ends the options: what follows is positional even with a dash")
    func doubleDash() throws {
        let signature: Signature = [Self.key, Self.json]
        #expect(try signature.parse(["--", "--json"])[Self.key] == "--json")
        #expect(!(try signature.parse(["--", "--json"])[Self.json]))
        #expect(try signature.parse(["--", "-h"]).helpRequested == false)
        #expect(try signature.parse(["-"])[Self.key] == "-")
    }

    @Test("--help or -h anywhere before -- asks for help, even with other mistakes after it")
    func help() throws {
        let signature: Signature = [Self.key]
        #expect(try signature.parse(["--help"]).helpRequested)
        #expect(try signature.parse(["k", "-h"]).helpRequested)
        #expect(try signature.parse(["-h", "--frob", "extra", "words"]).helpRequested)
        #expect(try signature.parse(["k"]).helpRequested == false)
    }

    @Test("leading options stop at the first word that is not an option")
    func leadingOptions() throws {
        let home = Option("--home", value: "DIR", help: "")
        let signature: Signature = [home]
        let (parsed, rest) = try signature.parseLeadingOptions(["--home", "/h", "config", "--home", "x"])
        #expect(parsed[home] == "/h")
        #expect(rest == ["config", "--home", "x"])
        #expect(throws: ArgumentError.unknownOption("--frob")) {
            try signature.parseLeadingOptions(["--frob", "config"])
        }
        #expect(try signature.parseLeadingOptions(["-h", "config"]).0.helpRequested)
    }

    @Test("the usage line is generated from the declaration, in its order")
    func usage() {
        let signature: Signature = [Self.key, Self.date, Self.words, Self.json, Self.now, Self.tag]
        #expect(signature.usage == "KEY [DATE] WORD… [--json] [--now TIME] [--tag T …]")
        #expect(Signature([Self.key, Self.value]).usage == "KEY VALUE…")
        #expect(Signature([Positionals("W", minimum: 0, help: "")]).usage == "[W…]")
    }
}
