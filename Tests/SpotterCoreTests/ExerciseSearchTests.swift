import Testing

@testable import SpotterCore

/// The picker's one search rule: what a query finds, in which order, within which filter.
@Suite("Exercise search: prefix, words, initials, aliases; recent first, then alphabetical")
struct ExerciseSearchTests {
    /// A small catalogue, so every ranking below can be read off its lines.
    static let catalogue = try! ExerciseCatalogue.parse(
        """
        bench-press | Bench press | weight-reps | barbell | chest | Bench Press (Barbell); Barbell Bench Press
        dumbbell-bench-press | Dumbbell bench press | weight-reps | dumbbell | chest | Bench Press (Dumbbell); DB Bench Press
        incline-bench-press | Incline bench press | weight-reps | barbell | chest | Incline Bench Press (Barbell)
        overhead-press | Overhead press | weight-reps | barbell | shoulders | OHP; Military Press
        bent-over-row | Bent-over row | weight-reps | barbell | back | Barbell Row
        plank | Plank | timed | bodyweight | core | Front Plank
        running | Running | distance-time | bodyweight | cardio | Run; Jogging
        """)

    static func names(
        _ search: ExerciseSearch, _ query: String, _ filter: ExerciseSearch.Filter? = nil, recent: [String] = []
    )
        -> [String]
    {
        search.search(query, filter: filter, recent: recent).map(\.name)
    }

