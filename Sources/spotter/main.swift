import Foundation
import SpotterCore

// The one place where everything is wired together: parse the command line, run a command,
// exit with its status.
do {
    let arguments = try RawArguments.read()
    exit(SpotterCLI.run(arguments: arguments, environment: ProcessInfo.processInfo.environment))
} catch {
    FileHandle.standardError.write(Data(TerminalText.escaped("spotter: \(error)\nTry 'spotter --help'.\n").utf8))
    exit(2)
}
