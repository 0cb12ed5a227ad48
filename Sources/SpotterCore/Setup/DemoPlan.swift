/// The small plan an empty database starts with, so the first screen has something to show.
///
/// Its exercises are catalogue entries (same names, `catalogueId`), so an imported
/// `Deadlift (Barbell)` lands on the plan's Deadlift.
///
/// Three templates on fixed weekdays and one rotating plan, all replaceable: see the README's
/// "Your own plan" section (`spotter schedule export`, edit, `spotter schedule import`).
public enum DemoPlan {
    public static let exercises: [Exercise] = [
        Exercise(id: "bench", name: "Bench press", equipment: .barbell, catalogueId: "bench-press"),
        Exercise(id: "ohp", name: "Overhead press", equipment: .barbell, catalogueId: "overhead-press"),
        Exercise(id: "squat", name: "Back squat", equipment: .barbell, catalogueId: "back-squat"),
        Exercise(id: "rdl", name: "Romanian deadlift", equipment: .barbell, catalogueId: "romanian-deadlift"),
        Exercise(id: "row", name: "Barbell row", equipment: .barbell, catalogueId: "barbell-row"),
        Exercise(id: "pullup", name: "Pull-up", catalogueId: "pull-up"),
        Exercise(id: "deadlift", name: "Deadlift", equipment: .barbell, catalogueId: "deadlift"),
        Exercise(id: "plank", name: "Plank", kind: .timed, catalogueId: "plank"),
    ]

    public static let templates: [WorkoutTemplate] = [
        WorkoutTemplate(
            id: "push", name: "Push",
            items: [
                .init(exerciseId: "bench", sets: 5, reps: 5, weight: 60, restSeconds: 120),
                .init(exerciseId: "ohp", sets: 3, reps: 8, weight: 35, restSeconds: 90),
                .init(exerciseId: "plank", sets: 3, restSeconds: 60, durationSeconds: 45),
            ]),
        WorkoutTemplate(
            id: "pull", name: "Pull",
            items: [
                .init(exerciseId: "deadlift", sets: 3, reps: 5, weight: 100, restSeconds: 180),
                .init(exerciseId: "row", sets: 4, reps: 8, weight: 50, restSeconds: 90),
                .init(exerciseId: "pullup", sets: 3, reps: 8, restSeconds: 90),
            ]),
        WorkoutTemplate(
            id: "legs", name: "Legs",
            items: [
                .init(exerciseId: "squat", sets: 5, reps: 5, weight: 80, restSeconds: 150),
                .init(exerciseId: "rdl", sets: 3, reps: 8, weight: 60, restSeconds: 90),
                .init(exerciseId: "plank", sets: 2, restSeconds: 60, durationSeconds: 60),
            ]),
        WorkoutTemplate(
            id: "full-a", name: "Full body A",
            items: [
                .init(exerciseId: "squat", sets: 3, reps: 5, weight: 70, restSeconds: 120),
                .init(exerciseId: "bench", sets: 3, reps: 5, weight: 55, restSeconds: 120),
            ]),
        WorkoutTemplate(
            id: "full-b", name: "Full body B",
            items: [
                .init(exerciseId: "deadlift", sets: 1, reps: 5, weight: 100, restSeconds: 180),
                .init(exerciseId: "ohp", sets: 3, reps: 5, weight: 35, restSeconds: 120),
            ]),
    ]

    public static let weekly: [WeeklySchedule] = [
        WeeklySchedule(templateId: "push", weekdays: [.mon], time: LocalTime(hour: 18, minute: 0)!),
        WeeklySchedule(templateId: "pull", weekdays: [.wed], time: LocalTime(hour: 18, minute: 0)!),
        WeeklySchedule(templateId: "legs", weekdays: [.fri], time: LocalTime(hour: 18, minute: 0)!),
    ]

    public static let rotations: [Rotation] = [
        Rotation(
            id: "weekend", name: "Weekend full body", templateIds: ["full-a", "full-b"], nextIndex: 0,
            weekdays: [.sat], time: LocalTime(hour: 10, minute: 0)!)
    ]
}
