import Foundation
import SpotterSystem
import Testing

@Suite("ProcessEnvironment: the environment read from environ")
struct ProcessEnvironmentTests {
    @Test("it is the environment Foundation reads, a value with '=' in it included")
    func sameAsFoundation() {
        setenv("SPOTTER_ENVIRONMENT_TEST", "a=b=c", 1)
        defer { unsetenv("SPOTTER_ENVIRONMENT_TEST") }
        let read = ProcessEnvironment.read()
        #expect(read["SPOTTER_ENVIRONMENT_TEST"] == "a=b=c")
        #expect(read == ProcessInfo.processInfo.environment)
    }
}
