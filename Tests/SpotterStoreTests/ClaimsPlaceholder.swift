import Testing
@testable import SpotterStore
