import FoundationEssentials
import SpotterCLIKit

extension ParsedArguments {
    /// A duration option in seconds (`--wait 30`), or `value` when it is not given.
    func seconds(_ option: Option, default value: Double) throws -> Double {
        guard let text = self[option] else { return value }
        let name = option.declaration.name
        guard let v = Double(text), v >= 0 else { throw UsageError("\(name) takes seconds, e.g. \(name) 30") }
        return v
    }
}
