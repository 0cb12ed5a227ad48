import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

@Suite("Scenario files for spotter plan --scenario")
struct PlannerScenarioTests {
    static let issueExample = """
        {"now": "2026-06-01T06:00:00+02:00", "timeZone": "Europe/Berlin",
         "sources": [{"templateId": "A", "weekdays": ["mon","wed"], "time": "07:00"},
                     {"rotationId": "R", "templateIds": ["A","B","C"], "next": "B", "weekdays": ["tue","thu"], "time": "18:00"}],
         "prefs": {"accountability": "structured", "leadMinutes": 0, "quietHours": {"start": "22:00", "end": "07:00"},
                   "pausedUntil": null, "weeklyGoal": 3, "goalNudgeTime": "09:00", "forgotToFinish": true},
         "completedTemplateIdsToday": [], "trainedDaysThisWeek": [],
         "openWorkout": {"id": "w1", "lastSetAt": "2026-06-01T18:10:00+02:00"}}
        """

    func parse(_ json: String) throws -> PlannerInput {
        try PlannerScenario.parse(
            Data(json.utf8), defaultNow: at("2030-01-01T00:00:00Z"), defaultZone: Zone.utc, zones: Zone.system)
    }

    func error(_ json: String) -> ScenarioError? {
        do {
            _ = try parse(json)
            return nil
        } catch let e as ScenarioError {
            return e
        } catch {
            return ScenarioError(field: "?", message: "\(error)")
        }
    }

    @Test("the issue's example reads into sources, preferences and history")
    func issueExample() throws {
        let input = try parse(Self.issueExample)
        #expect(input.now == at("2026-06-01T06:00:00+02:00"))
        #expect(input.timeZone.identifier == "Europe/Berlin")
        #expect(input.weekly == [weekly("A", [.mon, .wed], "07:00")])
        #expect(input.rotations.first?.nextIndex == 1)
        #expect(input.rotations.first?.template(after: 0) == "B")
        #expect(input.prefs.quietHours == .default)
        #expect(input.history.openWorkout == OpenWorkout(id: "w1", lastSetAt: at("2026-06-01T18:10:00+02:00")))
    }

    @Test("absent keys take the defaults, and quietHours null means none")
    func defaults() throws {
        let empty = try parse("{}")
        #expect(empty.now == at("2030-01-01T00:00:00Z"))
        #expect(empty.timeZone == Zone.utc)
        #expect(empty.prefs == NotificationPreferences())
        #expect(try parse(#"{"prefs": {"quietHours": null}}"#).prefs.quietHours == nil)
        #expect(try parse(#"{"prefs": {"leadMinutes": 30}}"#).prefs.quietHours == .default)
    }

    @Test("trained days may be dates or this week's weekdays; a rotation's template trained today marks the rotation")
    func history() throws {
        let input = try parse(
            """
            {"now": "2026-06-03T12:00:00Z", "trainedDaysThisWeek": ["mon", "2026-06-02"],
             "completedTemplateIdsToday": ["C"],
             "sources": [{"rotationId": "R", "templateIds": ["A","B","C"], "weekdays": ["wed"], "time": "18:00"}]}
            """)
        #expect(input.history.trainedDaysThisWeek == [day("2026-06-01"), day("2026-06-02")])
        #expect(input.history.trainedToday.rotationIds == ["R"])
    }

