import FoundationEssentials
import SpotterCLIKit
import SpotterSystem

/// The bytes of a command's FILE argument: `-` is standard input, anything else a path read by
/// `InputFile` (a regular file or any stream: `spotter import <(gunzip -c strong.csv.gz)` works).
///
/// ```swift
/// try FileArgument.read(.path("strong.csv"))                         // its bytes
/// try FileArgument.read(.path("/nope"), what: "scenario file ")
/// // UsageError: "cannot read scenario file /nope: No such file or directory"
/// ```
/// `spotter import`, `schedule import`, `plan new --file` and `plan --scenario` read their files
/// here, so each says the same reason when it cannot.
enum FileArgument {
    /// The bytes of a FILE argument read as `InputSource` (the one "a file or `-`" kind).
    static func read(_ source: InputSource, what: String = "") throws -> Data {
        do {
            switch source {
            case .standardInput: return Data(try InputFile.read(.standardInput))
            case .path(let path): return Data(try InputFile.read(path))
            }
        } catch {
            throw UsageError("cannot read \(what)\(source.name): \(error.reason)")
        }
    }
}
