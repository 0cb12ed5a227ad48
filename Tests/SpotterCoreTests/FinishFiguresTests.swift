import Foundation
import Testing

@testable import SpotterCore

/// What a finished workout amounted to, body weight counted: what `spotter finish` and the TUI say.
@Suite("FinishFigures: volume with body weight, bests and records judged like with like")
struct FinishFiguresTests {
    static let day = LocalDate(iso: "2026-12-01")!
    static let t0 = Date(timeIntervalSince1970: 1_796_140_800)
    static let weighted = Exercise(
        id: "wpu", name: "Weighted pull-up", equipment: .bodyweight, catalogueId: "weighted-pull-up")
    static let bench = Exercise(id: "bench", name: "Bench press", equipment: .barbell, catalogueId: "bench-press")

    static func workout(_ id: String, daysBefore: Int, _ sets: [(String, Double, Int)]) -> Workout {
        let start = t0.addingTimeInterval(Double(-daysBefore) * 86_400)
        return Workout(
            id: id, templateId: nil, day: day.adding(days: -daysBefore), startedAt: start,
            finishedAt: start.addingTimeInterval(3600),
            sets: sets.enumerated().map { i, s in
                LoggedSet(id: "\(id)-\(i)", exerciseId: s.0, weight: s.1, reps: s.2, loggedAt: start)
            })
    }

    @Test("a weighted pull-up at 80 kg body weight: counted volume, no e1RM or session volume against stored bests")
    func weightedPullUp() {
        // Stored as logged, without body weight: pull-up 10×5 (e1RM 11.7, session volume 50), bench 60×5.
        let before = RecordBook(workouts: [
            Self.workout("w0", daysBefore: 7, [("wpu", 10, 5), ("bench", 60, 5)])
        ])
        let today = Self.workout("w1", daysBefore: 0, [("wpu", 10, 6), ("bench", 62.5, 5)])
        let f = FinishFigures(
            workout: today, exercises: [Self.weighted, Self.bench],
            bodyWeights: [BodyWeight(day: Self.day, kg: 80)], previousBest: ["wpu": 10, "bench": 60], records: before)
        #expect(f.volume == 90 * 6 + 62.5 * 5)
        #expect(f.bodyWeightKg == 80)
        #expect(f.personalBests == [FinishFigures.Best(exerciseId: "bench", weight: 62.5, previous: 60)])
        let pullUp = f.records.filter { $0.exerciseId == "wpu" }.map(\.kind)
        // 6 reps at the same 10 kg is a true record; e1RM 108 against a stored 11.7 would not be.
        #expect(pullUp == [.mostReps(atWeight: 10)], "\(f.records)")
        #expect(f.records.contains { $0.exerciseId == "bench" && $0.kind == .estimatedOneRepMax })
        #expect(f.records.contains { $0.exerciseId == "bench" && $0.kind == .sessionVolume })

        // Not weighed yet: nothing counted, and the pull-up is judged as logged, like the store.
        let plain = FinishFigures(
            workout: today, exercises: [Self.weighted, Self.bench], bodyWeights: [], previousBest: [:], records: before)
        #expect(plain.volume == 10 * 6 + 62.5 * 5 && plain.bodyWeightKg == nil)
        #expect(plain.records.contains { $0.exerciseId == "wpu" && $0.kind == .estimatedOneRepMax })
    }
}
