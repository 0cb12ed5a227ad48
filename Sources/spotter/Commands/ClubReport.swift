import FoundationEssentials
import SpotterClub
import SpotterCore
import SpotterStore

/// The `club` setting's one effect: after a workout is finished (`spotter finish`, and `f` in the
/// TUI through the `spotter sync` it starts) and at every `spotter sync`, the trained days not yet
/// reported go to the club's database: the date and the template's name of each, nothing else.
///
/// ```swift
/// ClubReport.reportPending(context)   // club off: returns at once, no connection is made
/// ```
/// The workout is saved before this runs, so a club that cannot be reached changes nothing here:
/// a warning is printed and the same days go at the next finish or sync. What was reported is
/// kept in `club-reported` in the state folder (the club, then one workout id a line), over the
/// last 14 days; turning the setting on reports the finished workouts of those days too.
enum ClubReport {
    static let window = 14

    static func reportPending(_ context: CommandContext) {
        do {
            guard let text = try context.openDatabase().preferences().club, let club = ClubSetting(text: text) else {
                return
            }
            let file = context.paths.stateDirectory + "/club-reported"
            let identity = ClubSetting.shown(club.text)
            let today = context.calendar.day(of: context.now)
            let db = try context.openDatabase()
            let recent = try db.finishedWorkouts(from: today.adding(days: -window), through: today)
            let reported = reportedIds(file, identity: identity)
            let pending = recent.filter { !reported.contains($0.id) }
            guard !pending.isEmpty else { return }
            let plan = try db.plan()
            let names = LogNames(templates: plan.templates, exercises: plan.exercises)
            let days = pending.map { ClubTrainedReport.TrainedDay(day: $0.day, template: names.workout($0)) }
            do {
                try ClubTrainedReport(club: club, days: days).send()
            } catch {
                context.err(
                    "spotter: saved; reporting \(days.count) trained day\(days.count == 1 ? "" : "s") to the club failed: \(error) (tried again at the next finish or spotter sync)"
                )
                return
            }
            let kept = Set(recent.map(\.id)).intersection(reported.union(pending.map(\.id)))
            try PrivateFiles.makeFolder(context.paths.stateDirectory)
            try ([identity] + kept.sorted()).map { $0 + "\n" }.joined()
                .write(toFile: file, atomically: true, encoding: .utf8)
            let what = Set(days.map(\.day.iso)).sorted().joined(separator: ", ")
            context.out("club: \(club.athlete) trained on \(what), recorded")
        } catch {
            context.err("spotter: saved; the club report could not be prepared: \(error)")
        }
    }

    /// The workouts already reported to this club; none when the file names another club.
    static func reportedIds(_ file: String, identity: String) -> Set<String> {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n").map(String.init)
        guard lines.first == identity else { return [] }
        return Set(lines.dropFirst())
    }
}
