import FoundationEssentials
import Glibc
import SpotterCore

/// The command line as the kernel handed it over, refused rather than repaired when not UTF-8.
///
/// `CommandLine.arguments` turns a byte such as 0xFF into U+FFFD, so a name nobody typed would be
/// stored; reading `argv` directly lets the message name the argument instead.
enum RawArguments {
    /// The arguments after the program's name.
    static func read() throws -> [String] {
        try (1..<Int(CommandLine.argc)).map { index in
            guard let pointer = CommandLine.unsafeArgv[index] else { return "" }
            if let text = String(validatingCString: pointer) { return text }
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            do {
                return try UserText.decodeUTF8(bytes)
            } catch let error as UserText.InvalidUTF8 {
                throw UsageError("argument \(index) is \(error.problem)")
            }
        }
    }
}
