import Foundation
import SpotterCore
import SpotterDelivery
import SpotterStore

/// `spotter status [--format plain|json]`: the live session in one line, for bars and tmux.
extension Command {
    static let status = Command(
        name: "status", summary: "the live workout in one line (for tmux status-right, waybar)",
        help: """
        Usage: spotter status [--format plain|json]

        Prints the open workout and its rest countdown in one line, cheap enough to run every second:
          Push · 7 sets · 24:13 · rest 01:12
        With lock-screen privacy on it says only "Workout in progress". No open workout: an empty line.

          --format json   {"text", "tooltip", "class", "rest_seconds"} for waybar's custom module

        tmux:   set -g status-right '#(spotter status)'   (with status-interval 1)
        waybar: "custom/spotter": {"exec": "spotter status --format json", "return-type": "json", "interval": 1}
        """, run: StatusCommand.run)
}

enum StatusCommand {
    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let o = try DeliveryOptions(arguments, valued: ["--format"], flags: [])
        let format = o.values["--format"] ?? "plain"
        guard format == "plain" || format == "json" else { throw UsageError("--format is plain or json") }
        let db = try context.openDatabase()
        let line = try LiveStatus.read(db: db, now: context.now)
        if format == "json" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            context.out(String(decoding: try encoder.encode(line), as: UTF8.self))
        } else {
            context.out(line.text)
        }
        return 0
    }
}

/// The live session as one line: what `spotter status` prints.
struct LiveStatus: Encodable {
    var text: String
    var tooltip: String
    /// `resting`, `rest-over`, `training` or `idle`: a CSS class for bars.
    var `class`: String
    var rest_seconds: Int?

    static func read(db: SpotterDatabase, now: Date) throws -> LiveStatus {
        guard let workout = try db.openWorkout() else {
            return LiveStatus(text: "", tooltip: "no workout in progress", class: "idle", rest_seconds: nil)
        }
        let prefs = try db.preferences()
        let live = try db.liveSession(workoutId: workout.id)
        let elapsed = Int(now.timeIntervalSince(workout.startedAt))
        var parts: [String]
        if prefs.lockScreen == .hidden {
            parts = [DesktopPresenter.privateText]
        } else {
            let name = try workout.templateId.flatMap { try db.plan().template($0)?.name } ?? "Workout"
            parts = [name, "\(workout.sets.count) sets", clock(elapsed)]
        }
        var cls = "training"
        var left: Int?
        if let ends = live?.restEndsAt {
            let s = Int(ends.timeIntervalSince(now).rounded(.up))
            left = max(0, s)
            parts.append(s > 0 ? "rest \(clock(s))" : "rest over")
            cls = s > 0 ? "resting" : "rest-over"
        }
        let text = parts.joined(separator: " · ")
        return LiveStatus(text: text, tooltip: text, class: cls, rest_seconds: left)
    }

    static func clock(_ seconds: Int) -> String {
        let s = max(0, seconds)
        return s >= 3600
            ? String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) : String(format: "%02d:%02d", s / 60, s % 60)
    }
}
