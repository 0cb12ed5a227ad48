import FoundationEssentials
import SpotterCore

/// What an athlete's own Spotter sends to the club when the `club` setting is on: for each
/// workout finished, its local date and the template's name. Nothing else leaves the machine:
/// no sets, weights, notes, times or durations.
///
/// ```swift
/// let club = ClubSetting(text: "ana host=db.example.org dbname=club user=ana")!
/// try ClubTrainedReport(club: club, days: [TrainedDay(day: today, template: "Push")]).send()
/// ```
/// One connection (timing out after `connectTimeout` seconds unless the DSN says otherwise),
/// one transaction; recording a day twice is harmless, so a report retried after a failure
/// cannot double anything.
public struct ClubTrainedReport {
    public struct TrainedDay: Hashable, Sendable {
        public var day: LocalDate
        public var template: String
        public init(day: LocalDate, template: String) {
            self.day = day
            self.template = template
        }
    }

    public var club: ClubSetting
    public var days: [TrainedDay]
    public var connectTimeout: Int

    public init(club: ClubSetting, days: [TrainedDay], connectTimeout: Int = 5) {
        self.club = club
        self.days = days
        self.connectTimeout = connectTimeout
    }

    public func send() throws {
        let database = try ClubDatabase.open(dsn: club.dsn, connectTimeout: connectTimeout)
        try database.connection.transaction { pg in
            guard try pg.query("SELECT 1 FROM athletes WHERE id = $1", [club.athlete]).count == 1 else {
                throw ClubError.unknownAthlete(club.athlete)
            }
            for entry in days {
                try pg.execute(
                    "INSERT INTO trained_days(athlete, day, template) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
                    [club.athlete, entry.day.iso, entry.template])
            }
        }
    }
}
