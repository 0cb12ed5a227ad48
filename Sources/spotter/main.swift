import Glibc
import SpotterCore
import SpotterSystem

// The one place where everything is wired together: parse the command line, run a command,
// exit with its status.
do {
    let arguments = try RawArguments.read()
    exit(SpotterCLI.run(arguments: arguments, environment: ProcessEnvironment.read()))
} catch {
    try? FileDescriptor.standardError.writeAll(TerminalText.escaped("spotter: \(error)\nTry 'spotter --help'.\n"))
    exit(2)
}
