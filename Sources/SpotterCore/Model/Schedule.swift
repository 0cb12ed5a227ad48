/// A template planned on fixed weekdays at a reminder time: "Push on Mon and Thu at 07:00".
public struct WeeklySchedule: Hashable, Sendable, Codable {
    public var templateId: String
    public var weekdays: [Weekday]
    public var time: LocalTime

    public init(templateId: String, weekdays: [Weekday], time: LocalTime) {
        self.templateId = templateId
        self.weekdays = weekdays
        self.time = time
    }
}

/// An ordered list of templates that advances each time you train, on chosen training days.
///
/// `nextIndex` names the template the next training day gets; finishing a workout of
/// this rotation moves it on, so a missed day never skips a template.
public struct Rotation: Hashable, Sendable, Codable, Identifiable {
    public var id: String
    public var name: String
    public var templateIds: [String]
    public var nextIndex: Int
    public var weekdays: [Weekday]
    public var time: LocalTime

    public init(
        id: String, name: String, templateIds: [String], nextIndex: Int = 0, weekdays: [Weekday], time: LocalTime
    ) {
        self.id = id
        self.name = name
        self.templateIds = templateIds
        self.nextIndex = nextIndex
        self.weekdays = weekdays
        self.time = time
    }

    /// The template `offset` training days after the next one, cycling.
    public func template(after offset: Int) -> String? {
        guard !templateIds.isEmpty else { return nil }
        let n = templateIds.count
        // Each reduced before they are added: a stored place near 2^63 cannot overflow the sum.
        return templateIds[((nextIndex % n + offset % n) % n + n) % n]
    }
}
