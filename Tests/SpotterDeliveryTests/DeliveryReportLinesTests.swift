import Testing

@testable import SpotterDelivery

/// What `spotter doctor` prints and what the settings panel's Delivery page lists come from the
/// same lines: the page leaves out the consent line and mutes the problems by their mark.
@Suite("The delivery check's lines: spotter doctor's text and the Delivery page's")
struct DeliveryReportLinesTests {
    static func report(problems: [String]) -> DeliveryReport {
        DeliveryReport(
            consent: .init(state: "not-asked", answeredAt: nil),
            bus: .init(reachable: false, address: nil, error: "no session bus"),
            server: .init(reachable: false, info: nil, error: "no session bus"),
            doNotDisturb: nil,
            scheduler: .init(active: .agent, firesWhileClosed: false, detail: "spotter agent is not running"),
            next: [], recent: [], settings: "your desktop's notification settings", problems: problems)
    }

    @Test("the text is the lines joined, a blank line before the verdict; only the problems are marked")
    func textIsTheLines() {
        let report = Self.report(problems: ["nothing fires while Spotter is closed", "no bus"])
        let lines = report.lines()
        #expect(report.text == lines.map(\.text).joined(separator: "\n"))
        #expect(lines.first?.text == "consent         not-asked")
        #expect(
            lines.filter(\.isProblem).map(\.text) == [
                "PROBLEM: nothing fires while Spotter is closed", "PROBLEM: no bus",
            ])
        #expect(lines.dropLast(2).last?.text == "")
        #expect(lines.dropLast(2).allSatisfy { !$0.isProblem })
    }

    @Test("with nothing wrong the verdict is OK and nothing is marked; consent: false drops only the consent line")
    func allClearWithoutConsent() {
        let report = Self.report(problems: [])
        #expect(report.text.hasSuffix("\n\nOK: notifications can reach this desktop."))
        let page = report.lines(consent: false)
        #expect(!page.contains { $0.isProblem })
        #expect(page.map(\.text) == Array(report.lines().map(\.text).dropFirst()))
    }
}
