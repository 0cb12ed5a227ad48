import FoundationEssentials
import SpotterCore

/// Changing the rest after one exercise, from the workout (`t`): the seconds typed, then whether
/// they become the exercise's rest in the template too.
///
/// ```swift
/// var entry = RestEntry(exerciseId: "bench", name: "Bench press", text: "90")
/// entry.type("1"); entry.type("2"); entry.type("0")   // the first digit replaces the old value: "120"
/// entry.seconds                                        // 120
/// ```
public struct RestEntry: Hashable, Sendable {
    public var exerciseId: String
    /// The exercise's name, for the prompt.
    public var name: String
    public var text: String
    /// Nothing typed yet: the first digit replaces the shown value.
    public var untouched = true
    /// The seconds were saved for this workout; now asking whether the template keeps them.
    public var asking = false
    /// The template that would keep them, when the exercise is in it.
    public var templateName: String?

    /// Rest is at most an hour: a longer one is a typing slip. The schedule file's bound, and what
    /// a template reads back (`SetValue.rest`).
    public static let maximumSeconds = SetValue.rest.upperBound

    public init(exerciseId: String, name: String, text: String, templateName: String? = nil) {
        self.exerciseId = exerciseId
        self.name = name
        self.text = text
        self.templateName = templateName
    }

    /// The seconds typed, if they read as a rest (0 to an hour).
    public var seconds: Int? {
        guard let v = DecimalNumber.whole(text), v <= Self.maximumSeconds else { return nil }
        return v
    }

    public mutating func type(_ c: Character) {
        guard c.isASCII, c.isNumber else { return }
        if untouched {
            text = ""
            untouched = false
        }
        if text.count < 4 { text.append(c) }
    }

    public mutating func erase() {
        untouched = false
        if !text.isEmpty { text.removeLast() }
    }
}

extension AppState {
    /// The change-rest prompt, when it is open.
    public var restEntry: RestEntry? {
        if case .restEntry(let entry)? = overlay { return entry }
        return nil
    }
}
