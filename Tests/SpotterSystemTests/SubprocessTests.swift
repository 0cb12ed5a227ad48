import Foundation
import SpotterSystem
import Testing

@Suite("Subprocess: tools run from argument arrays")
struct SubprocessTests {
    @Test("an argument with spaces and quotes reaches the tool as one word")
    func argumentsAreWords() throws {
        let r = try Subprocess.run(["printf", "%s|", "two words", "it's", "$HOME"])
        #expect(r.status == 0)
        #expect(r.stdout == "two words|it's|$HOME|")
    }

    @Test("stdin is handed over and both streams come back apart, with the exit status")
    func streamsAndStatus() throws {
        let r = try Subprocess.run(
            ["sh", "-c", "cat; echo oops >&2; exit 3"], environment: ["PATH": "/usr/bin:/bin"], stdin: "set 1\n")
        #expect(r.status == 3)
        #expect(r.stdout == "set 1\n")
        #expect(r.stderr == "oops\n")
    }

    @Test("a tool that is not there says which")
    func missingTool() {
        #expect(throws: Subprocess.Failure.cannotStart(tool: "spotter-no-such-tool", errno: ENOENT)) {
            try Subprocess.run(["spotter-no-such-tool"])
        }
    }

    @Test("a child killed by a signal reports 128 + the signal")
    func killedChild() throws {
        let r = try Subprocess.run(["sh", "-c", "kill -TERM $$"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(r.status == 128 + SIGTERM)
    }
}
