import FoundationEssentials
import SpotterCLIKit

extension ParsedArguments {
    /// A duration option in seconds (`--wait 30`), or `value` when it is not given.
    func seconds(_ option: Option, default value: Double) throws -> Double {
        try self.value(option, as: SecondsArgument.self)?.seconds ?? value
    }
}
