import Foundation
import Testing

@testable import SpotterSystem

@Suite("SharedLibraries: a static spotter loads libpq or an NSS module only beside the glibc it was linked from")
struct SharedLibrariesTests {
    @Test("the same glibc: loading is fine")
    func sameGlibc() {
        #expect(SharedLibraries.problem(linked: "glibc 2.36", system: "glibc 2.36") == nil)
    }

    @Test("another glibc (an upgrade since the build): refused, naming both and the fix")
    func otherGlibc() throws {
        let problem = try #require(SharedLibraries.problem(linked: "glibc 2.36", system: "glibc 2.41"))
        #expect(problem.contains("linked with glibc 2.36 and the system now has glibc 2.41"))
        #expect(problem.contains("the README's install line"))
    }

    @Test("a system that cannot say (no getconf): refused rather than risked")
    func unknownSystem() throws {
        let problem = try #require(SharedLibraries.problem(linked: "glibc 2.36", system: nil))
        #expect(problem.contains("getconf GNU_LIBC_VERSION"))
    }

    @Test("AT_BASE is read from the auxiliary vector's pairs, up to AT_NULL")
    func interpreterBase() {
        func vector(_ pairs: [(UInt, UInt)]) -> [UInt8] {
            pairs.flatMap { [$0.0, $0.1] }.flatMap { word in withUnsafeBytes(of: word) { Array($0) } }
        }
        #expect(
            SharedLibraries.interpreterBase(auxv: vector([(6, 4096), (7, 0x7f00_0000_0000), (0, 0)]))
                == 0x7f00_0000_0000)
        #expect(SharedLibraries.interpreterBase(auxv: vector([(6, 4096), (7, 0), (0, 0)])) == 0)
        #expect(SharedLibraries.interpreterBase(auxv: vector([(6, 4096), (0, 0), (7, 5)])) == nil)
        #expect(SharedLibraries.interpreterBase(auxv: Array(vector([(7, 5)]).dropLast())) == nil)
    }

    @Test(
        "this test process is linked dynamically: it has an interpreter, runs on the system's glibc, and is never refused"
    )
    func dynamicProcess() {
        #expect(!SharedLibraries.isStaticExecutable)
        #expect(SharedLibraries.loadingProblem == nil)
        let getconf = try? Subprocess.run(["getconf", "GNU_LIBC_VERSION"])
        #expect(getconf?.stdout == SharedLibraries.linkedGlibc + "\n")
    }
}
