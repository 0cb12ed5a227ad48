import Foundation

// The one place where everything is wired together: parse the command line, run a command,
// exit with its status.
exit(SpotterCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
