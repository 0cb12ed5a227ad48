import FoundationEssentials
import SpotterCore
import SpotterSystem

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

    /// The command's output, or nil when it cannot start, fails or outlasts `timeout` (then it is
    /// ended). What it says on standard error reaches ours, so a broken command can be debugged.
    static func run(_ args: [String], timeout: Duration = .seconds(10)) -> String? {
        guard let result = try? Subprocess.run(args, stdout: .pipe, stderr: .inherit, timeout: timeout),
            result.cutShort == nil, result.termination == .exited(0)
        else { return nil }
        return result.stdout
    }
}
