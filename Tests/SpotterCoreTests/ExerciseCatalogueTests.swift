import Testing

@testable import SpotterCore

/// The shipped catalogue's text, its line format, and the one rule that compares names.
@Suite("Exercise catalogue: every line valid, names unambiguous, matching")
struct ExerciseCatalogueTests {
    @Test("every line of the shipped catalogue parses: ids unique, no name for two entries, every field valid")
    func shippedCatalogueParses() throws {
        let catalogue = try ExerciseCatalogue.parse(ExerciseCatalogue.text)
        let lines = ExerciseCatalogue.text.split(separator: "\n").filter {
            let t = $0.trimmingWhitespace()
            return !t.isEmpty && !t.hasPrefix("#")
        }
        #expect(catalogue.entries.count == lines.count)
        #expect(catalogue.entries.count >= 300)
        #expect(Set(catalogue.entries.map(\.id)).count == catalogue.entries.count)
        // Every equipment and kind is used, and every name of an entry finds that entry.
        #expect(Set(catalogue.entries.map(\.equipment)) == Set(Exercise.Equipment.allCases))
        #expect(Set(catalogue.entries.map(\.kind)) == Set(ExerciseCatalogue.Kind.allCases))
        for entry in catalogue.entries {
            for name in entry.names { #expect(catalogue.entry(named: name)?.id == entry.id, "\(name)") }
        }
    }

    @Test("a bad line is refused with its number: a name two entries share, a duplicate id, an unknown field")
    func badLines() {
        let good = "bench-press | Bench press | weight-reps | barbell | chest | Bench Press (Barbell)\n"
        func error(_ text: String) -> ExerciseCatalogue.LineError? {
            do {
                _ = try ExerciseCatalogue.parse(text)
                return nil
            } catch {
                return error as? ExerciseCatalogue.LineError
            }
        }
        #expect(error(good) == nil)
        #expect(
            error(good + "# comment\nflat-bench | Flat bench | weight-reps | barbell | chest | Barbell Bench Press")
                == .init(line: 3, message: "\"Barbell Bench Press\" names bench-press too"))
        #expect(
            error(good + "bench-press | Other | reps | barbell | chest | x")?.message == "id bench-press is used twice")
        #expect(error("a | A | heavy | barbell | chest | x")?.message == "unknown kind \"heavy\"")
        #expect(error("a | A | reps | rock | chest | x")?.message == "unknown equipment \"rock\"")
        #expect(error("a | A | reps | band | toes | x")?.message == "unknown muscle group \"toes\"")
        #expect(error("A B | A | reps | band | chest | x")?.line == 1)
        #expect(error("a | A | reps | band | chest")?.message == "5 fields, not 6 (id | name | kind | …)")
        #expect(error("a | A | reps | band | chest | x;; y")?.message == "an empty alias")
    }

    @Test("names match with case, punctuation and word order ignored: each app's spelling finds one entry")
    func matching() {
        let c = ExerciseCatalogue.shared
        for name in [
            "Bench Press (Barbell)", "Barbell Bench Press", "Bench Press - Barbell", "Flat Barbell Bench Press",
            "bench press", "BENCH PRESS (BARBELL)",
        ] {
            #expect(c.entry(named: name)?.id == "bench-press", "\(name)")
        }
        #expect(c.entry(named: "Bench Press (Dumbbell)")?.id == "dumbbell-bench-press")
        #expect(c.entry(named: "Deadlift (Barbell)")?.name == "Deadlift")
        #expect(c.entry(named: "Lat Pulldown (Cable)")?.equipment == .cable)
        #expect(c.entry(named: "Pull-up")?.id == "pull-up" && c.entry(named: "Pull Up")?.id == "pull-up")
        #expect(c.entry(named: "Farmers Walk")?.id == c.entry(named: "Farmer's Walk")?.id)
        #expect(c.entry(named: "Running")?.kind == .distanceTime && c.entry(named: "Plank")?.kind == .timed)
        #expect(c.entry(named: "Deadlift Old Data") == nil && c.entry(named: "") == nil)
        #expect(ExerciseName.key("Bench Press (Barbell)") == "barbell bench press")
        #expect(ExerciseName.key("  Жим   лёжа!") == "жим лёжа")
    }

    @Test("an entry read from its own line is the parsed catalogue's entry, for every id; no other id reads")
    func entryReadAlone() {
        for entry in ExerciseCatalogue.shared.entries {
            #expect(ExerciseCatalogue.entryReadAlone(id: entry.id) == entry, "\(entry.id)")
        }
        #expect(ExerciseCatalogue.entryReadAlone(id: "bench") == nil)
        #expect(
            ExerciseCatalogue.entryReadAlone(id: "") == nil && ExerciseCatalogue.entryReadAlone(id: "# Chest") == nil)
    }

    @Test("a profile read alone is the parsed catalogue's, for every entry, twice, and for ids it lacks")
    func profileReadAlone() {
        for entry in ExerciseCatalogue.shared.entries {
            let mine = Exercise(id: "mine", name: "Mine", equipment: nil, catalogueId: entry.id)
            // The second read is the kept one.
            for _ in 0..<2 {
                #expect(ExerciseCatalogue.profileReadAlone(of: mine) == ExerciseCatalogue.shared.profile(of: mine))
            }
        }
        let custom = Exercise(id: "sled", name: "Sled push", kind: .timed, equipment: .band)
        let unknown = Exercise(id: "x", name: "X", catalogueId: "no-such-entry")
        for e in [custom, unknown] {
            #expect(ExerciseCatalogue.profileReadAlone(of: e) == ExerciseCatalogue.shared.profile(of: e))
        }
        #expect(ExerciseCatalogue.profileReadAlone(of: custom).kind == .timed)
        #expect(ExerciseCatalogue.profileReadAlone(of: unknown).entry == nil)
    }

    @Test("an ASCII name's key read byte by byte is the key read scalar by scalar, for every name and byte")
    func asciiKeyIsScalarKey() {
        var names = ExerciseCatalogue.shared.entries.flatMap(\.names)
        names += (0..<128).map { "a\(Character(Unicode.Scalar(UInt8($0))))B 9" }
        var generator = SystemRandomNumberGenerator()
        names += (0..<2000).map { _ in
            String(
                decoding: (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    UInt8.random(in: 0...127, using: &generator)
                }, as: UTF8.self)
        }
        for name in names {
            #expect(ExerciseName.asciiKey(name) == ExerciseName.scalarKey(name), "\(Array(name.utf8))")
        }
        #expect(ExerciseName.asciiKey("Жим лёжа") == nil && ExerciseName.asciiKey("Café") == nil)
    }

    @Test("the demo plan's exercises are catalogue entries under the same names")
    func demoPlanIsCatalogue() throws {
        for e in DemoPlan.exercises {
            let entry = try #require(e.catalogueId.flatMap(ExerciseCatalogue.shared.entry(id:)), "\(e.id)")
            #expect(entry.name == e.name)
            #expect(ExerciseCatalogue.shared.entry(named: e.name)?.id == entry.id)
        }
    }

    /// The id a name resolves to, `(custom)` when the call made a custom exercise.
    func resolved(_ m: inout ExerciseMatcher, _ name: String) -> String {
        let (id, custom) = m.resolve(name)
        return custom ? id + " (custom)" : id
    }

    @Test("an import lands on your exercise of that entry; a new catalogue one takes its name, kind and equipment")
    func matcher() {
        var m = ExerciseMatcher(exercises: DemoPlan.exercises)
        #expect(resolved(&m, "Deadlift (Barbell)") == "deadlift")
        #expect(resolved(&m, "Barbell Deadlift") == "deadlift")
        #expect(resolved(&m, "Lat Pulldown (Cable)") == "lat-pulldown")
        #expect(resolved(&m, "Zercher Carry Thing") == "zercher-carry-thing (custom)")
        #expect(resolved(&m, "zercher carry thing") == "zercher-carry-thing")
        #expect(m.newExercises.map(\.name) == ["Lat pulldown", "Zercher Carry Thing"])
        #expect(m.newExercises.map(\.equipment) == [.cable, nil])
        #expect(m.newExercises.map(\.catalogueId) == ["lat-pulldown", nil])
        #expect(m.links.isEmpty)
        // An older home's own exercise named like an entry is found and linked.
        var old = ExerciseMatcher(exercises: [Exercise(id: "bench", name: "Bench press")])
        #expect(resolved(&old, "Bench Press (Barbell)") == "bench")
        #expect(old.links == ["bench": "bench-press"] && old.newExercises.isEmpty)
        #expect(
            ExerciseMatcher.links(for: [
                Exercise(id: "bench", name: "Bench press"), Exercise(id: "bpb", name: "Bench Press (Barbell)"),
                Exercise(id: "mine", name: "My thing"),
            ]) == ["bench": "bench-press"])
    }
}
