import Foundation
import Testing

@testable import SpotterTUI

/// The errands the loop runs off itself: an answer is never left waiting while the loop sleeps.
@Suite("Errands: slow effects off the loop, their answers taken at the next wake")
struct ErrandsTests {
    @Test("an answer in before the loop looks keeps it busy until taken, so the loop does not sleep to its tick")
    func answerWaitingIsBusy() throws {
        let errands = Errands()
        #expect(!errands.isBusy)
        errands.run { .focusChanged(true) }
        #expect(errands.waitUntilIdle(limit: 120), "the errand never answered")
        // Done, not taken: the loop must still wake within `pollSeconds`.
        #expect(errands.isBusy)
        let taken = errands.takeFinished()
        guard taken.count == 1, case .focusChanged(true) = taken[0] else {
            Issue.record("taken: \(taken)")
            return
        }
        #expect(!errands.isBusy)
        // An errand with no answer leaves nothing to take.
        errands.run { nil }
        #expect(errands.waitUntilIdle(limit: 120))
        #expect(!errands.isBusy && errands.takeFinished().isEmpty)
    }
}
