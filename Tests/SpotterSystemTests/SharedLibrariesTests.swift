import Foundation
import Testing

@testable import SpotterSystem

@Suite("SharedLibraries: a static spotter loads libpq or an NSS module only beside the glibc it was linked from")
struct SharedLibrariesTests {
    @Test("the same glibc: loading is fine")
    func sameGlibc() {
        #expect(SharedLibraries.problem(linked: "glibc 2.36", system: "glibc 2.36") == nil)
    }

    @Test("another glibc (a new version since the build): refused, naming both and the fix")
    func otherGlibc() throws {
        let problem = try #require(SharedLibraries.problem(linked: "glibc 2.36", system: "glibc 2.41"))
        #expect(problem.contains("linked with glibc 2.36 and the system now has glibc 2.41"))
        #expect(problem.contains("the README's install line"))
    }

    @Test("a system that cannot say (no getconf): refused rather than risked, naming the tool")
    func unknownSystem() throws {
        let problem = try #require(SharedLibraries.problem(linked: "glibc 2.36", system: nil))
        #expect(problem.contains("getconf GNU_LIBC_VERSION, from libc-bin, could not be run"))
        #expect(SharedLibraries.problem(linked: nil, system: "glibc 2.36") == problem)
    }

    @Test("this test process is linked dynamically: it has an interpreter and runs on the system's glibc")
    func dynamicProcess() {
        #expect(!SharedLibraries.isStaticExecutable)
        let getconf = try? Subprocess.run(["getconf", "GNU_LIBC_VERSION"])
        #expect(getconf?.stdout == (SharedLibraries.linkedGlibc ?? "none") + "\n")
    }
}
