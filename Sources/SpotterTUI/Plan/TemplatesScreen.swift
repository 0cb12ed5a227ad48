import SpotterCore

/// Plan › Templates: its own state. The templates and the week are never kept here: they are
/// `state.plan`, as the store last confirmed it, so the screen cannot show an edit that was not
/// saved.
///
/// ```swift
/// state.screen = .templates
/// state.templates.cursor = 0            // the first template; after the templates, Mon…Sun
/// state.templates.editing = "push"      // .templateEditor shows Push's items
/// state.templates.draft = WorkoutTemplate(id: "upper", name: "Upper", items: [])
/// // a new template: stored with its first exercise (an import refuses a template with no sets)
/// ```
public struct TemplatesScreen: Hashable, Sendable {
    /// The list's row: the templates, then the seven weekdays (one list, so j/k walk it all).
    public var cursor = 0
    /// The template the editor shows (a stored one's id, or the draft's).
    public var editing: String?
    /// The editor's selected item.
    public var itemCursor = 0
    /// A new template, named but with no exercise yet: shown in the editor, stored with its first item.
    public var draft: WorkoutTemplate?

    public init() {}
}

/// A line typed on Plan › Templates: a name, an item's set line, a weekday's time.
///
/// ```swift
/// var entry = TemplateEntry(.itemLine(templateId: "push", index: 0), text: "5x5 @60 rest 120")
/// entry.type("!")   // text "5x5 @60 rest 120!": Enter sends it, the import's parser judges it
/// ```
public struct TemplateEntry: Hashable, Sendable {
    public enum Purpose: Hashable, Sendable {
        /// `n`: the name of a new template.
        case newTemplate
        /// `c`: the name of a copy of the template.
        case duplicate(templateId: String)
        case rename(templateId: String)
        /// `e`: an item's line as the schedule file writes it after the exercise: `5x5 @60 rest 120`.
        case itemLine(templateId: String, index: Int)
        /// `t`: the time of a weekday's template, HH:MM.
        case dayTime(Weekday, templateId: String)
        /// `R`, `e` on a rotation: its line as the schedule file writes it after its id (`nil`: a new one).
        case rotation(id: String?)
    }

    public var purpose: Purpose
    public private(set) var text: String

    public init(_ purpose: Purpose, text: String = "") {
        self.purpose = purpose
        self.text = String(text.prefix(TextEntry.maximumLength))
    }

    public mutating func type(_ c: Character) {
        guard text.count < TextEntry.maximumLength, TextEntry.takes(c) else { return }
        text.append(c)
    }

    public mutating func erase() {
        if !text.isEmpty { text.removeLast() }
    }

    public var prompt: String {
        switch purpose {
        case .newTemplate: return "New template: name"
        case .duplicate: return "Copy: name of the copy"
        case .rename: return "New name for the template"
        case .itemLine: return "Sets, weight, rest, progression"
        case .dayTime(let day, _): return "\(day.displayName): time (HH:MM)"
        case .rotation(nil): return "New rotation"
        case .rotation: return "Rotation"
        }
    }
}
