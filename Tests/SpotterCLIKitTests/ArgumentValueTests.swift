import Testing

@testable import SpotterCLIKit

@Suite("Typed option values: read through ArgumentValue, refused naming the option")
struct ArgumentValueTests {
    struct Lease: ArgumentValue {
        let seconds: Int
        init?(argument: String) {
            guard let s = Int(argument), (1...86400).contains(s) else { return nil }
            seconds = s
        }
        static let expectation = "seconds from 1 to 86400"
    }

    let lease = Option("--lease", value: "SECONDS", help: "how long a claim holds")
    let file = Positional("FILE", help: "a file, or - for standard input")

    @Test("a given value reads as its type; an absent option is nil")
    func reads() throws {
        #expect(try Signature([lease]).parse(["--lease", "300"]).value(lease, as: Lease.self)?.seconds == 300)
        #expect(try Signature([lease]).parse([]).value(lease, as: Lease.self) == nil)
    }

    @Test("a value that reads as nothing the option takes is refused, naming the option and what it takes")
    func refused() throws {
        let parsed = try Signature([lease]).parse(["--lease", "0"])
        #expect(throws: ArgumentError.invalidValue("--lease", expected: "seconds from 1 to 86400")) {
            try parsed.value(lease, as: Lease.self)
        }
        #expect(
            ArgumentError.invalidValue("--lease", expected: "seconds from 1 to 86400").description
                == "--lease takes seconds from 1 to 86400")
    }

    @Test("a FILE positional is standard input for -, a path otherwise")
    func inputSource() throws {
        #expect(try Signature([file]).parse(["-"]).value(file, as: InputSource.self) == .standardInput)
        #expect(try Signature([file]).parse(["a.csv"]).value(file, as: InputSource.self) == .path("a.csv"))
        #expect(InputSource.standardInput.name == "standard input")
    }

    @Test("an optional positional reads as nil when not given, and is refused naming it when it reads as nothing")
    func optionalPositional() throws {
        let maybe = OptionalPositional("FILE", help: "a file")
        #expect(try Signature([maybe]).parse([]).value(maybe, as: InputSource.self) == nil)
        #expect(try Signature([maybe]).parse(["-"]).value(maybe, as: InputSource.self) == .standardInput)
        #expect(throws: ArgumentError.invalidValue("FILE", expected: InputSource.expectation)) {
            try Signature([maybe]).parse([""]).value(maybe, as: InputSource.self)
        }
    }
}

@Suite("Choice values: one of an enum's words, named by them in the usage, the completions and the refusal")
struct ArgumentChoiceTests {
    enum Format: String, ArgumentChoice { case plain, json, line }

    let format = Option("--format", choices: Format.self, help: "how to print")

    @Test("the value name is the words, which the usage shows and the completions offer")
    func named() {
        #expect(format.declaration.valueName == "plain|json|line")
        #expect(Signature([format]).usage == "[--format plain|json|line]")
        #expect(CLIProgram<Void>.choices(format.declaration) == ["plain", "json", "line"])
    }

    @Test("a word reads as its case; any other is refused naming the option and every word")
    func reads() throws {
        #expect(try Signature([format]).parse(["--format", "json"]).value(format, as: Format.self) == .json)
        #expect(try Signature([format]).parse([]).value(format, as: Format.self) == nil)
        let parsed = try Signature([format]).parse(["--format", "xml"])
        #expect(throws: ArgumentError.invalidValue("--format", expected: "plain, json or line")) {
            try parsed.value(format, as: Format.self)
        }
        #expect(throws: ArgumentError.self) {
            try Signature([format]).parse(["--format=JSON"]).value(format, as: Format.self)
        }
    }
}
