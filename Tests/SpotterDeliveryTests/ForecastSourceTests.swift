import Foundation
import Testing

@testable import SpotterDelivery

@Suite("Forecast: the output of forecast-command, within its time")
struct ForecastSourceTests {
    @Test("the command's standard output is the forecast text")
    func output() {
        #expect(ForecastSource.run(["/bin/echo", "30"]) == "30\n")
    }

    @Test("a failing or missing command gives no forecast")
    func failing() {
        #expect(ForecastSource.run(["/bin/sh", "-c", "echo 30; exit 1"]) == nil)
        #expect(ForecastSource.run(["/nonexistent/forecast"]) == nil)
    }

    @Test("a command past its time is ended and gives no forecast")
    func slow() {
        let start = Date()
        #expect(ForecastSource.run(["/bin/sh", "-c", "echo 30; exec sleep 30"], timeout: .milliseconds(300)) == nil)
        #expect(Date().timeIntervalSince(start) < 20)  // ended, not waited on for its 30 s
    }
}
