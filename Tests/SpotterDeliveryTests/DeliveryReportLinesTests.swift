import Foundation
import Testing

@testable import SpotterCore
@testable import SpotterDelivery

@Suite("The delivery report as typed lines: facts, then all clear or the problems")
struct DeliveryReportLinesTests {
    func report(problems: [String]) -> DeliveryReport {
        DeliveryReport(
            consent: .init(state: "allowed"), bus: .init(reachable: false, error: "no bus"),
            server: .init(reachable: false, error: "no session bus, so no notification server"),
            scheduler: .init(active: .agent, firesWhileClosed: true, detail: "spotter agent is running"), next: [],
            recent: [], settings: "open your desktop's settings", problems: problems)
    }

    @Test("a problem is a typed line, and the printed text is the same lines with a blank line before the verdict")
    func problems() {
        let r = report(problems: ["start a notification daemon"])
        #expect(r.lines.first == .fact(label: "consent", value: "allowed"))
        #expect(r.lines.last == .problem("start a notification daemon"))
        #expect(r.lines.contains(.fact(label: "session bus", value: "NOT reachable: no bus")))
        #expect(
            r.text.hasSuffix("settings        open your desktop's settings\n\nPROBLEM: start a notification daemon"))
    }

    @Test("with no problem the verdict is all clear")
    func allClear() {
        #expect(report(problems: []).lines.last == .allClear)
        #expect(report(problems: []).text.hasSuffix("\n\nOK: notifications can reach this desktop."))
    }

    @Test("a check that cannot run is one problem naming why, as a value and as its printed text")
    func failedCheck() {
        struct Broken: Error, CustomStringConvertible { var description: String { "no database" } }
        let checker = DoctorDeliveryChecker(open: { throw Broken() })
        #expect(checker.lines() == [.problem("the delivery check failed: no database")])
        #expect(checker.lines().map(\.text) == ["PROBLEM: the delivery check failed: no database"])
    }
}
