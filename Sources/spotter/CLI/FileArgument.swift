import FoundationEssentials
import SpotterSystem

/// The bytes of a command's FILE argument: `-` is standard input, anything else a path read by
/// `InputFile` (a regular file or any stream: `spotter import <(gunzip -c strong.csv.gz)` works).
///
/// ```swift
/// try FileArgument.read("strong.csv")                         // its bytes
/// try FileArgument.read("/nope", what: "scenario file ")
/// // UsageError: "cannot read scenario file /nope: No such file or directory"
/// ```
/// `spotter import`, `schedule import`, `plan new --file` and `plan --scenario` read their files
/// here, so each says the same reason when it cannot.
enum FileArgument {
    static func read(_ path: String, what: String = "") throws -> Data {
        do {
            return Data(try path == "-" ? InputFile.read(.standardInput) : InputFile.read(path))
        } catch {
            throw UsageError("cannot read \(what)\(path == "-" ? "standard input" : path): \(error.reason)")
        }
    }
}
