import Testing
@testable import SpotterDelivery
