import FoundationEssentials
import SpotterCore
import SpotterStore

/// The form that changes a past workout's name, date, start and end (`E` on its screen): four
/// lines of text, prefilled with what is stored, read on save by the owners `spotter workout edit`
/// uses (`LocalDate`, `LocalTime`, `UserText`, then `WorkoutEdit(of:…)`).
///
/// ```swift
/// var form = WorkoutForm(push, calendar: utc)   // name "Push", date "2026-11-30", start "07:02", end "07:48"
/// form.nextField()                               // the date
/// for c in "2026-11-29" { form.type(c) }         // the first key replaces the prefill
/// form.edit(of: push, calendar: utc)             // .success(WorkoutEdit(day: Sun, startedAt: Sun 07:02, …))
/// ```
/// Only what was changed goes into the edit: a name left as shown stays the template's.
public struct WorkoutForm: Hashable, Sendable {
    public enum Field: String, Hashable, Sendable, CaseIterable {
        case name, date, start, end

        public var label: String {
            switch self {
            case .name: "Name"
            case .date: "Date"
            case .start: "Start"
            case .end: "End"
            }
        }
    }

    public var workoutId: String
    public var name: String
    public var date: String
    public var start: String
    public var end: String
    /// The texts as prefilled: a field still reading so is left as it is.
    public var original: [Field: String]
    public var field: Field = .name
    /// True until the first key in a field: typing then replaces the prefill.
    public var fresh = true

    public init(_ entry: HistoryEntry, calendar: ZonedCalendar) {
        workoutId = entry.id
        name = entry.name
        date = entry.day.iso
        start = calendar.time(of: entry.startedAt).hhmm
        end = entry.finishedAt.map { calendar.time(of: $0).hhmm } ?? ""
        original = [.name: name, .date: date, .start: start, .end: end]
    }

    /// The most characters a field holds: a name's limit, else a date's ten.
    public var maximumLength: Int { field == .name ? UserText.Limit.name : 10 }

    public func text(_ field: Field) -> String {
        switch field {
        case .name: name
        case .date: date
        case .start: start
        case .end: end
        }
    }

    public mutating func type(_ c: Character) {
        guard fresh || text(field).count < maximumLength else { return }
        let replace = fresh
        change { text in
            if replace { text = "" }
            text.append(c)
        }
        fresh = false
    }

    public mutating func erase() {
        let replace = fresh
        change { text in
            if replace { text = "" } else if !text.isEmpty { text.removeLast() }
        }
        fresh = false
    }

    public mutating func nextField() { move(by: 1) }
    public mutating func previousField() { move(by: -1) }

    private mutating func move(by delta: Int) {
        let all = Field.allCases
        let i = all.firstIndex(of: field) ?? 0
        field = all[(i + delta + all.count) % all.count]
        fresh = true
    }

    private mutating func change(_ body: (inout String) -> Void) {
        switch field {
        case .name: body(&name)
        case .date: body(&date)
        case .start: body(&start)
        case .end: body(&end)
        }
    }

    /// The edit the changed fields ask for, or why it cannot be saved (the field named); an
    /// unchanged form is an empty edit.
    public func edit(of entry: HistoryEntry, calendar: ZonedCalendar) -> Result<WorkoutEdit, FormError> {
        func changed(_ f: Field) -> String? {
            let t = text(f).trimmingWhitespace()
            return t == original[f]?.trimmingWhitespace() ? nil : t
        }
        do {
            let newName = try changed(.name).map { text in
                guard !text.isEmpty else { throw FormError("name: type a name") }
                return try UserText.validate(text, field: "name", limit: UserText.Limit.name)
            }
            let day = try changed(.date).map { text in
                guard let d = LocalDate(iso: text) else {
                    throw FormError("date: \(QuotedField.text(text)) is not a date YYYY-MM-DD")
                }
                return d
            }
            func time(_ f: Field) throws -> LocalTime? {
                try changed(f).map { text in
                    guard let t = LocalTime(hhmm: text) else {
                        throw FormError("\(f.rawValue): \(QuotedField.text(text)) is not HH:MM")
                    }
                    return t
                }
            }
            let workout = Workout(
                id: entry.id, templateId: entry.templateId, day: entry.day, startedAt: entry.startedAt,
                finishedAt: entry.finishedAt)
            return .success(
                WorkoutEdit(
                    of: workout, name: newName, day: day, start: try time(.start), end: try time(.end),
                    calendar: calendar))
        } catch let error as FormError {
            return .failure(error)
        } catch {
            return .failure(FormError("\(error)"))
        }
    }
}