    @Test(
        "a malformed scenario is refused with the field named",
        arguments: [
            (#"{"timeZone": "Mars/Olympus"}"#, "timeZone"),
            (#"{"sources": [{"templateId": "A", "weekdays": ["mon"], "time": "25:00"}]}"#, "sources[0].time"),
            (#"{"prefs": {"leadMinutes": 45}}"#, "prefs.leadMinutes"),
            (
                #"{"sources": [{"templateId": "A", "weekdays": ["mon", "mond"], "time": "07:00"}]}"#,
                "sources[0].weekdays[1]"
            ),
            (#"{"colour": "red"}"#, "colour"),
            (#"{"prefs": {"volume": 11}}"#, "prefs.volume"),
            (
                #"{"sources": [{"templateId": "A", "weekdays": ["mon"], "time": "07:00", "extra": 1}]}"#,
                "sources[0].extra"
            ),
            (#"{"now": "2026-06-01T06:00:00"}"#, "now"),
            (#"{"prefs": {"accountability": "strict"}}"#, "prefs.accountability"),
            (#"{"prefs": {"forgotToFinish": 1}}"#, "prefs.forgotToFinish"),
            (#"{"prefs": {"weeklyGoal": 8}}"#, "prefs.weeklyGoal"),
            (
                #"{"sources": [{"rotationId": "R", "templateIds": ["A"], "next": "Z", "weekdays": ["mon"], "time": "07:00"}]}"#,
                "sources[0].next"
            ),
            (#"{"sources": [{"templateId": "A", "weekdays": ["mon"]}]}"#, "sources[0].time"),
            (#"{"openWorkout": {"id": "w1", "lastSetAt": "yesterday"}}"#, "openWorkout.lastSetAt"),
            (#"{"trainedDaysThisWeek": ["someday"]}"#, "trainedDaysThisWeek[0]"),
        ])
    func refused(json: String, field: String) {
        let e = error(json)
        #expect(e?.field == field, "\(String(describing: e))")
        #expect(e?.description.hasPrefix(field + ": ") == true)
    }

    @Test("text that is not JSON is refused as a whole")
    func notJSON() {
        #expect(error("{\"now\": ")?.message.contains("not valid JSON") == true)
    }

    @Test("ISO 8601 instants need an offset, and print in the zone's offset of that instant")
    func isoInstants() {
        #expect(ISOInstant.parse("2026-06-01T06:00:00+02:00") == at("2026-06-01T04:00:00Z"))
        #expect(ISOInstant.parse("2026-06-01T06:00+02:00") == at("2026-06-01T04:00:00Z"))
        #expect(ISOInstant.parse("2026-06-01T04:00:00Z") == at("2026-06-01T04:00:00Z"))
        #expect(ISOInstant.parse("2026-06-01T06:00:00-04:30") == at("2026-06-01T10:30:00Z"))
        #expect(ISOInstant.parse("2026-06-01T06:00:00") == nil)
        #expect(ISOInstant.parse("2026-06-01T25:00:00Z") == nil)
        #expect(ISOInstant.format(at("2026-03-29T01:30:00Z"), in: Zone.berlin) == "2026-03-29T03:30:00+02:00")
        #expect(ISOInstant.format(at("2026-03-29T00:30:00Z"), in: Zone.berlin) == "2026-03-29T01:30:00+01:00")
        #expect(ISOInstant.format(at("2026-11-01T06:30:00Z"), in: Zone.newYork) == "2026-11-01T01:30:00-05:00")
        #expect(ISOInstant.format(at("1969-12-31T23:00:00Z"), in: Zone.utc) == "1969-12-31T23:00:00+00:00")
    }

    @Test("the JSON report escapes text and keeps the issue's keys")
    func jsonReport() throws {
        let input = try parse(Self.issueExample)
        let text = PlanJSON.render(planNotifications(input), zone: input.timeZone)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let scheduled = object?["scheduled"] as? [[String: Any]]
        #expect(scheduled?.first?["id"] as? String == "workout-reminder:A:2026-06-01")
        #expect(scheduled?.first?["fireAt"] as? String == "2026-06-01T07:00:00+02:00")
        #expect(scheduled?.first?["kind"] as? String == "workout-reminder")
        #expect(scheduled?.first?["templateId"] as? String == "A")
        #expect(scheduled?.first?["day"] as? String == "2026-06-01")
        #expect(PlanJSON.string("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
    }
}
