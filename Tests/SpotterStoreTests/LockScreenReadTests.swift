import Testing

@testable import SpotterCore
@testable import SpotterStore

@Suite("The lock-screen setting read alone (what spotter status reads)")
struct LockScreenReadTests {
    @Test(
        "it says what the whole preferences say, for every stored text",
        arguments: [nil, "hidden", "Hidden", " hidden\n", "show-exercise", "sideways", "", "hid\u{7}den"])
    func agreesWithAllPreferences(stored: String?) throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database, seedDemo: false)
        if let stored {
            try db.connection.run(
                "INSERT INTO preferences(key, value) VALUES (?, ?)", PreferenceCatalog.lockScreenName, stored)
        }
        #expect(try db.lockScreen() == db.preferences().lockScreen)
    }
}

@Suite("One template read alone (what spotter status reads instead of the whole plan)")
struct TemplateReadTests {
    @Test("each template read by its id is the plan's, supersets included; an unknown id reads none")
    func agreesWithThePlan() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        // The demo plan has no superset: make its first template's first two exercises one.
        let first = try #require(try db.plan().templates.first)
        try db.connection.run(
            "UPDATE template_items SET superset = 'A' WHERE template_id = ? AND position < 2", first.id)
        let plan = try db.plan()
        #expect(plan.templates.first?.supersets.isEmpty == false)
        for template in plan.templates {
            #expect(try db.templates(id: template.id) == [template])
        }
        #expect(try db.templates(id: "no-such-template").isEmpty)
        #expect(try db.templates() == plan.templates)
        #expect(try db.exercises() == plan.exercises)
    }
}
