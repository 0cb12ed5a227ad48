/// One row of a key table: the keys, what the footer and `?` say, the command, and when it applies.
///
/// ```swift
/// KeyBinding([.char("+"), .char("=")], "+rest", "add the rest step to rest", .addThirtySeconds,
///            hintNow: { NotificationAction.addThirtySeconds.label($0.prefs) },  // "+30s", "+15s"
///            disabledReason: { $0.live.rest == nil ? "no rest is running" : nil })
/// ```
/// Tables drive three things at once (what keys do, the footer hints, the `?` overlay), so the
/// help can never drift from the behaviour.
public struct KeyBinding: Sendable {
    public let keys: [Key]
    /// Keys beyond `keys` that trigger it: any printable character while a line of text is typed.
    let alsoTakes: (@Sendable (Key) -> Bool)?
    /// How help writes the keys when listing them all would not read ("0-9/:"), or `nil` for the list.
    let label: String?
    /// A word or two for the footer, when it reads the same in every state.
    let fixedHint: String
    /// The footer's words in this state, for a key that follows a setting ("+15s" by `rest-step`).
    let hintNow: (@Sendable (AppState) -> String)?
    /// One line for the `?` overlay.
    public let help: String
    public let command: Command
    /// Shown in the footer (rare or obvious keys stay in `?` only).
    public let inFooter: Bool
    /// Why the binding does nothing right now, or `nil` when it is enabled.
    public let disabledReason: @Sendable (AppState) -> String?

    public init(
        _ keys: [Key], _ hint: String, _ help: String, _ command: Command, inFooter: Bool = true, label: String? = nil,
        alsoTakes: (@Sendable (Key) -> Bool)? = nil, hintNow: (@Sendable (AppState) -> String)? = nil,
        disabledReason: @escaping @Sendable (AppState) -> String? = { _ in nil }
    ) {
        self.keys = keys
        self.label = label
        self.alsoTakes = alsoTakes
        self.fixedHint = hint
        self.hintNow = hintNow
        self.help = help
        self.command = command
        self.inFooter = inFooter
        self.disabledReason = disabledReason
    }

    /// The footer's words in `state` (and the prefix of a disabled key's reason): "+30s", "log set".
    public func hint(_ state: AppState) -> String { hintNow?(state) ?? fixedHint }

    /// Whether pressing `key` triggers this binding.
    public func takes(_ key: Key) -> Bool { keys.contains(key) || alsoTakes?(key) == true }

    /// The keys as written in help: "j/↓".
    public func keyLabel(_ glyphs: Glyphs) -> String { label ?? keys.map { $0.label(glyphs) }.joined(separator: "/") }
}

/// The bindings of one screen or overlay: a key that no binding takes does nothing.
public struct KeyTable: Sendable {
    public let name: String
    public let bindings: [KeyBinding]
    /// What the status line says when a printable key that no binding takes is pressed, or `nil`
    /// for silence (typing a time: "type digits, HH:MM").
    public let otherKeys: String?

    public init(_ name: String, _ bindings: [KeyBinding], otherKeys: String? = nil) {
        self.name = name
        self.bindings = bindings
        self.otherKeys = otherKeys
    }

    /// The binding a key triggers, enabled or not.
    public func binding(for key: Key) -> KeyBinding? { bindings.first { $0.takes(key) } }
}
