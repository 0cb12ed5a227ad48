import FoundationEssentials
import SpotterCore

/// One athlete of the club: who they are, where mail goes, their zone, plan and preferences.
///
/// ```swift
/// let ana = try Athlete.validated(id: "ana", email: "ana@example.org", zone: "Europe/Berlin",
///                                 planText: planFile, preferences: ["quiet-hours": "off"], source: "plan.txt")
/// ```
/// Validation is the one gate every way in (`athlete add`, `import`) goes through, so the
/// database holds only athletes the pass can decide for: a known zone, a plan that parses,
/// preferences the catalogue accepts.
public struct Athlete: Hashable, Sendable {
    public var id: String
    public var email: String
    public var zone: String
    /// The plan in the plan file format (`PlanFile`), or nil for none.
    public var planText: String?
    /// Preferences that differ from the defaults, by catalogue name (`quiet-hours`, …).
    public var preferences: [String: String]
    /// ntfy topic URLs to add (or re-activate) with the athlete, checked by `NtfyAddress`.
    public var endpoints: [String] = []

    /// `planChecked` says the plan text was parsed already (an import parses each distinct plan once).
    public static func validated(
        id: String, email: String, zone: String, planText: String?, preferences: [String: String], source: String,
        zones: Zone.Lookup, planChecked: Bool = false
    ) throws -> Athlete {
        guard isValidId(id) else {
            throw ClubError.invalid("athlete id \"\(id)\" must be letters, digits, -, _ or . (at most 64)")
        }
        // No email is an athlete served by push alone.
        guard email.isEmpty || MailSettingsText.isAddress(email) else {
            throw ClubError.invalid("\"\(email)\" is not a mail address")
        }
        guard let tz = zones(zone) else { throw ClubError.invalid("unknown time zone \"\(zone)\"") }
        if let planText, !planChecked { _ = try PlanFile.parse(planText, file: source) }
        var prefs = NotificationPreferences()
        for (key, value) in preferences.sorted(by: { $0.key < $1.key }) {
            guard key != "mail-to" else {
                throw ClubError.invalid("mail-to is the athlete's email; set it with --email")
            }
            if let instead = clubUnused[key] {
                throw ClubError.invalid("preference \(key): the club does not use it; \(instead)")
            }
            do { try PreferenceCatalog.set(key, to: value, in: &prefs, zone: tz) } catch {
                throw ClubError.invalid("preference \(key): \(error)")
            }
        }
        return Athlete(id: id, email: email, zone: zone, planText: planText, preferences: preferences)
    }

    static func isValidId(_ text: String) -> Bool { ClubSetting.isAthleteId(text) }

    /// Preferences of one person's Spotter that the club's pass never reads, with what it uses instead.
    static let clubUnused = [
        "maildir": "the club's mail goes where club dispatch --maildir or --sendmail sends it",
        "sendmail-command": "the club's mail goes where club dispatch --maildir or --sendmail sends it",
        "forecast-command": "the club's reports carry no forecast",
    ]

    /// What the pure decision reads for this athlete at `now`, with their zone from `zones`; a plan
    /// that no longer parses, or a zone this host does not have, is a broken record.
    public func passInput(
        now: Date, trainedDays: [LocalDate: [String]], planCache: inout [String: PhasedPlan], zones: Zone.Lookup,
        clubMailFrom: String? = nil
    ) -> DailyPassInput {
        let tz = zones(zone)
        var prefs = PreferenceCatalog.decode(preferences, zone: tz ?? .utc)
        prefs.mailTo = email.isEmpty ? nil : email
        // The athlete's own mail-from wins over the club's sender.
        if let clubMailFrom, preferences["mail-from"] == nil { prefs.mailFrom = clubMailFrom }
        var plan: PhasedPlan?
        var broken: String?
        if let planText {
            if let cached = planCache[planText] {
                plan = cached
            } else {
                do {
                    let parsed = try PlanFile.parse(planText, file: "plan of \(id)")
                    planCache[planText] = parsed
                    plan = parsed
                } catch { broken = "\(error)" }
            }
        }
        guard let tz else {
            var input = DailyPassInput.unknownZone(zone, now: now)
            input.brokenRecord = broken ?? input.brokenRecord
            return input
        }
        let today = ZonedCalendar(timeZone: tz).day(of: now)
        var input = DailyPassInput(
            now: now, zone: tz, prefs: prefs, plan: plan,
            trainedToday: TrainedToday(templateIds: Set(trainedDays[today] ?? [])),
            loggedWorkouts: trainedDays.mapValues { max($0.count, 1) })
        input.brokenRecord = broken
        return input
    }

    /// Preferences as stored: one `key=value` per line.
    var preferencesText: String {
        preferences.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
    }

    static func preferences(fromText text: String) -> [String: String] {
        var out: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let eq = line.firstIndex(of: "=") else { continue }
            out[String(line[..<eq])] = String(line[line.index(after: eq)...])
        }
        return out
    }
}
