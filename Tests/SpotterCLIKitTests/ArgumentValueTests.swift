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
