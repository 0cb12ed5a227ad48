import FoundationEssentials
import Glibc
import SpotterCore
import SpotterSystem

/// The command line as the kernel handed it over, refused rather than repaired when not UTF-8.
///
/// `CommandLine.arguments` turns a byte such as 0xFF into U+FFFD, so a name nobody typed would be
/// stored; reading `argv` directly lets the message name the argument instead.
enum RawArguments {
    /// The arguments after the program's name.
    ///
    /// On Linux the Swift runtime finds `argv` by walking back from `environ`, which must still
    /// point into the initial stack when it looks. A library preloaded ahead of it that sets a
    /// variable as it loads (libfaketime without its wrapper sets `FAKETIME_SHARED`) has moved
    /// `environ` to the heap by then, and the runtime reports no arguments at all: `spotter week`
    /// would have crashed, or opened the TUI. The kernel's copy in `/proc/self/cmdline` still has
    /// them.
    static func read() throws -> [String] {
        if CommandLine.argc > 0 {
            return try (1..<Int(CommandLine.argc)).map { index in
                guard let pointer = CommandLine.unsafeArgv[index] else { return "" }
                if let text = String(validatingCString: pointer) { return text }
                let bytes = UnsafeBufferPointer(
                    start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
                return try decode(bytes, index: index)
            }
        }
        return try fromKernel()
    }

    /// `/proc/self/cmdline`: each argument followed by a NUL, the program's name first.
    static func fromKernel() throws -> [String] {
        let bytes: [UInt8]
        do {
            let file = try FileDescriptor.open("/proc/self/cmdline", .readOnly)
            defer { file.close() }
            bytes = try file.readToEnd()
        } catch {
            throw UsageError("the command line could not be read (/proc/self/cmdline: \(error))")
        }
        var arguments = bytes.split(separator: 0, omittingEmptySubsequences: false)
        if arguments.last?.isEmpty == true { arguments.removeLast() }
        return try arguments.enumerated().dropFirst().map { index, argument in try decode(argument, index: index) }
    }

    private static func decode(_ bytes: some Collection<UInt8>, index: Int) throws -> String {
        do {
            return try UserText.decodeUTF8(bytes)
        } catch let error as UserText.InvalidUTF8 {
            throw UsageError("argument \(index) is \(error.problem)")
        }
    }
}
