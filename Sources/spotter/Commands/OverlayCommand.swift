import Foundation
import SpotterCore
import SpotterStore

/// `spotter overlay`: rest days, vacations, cross-training, skips and "not today", laid over the plan.
extension Command {
    static let overlay = Command(
        name: "overlay", summary: "rest, vacation, cross-training, skip or move a day without editing the plan",
        help: """
            Usage:
              spotter overlay rest DATE                  a rest day instead of what was planned
              spotter overlay vacation FIRST LAST        days away, inclusive
              spotter overlay cross DATE ACTIVITY        cross-training instead (e.g. cycling)
              spotter overlay skip DATE                  skip that day's session
              spotter overlay not-today [DATE]           move the session to the next free day of its week
              spotter overlay list                       overlays from a week ago on, with their ids
              spotter overlay remove ID

            Every one of these days is silent for today's workout and still time to log it, for the
            same reason. DATE is YYYY-MM-DD, or today.

            Examples:
              spotter overlay vacation 2026-12-21 2026-12-27
              spotter overlay not-today
            """, run: OverlayCommand.run)
}

enum OverlayCommand {
    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let today = context.calendar.day(of: context.now)
        func date(_ text: String) throws -> LocalDate {
            if text == "today" { return today }
            guard let d = LocalDate(iso: text) else { throw UsageError("\"\(text)\" is not a date YYYY-MM-DD or today") }
            return d
        }
        let overlay: Overlay
        switch (arguments.first, arguments.count) {
        case ("rest", 2): overlay = Overlay(kind: .rest, day: try date(arguments[1]))
        case ("skip", 2): overlay = Overlay(kind: .skipped, day: try date(arguments[1]))
        case ("not-today", 1): overlay = Overlay(kind: .notToday, day: today)
        case ("not-today", 2): overlay = Overlay(kind: .notToday, day: try date(arguments[1]))
        case ("cross", 3...):
            let activity = arguments.dropFirst(2).joined(separator: " ").trimmingCharacters(in: .whitespaces)
            guard !activity.isEmpty else { throw UsageError("cross needs an activity, e.g. cycling") }
            try UserText.validate(activity, field: "activity", limit: UserText.Limit.activity)
            overlay = Overlay(kind: .crossTraining, day: try date(arguments[1]), activity: activity)
        case ("vacation", 3):
            let (a, b) = (try date(arguments[1]), try date(arguments[2]))
            guard a <= b else { throw UsageError("the vacation's last day \(b) is before its first \(a)") }
            overlay = Overlay(kind: .vacation, first: a, last: b)
        case ("list", 1):
            for (id, o) in try context.openDatabase().overlays(from: today.adding(days: -7), through: today.adding(days: 3650)) {
                let days = o.first == o.last ? o.first.iso : "\(o.first.iso)…\(o.last.iso)"
                context.out("\(id)  \(o.kind.rawValue)  \(days)\(o.activity.map { "  \($0)" } ?? "")")
            }
            return 0
        case ("remove", 2):
            guard let id = Int(arguments[1]), try context.openDatabase().removeOverlay(id: id) else {
                throw UsageError("no overlay \(arguments[1]) (see spotter overlay list)")
            }
            context.out("overlay \(id) removed")
            return 0
        default:
            throw UsageError("expected rest, vacation, cross, skip, not-today, list or remove")
        }
        let id = try context.openDatabase().addOverlay(overlay, now: context.now)
        context.out("overlay \(id): \(overlay.kind.rawValue) \(overlay.first.iso)\(overlay.last != overlay.first ? "…\(overlay.last.iso)" : "")")
        return 0
    }
}