    @Test("a name that starts with the query comes before one with a word that does, before initials")
    func ranking() {
        let search = ExerciseSearch(exercises: [], catalogue: Self.catalogue)
        #expect(
            Self.names(search, "bench") == ["Bench press", "Dumbbell bench press", "Incline bench press"])
        // "bp": no name starts with it; the initials of Bench press do (and its aliases'), then the others' aliases.
        #expect(Self.names(search, "bp").first == "Bench press")
        #expect(Self.names(search, "ohp") == ["Overhead press"])
        #expect(
            Self.names(search, "press") == [
                "Bench press", "Dumbbell bench press", "Incline bench press", "Overhead press",
            ])
        // Every word of the query starts a word of the name, in any order.
        #expect(Self.names(search, "bench inc") == ["Incline bench press"])
        #expect(Self.names(search, "row barbell") == ["Bent-over row"])
        #expect(Self.names(search, "squat").isEmpty)
    }

    @Test("an exact name beats a longer one, and a canonical name an alias that matches alike")
    func exactAndAliases() {
        let search = ExerciseSearch(exercises: [], catalogue: Self.catalogue)
        // "run" is Running's alias exactly: above nothing else here, found through the alias.
        #expect(Self.names(search, "run") == ["Running"])
        #expect(Self.names(search, "jog") == ["Running"])
        #expect(Self.names(search, "military") == ["Overhead press"])
        // "db bench": the alias DB Bench Press starts with it.
        #expect(Self.names(search, "db bench") == ["Dumbbell bench press"])
        #expect(Self.names(search, "plank") == ["Plank"])
    }

    @Test("case, diacritics, apostrophes and punctuation are ignored on both sides")
    func folding() {
        #expect(String(decoding: ExerciseSearch.fold("Développé  Couché"), as: UTF8.self) == "developpe couche")
        #expect(String(decoding: ExerciseSearch.fold("Farmer's Walk (DB)"), as: UTF8.self) == "farmers walk db")
        #expect(String(decoding: ExerciseSearch.fold("Straße"), as: UTF8.self) == "strasse")
        // A decomposed é (e and a combining acute) folds as the composed one.
        #expect(ExerciseSearch.fold("Cre\u{301}me") == ExerciseSearch.fold("Crème"))
        #expect(String(decoding: ExerciseSearch.fold("Жим лёжа"), as: UTF8.self) == "жим лёжа")
        let mine = [Exercise(id: "dc", name: "Développé couché"), Exercise(id: "fw", name: "Farmer’s walk")]
        let search = ExerciseSearch(exercises: mine, catalogue: Self.catalogue)
        #expect(Self.names(search, "DEVELOPPE") == ["Développé couché"])
        #expect(Self.names(search, "développé c") == ["Développé couché"])
        #expect(Self.names(search, "farmers") == ["Farmer’s walk"])
        #expect(Self.names(search, "  bench   PRESS ").first == "Bench press")
    }

    @Test("your exercise stands for its catalogue entry: one row, found by the entry's names too")
    func yoursReplaceTheEntry() {
        var bench = Exercise(id: "bench", name: "Flat bench", equipment: .barbell, catalogueId: "bench-press")
        bench.aliases = ["Old bench"]
        let custom = Exercise(id: "zercher", name: "Zercher carry")
        let search = ExerciseSearch(exercises: [bench, custom], catalogue: Self.catalogue)
        #expect(search.candidates.count == Self.catalogue.entries.count + 1)
        #expect(search.search("barbell bench").first?.choice == .exercise(id: "bench"))
        #expect(search.search("old").map(\.choice) == [.exercise(id: "bench")])
        #expect(search.search("zer").map(\.choice) == [.exercise(id: "zercher")])
        #expect(search.search("incline").map(\.choice) == [.catalogue(id: "incline-bench-press")])
        let flat = search.search("flat").first
        #expect(flat?.kind == .weightReps && flat?.muscle == .chest && flat?.equipment == .barbell)
        // A custom exercise has no muscle group: a muscle filter leaves it out.
        #expect(search.search("", filter: .muscle(.chest)).map(\.name).contains("Flat bench"))
        #expect(!search.search("", filter: .muscle(.core)).map(\.name).contains("Zercher carry"))
    }

    @Test("recent exercises come first among equal matches, most recent first; an empty query lists all")
    func recentFirst() {
        let mine = [
            Exercise(id: "bench", name: "Bench press", catalogueId: "bench-press"),
            Exercise(id: "ohp", name: "Overhead press", catalogueId: "overhead-press"),
            Exercise(id: "plank", name: "Plank", kind: .timed, catalogueId: "plank"),
        ]
        let search = ExerciseSearch(exercises: mine, catalogue: Self.catalogue)
        #expect(
            Self.names(search, "", recent: ["plank", "ohp"]) == [
                "Plank", "Overhead press", "Bench press", "Bent-over row", "Dumbbell bench press",
                "Incline bench press",
                "Running",
            ])
        // Recent only reorders equal matches: the better match still wins.
        #expect(Self.names(search, "bench", recent: ["ohp"]).first == "Bench press")
        #expect(
            Self.names(search, "press", recent: ["ohp"]) == [
                "Overhead press", "Bench press", "Dumbbell bench press", "Incline bench press",
            ])
        // An id that is not yours is ignored.
        #expect(Self.names(search, "", recent: ["nope"]).first == "Bench press")
    }

    @Test("a filter keeps one equipment or one muscle group, and Tab's cycle goes round every one")
    func filters() {
        let search = ExerciseSearch(exercises: [], catalogue: Self.catalogue)
        #expect(Self.names(search, "", .equipment(.dumbbell)) == ["Dumbbell bench press"])
        #expect(Self.names(search, "press", .muscle(.shoulders)) == ["Overhead press"])
        #expect(Self.names(search, "bench", .equipment(.bodyweight)).isEmpty)
        let cycle = ExerciseSearch.Filter.cycle
        #expect(cycle.count == 1 + Exercise.Equipment.allCases.count + ExerciseCatalogue.Muscle.allCases.count)
        #expect(ExerciseSearch.Filter.step(nil, by: 1) == .equipment(.barbell))
        #expect(ExerciseSearch.Filter.step(nil, by: -1) == .muscle(.cardio))
        #expect(ExerciseSearch.Filter.step(.muscle(.cardio), by: 1) == nil)
    }

    @Test("the shipped catalogue: bench and bp find the barbell bench press first")
    func shipped() {
        let search = ExerciseSearch(exercises: [])
        #expect(search.search("bench").first?.choice == .catalogue(id: "bench-press"))
        #expect(search.search("bp").first?.choice == .catalogue(id: "bench-press"))
        #expect(search.search("Bench Press (Barbell)").first?.choice == .catalogue(id: "bench-press"))
        #expect(search.search("rdl").contains { $0.choice == .catalogue(id: "romanian-deadlift") })
        #expect(search.search("").count == ExerciseCatalogue.shared.entries.count)
    }
}
