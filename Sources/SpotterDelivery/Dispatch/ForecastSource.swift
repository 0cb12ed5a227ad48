import Foundation
import SpotterCore

/// Reads the forecast from `forecast-file` or the output of `forecast-command` (argument array,
/// no shell, ten seconds at most). A bad forecast is reported, naming file and line, and the
/// pass goes on with "no forecast".
public enum ForecastSource {
    /// The forecast, or nil with the reason handed to `report` (a line for standard error).
    public static func load(_ prefs: NotificationPreferences, report: (String) -> Void) -> Forecast? {
        do {
            if let file = prefs.forecastFile {
                guard let data = FileManager.default.contents(atPath: file) else {
                    report("spotter dispatch: forecast-file \(file) cannot be read; no forecast")
                    return nil
                }
                return try Forecast.parse(String(decoding: data, as: UTF8.self), file: file)
            }
            if let command = prefs.forecastCommand {
                let args = MailSettingsText.arguments(command)
                guard let text = run(args) else {
                    report("spotter dispatch: forecast-command \(args[0]) failed; no forecast")
                    return nil
                }
                return try Forecast.parse(text, file: "output of \(args[0])")
            }
        } catch {
            report("spotter dispatch: \(error); no forecast")
        }
        return nil
    }

    private static func run(_ args: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: args[0])
        process.arguments = Array(args.dropFirst())
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let deadline = Date().addingTimeInterval(10)
        var data = Data()
        // Read while waiting, so a long forecast cannot fill the pipe and stall the command.
        let reader = out.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            data.append(chunk)
            if Date() > deadline {
                process.terminate()
                return nil
            }
        }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
