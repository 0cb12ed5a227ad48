import Testing
@testable import SpotterTUI
