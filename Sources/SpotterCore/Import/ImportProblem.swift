/// One thing wrong with an import file, at its line: printed as `FILE:LINE: what is wrong`.
///
/// ```swift
/// ImportProblem(line: 7, message: "reps \"x\" is not a whole number from 1 to 999").text(file: "strong.csv")
/// // "strong.csv:7: reps \"x\" is not a whole number from 1 to 999"
/// ```
public struct ImportProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    public let message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public func text(file: String) -> String { "\(file):\(line): \(message)" }
    public var description: String { "line \(line): \(message)" }
}
