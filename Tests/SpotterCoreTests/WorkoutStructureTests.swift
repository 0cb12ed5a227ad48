import Testing

@testable import SpotterCore

@Suite("A workout's structure: supersets in the schedule file, the workout's order, the superset round")
struct WorkoutStructureTests {
    static let text = """
        exercise bench "Bench press"
        exercise row "Row"
        exercise ohp "Overhead press"
        exercise curl "Curl"
        template push "Push"
          bench 3x5 @60 rest 120
          ohp 3x8 rest 90
          row 3x8 @50 rest 90
          curl 3x12 rest 60
          superset row,bench     # written in any order; kept in the template's
          superset ohp,curl
        """

    @Test("superset lines are read inside a template, in the items' order, and written back the same")
    func supersetLines() throws {
        let file = try ScheduleFile.parse(Self.text)
        #expect(file.templates[0].supersets == [["bench", "row"], ["ohp", "curl"]])
        let rendered = ScheduleFile.render(file)
        #expect(rendered.contains("  superset bench,row\n  superset ohp,curl\n"))
        #expect(try ScheduleFile.parse(rendered) == file)
    }

    @Test(
        "a wrong superset line is refused with its line",
        arguments: [
            ("  superset bench", 6, "two or more"),
            ("  superset bench,", 6, "two or more"),
            ("  superset bench,squat", 6, "squat has no set line in template push"),
            ("  superset bench,bench", 6, "named twice"),
            ("  superset bench,row\n  superset row,ohp", 7, "already in a superset (line 6)"),
            ("  superset bench row", 6, "expected: superset"),
        ])
    func mistakes(_ line: String, _ number: Int, _ words: String) {
        let text = """
            exercise bench "Bench press"
            exercise row "Row"
            exercise ohp "Overhead press"
            template push "Push"
              bench 3x5
              row 3x8
              ohp 3x8
            """
        let lines = text.split(separator: "\n").map(String.init)
        let file = (lines[..<5] + line.split(separator: "\n").map(String.init) + lines[5...]).joined(separator: "\n")
        #expect {
            try ScheduleFile.parse(file)
        } throws: { error in
            guard let e = error as? ScheduleFile.ParseError else { return false }
            return e.line == number && e.message.contains(words)
        }
    }

    @Test("an exercise called superset still takes set lines")
    func exerciseNamedSuperset() throws {
        let file = try ScheduleFile.parse("exercise superset \"Superset\"\ntemplate t \"T\"\n  superset 3x5")
        #expect(file.templates[0].items.map(\.exerciseId) == ["superset"])
        #expect(file.templates[0].supersets.isEmpty)
    }

    @Test("the template's order groups its supersets, and the stored text reads back the same")
    func orderText() throws {
        let template = try ScheduleFile.parse(Self.text).templates[0]
        var order = WorkoutOrder.of(template, added: ["squat"])
        #expect(order.text == "bench+row,ohp+curl,squat")
        order.swap("row", for: "pullup")
        #expect(order.text == "bench+pullup=row,ohp+curl,squat")
        #expect(WorkoutOrder(text: order.text) == order)
        #expect(WorkoutOrder(text: "") == nil)
        #expect(WorkoutOrder(text: "bench,,row") == nil)
        #expect(WorkoutOrder(text: "bench;drop table") == nil)
    }

    @Test("a superset moves whole; S joins with the next group and, pressed again, splits")
    func editing() {
        var order = WorkoutOrder(text: "a,b+c,d")!
        let moved = order.move("c", by: -1)
        #expect(moved)
        #expect(order.text == "b+c,a,d")
        let first = order.move("b", by: -1)
        #expect(!first)
        let joined = order.joinOrSplit(after: "a")
        #expect(joined == true)
        #expect(order.text == "b+c,a+d")
        let split = order.joinOrSplit(after: "b")
        #expect(split == false)
        #expect(order.text == "b,c,a+d")
        let last = order.joinOrSplit(after: "d")
        #expect(last == nil)
        order.remove("a")
        #expect(order.text == "b,c,d")
    }

    @Test("rest starts after the last exercise of a round; a finished exercise leaves the rounds")
    func rounds() {
        func after(_ id: String, _ done: [String: Int], _ members: [String] = ["a", "b"]) -> String {
            let step = SupersetRound.after(id, members: members, done: done, targets: ["a": 3, "b": 2])
            return "\(step.restStarts ? "rest" : "no rest"), then \(step.next ?? "the next group")"
        }
        #expect(after("a", ["a": 1]) == "no rest, then b")
        #expect(after("b", ["a": 1, "b": 1]) == "rest, then a")
        // b is done after 2: a's third set is a round of its own.
        #expect(after("b", ["a": 2, "b": 2]) == "rest, then a")
        #expect(after("a", ["a": 3, "b": 2]) == "rest, then the next group")
        // Starting a round from b (the cursor was moved) still waits for a.
        #expect(after("b", ["b": 1]) == "no rest, then a")
        // A plain exercise rests after every set.
        #expect(after("a", ["a": 1], ["a"]) == "rest, then a")
    }

    @Test(
        "a superset made at different set numbers: the two alternate, resting after each pair, then one goes on alone"
    )
    func roundsFromDifferentSetNumbers() {
        // Bench (5 sets) had 3 when S joined it with the press (3 sets), which had none.
        let targets = ["bench": 5, "ohp": 3]
        func after(_ id: String, _ bench: Int, _ ohp: Int) -> String {
            let step = SupersetRound.after(
                id, members: ["bench", "ohp"], done: ["bench": bench, "ohp": ohp], targets: targets)
            return "\(step.restStarts ? "rest" : "no rest"), then \(step.next ?? "the next group")"
        }
        #expect(after("bench", 4, 0) == "no rest, then ohp")
        #expect(after("ohp", 4, 1) == "rest, then bench")
        #expect(after("bench", 5, 1) == "no rest, then ohp")
        #expect(after("ohp", 5, 2) == "rest, then ohp")
        #expect(after("ohp", 5, 3) == "rest, then the next group")
    }
}
