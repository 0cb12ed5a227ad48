import Foundation
import Testing

/// `Tests/Scripts/footprint.sh` takes minutes (it builds a release and measures for a minute a run),
/// so it is not run here; these check that it parses and reads its arguments.
@Suite("Tests/Scripts/footprint.sh: parses, and answers --help without building")
struct FootprintScriptTests {
    static let script = SpotterBinary.packageRoot + "/Tests/Scripts/footprint.sh"

    @Test("bash -n accepts it")
    func parses() throws {
        let result = try TemporaryHome().run(["-n", Self.script], executable: "/bin/bash")
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("--help prints what it measures; an unknown argument is exit 2")
    func arguments() throws {
        let help = try TemporaryHome().run([Self.script, "--help"], executable: "/bin/bash")
        #expect(help.status == 0, "\(help.stderr)")
        #expect(help.stdout.contains("--quick"))
        let wrong = try TemporaryHome().run([Self.script, "--fast"], executable: "/bin/bash")
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("unknown argument --fast"))
    }
}
