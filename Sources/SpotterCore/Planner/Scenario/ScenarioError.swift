/// A scenario that cannot be planned, naming the field at fault.
///
/// ```swift
/// ScenarioError(field: "prefs.leadMinutes", message: "45 is not allowed; use 0, 15, 30 or 60").description
/// // "prefs.leadMinutes: 45 is not allowed; use 0, 15, 30 or 60"
/// ```
public struct ScenarioError: Error, Equatable, CustomStringConvertible {
    /// The path of the field, as written in the file: `sources[0].time`; empty for the whole file.
    public let field: String
    public let message: String

    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { field.isEmpty ? message : "\(field): \(message)" }
}
