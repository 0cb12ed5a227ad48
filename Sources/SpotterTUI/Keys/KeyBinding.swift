/// One row of a key table: the keys, what the footer and `?` say, the command, and when it applies.
///
/// ```swift
/// KeyBinding([.char("+"), .char("=")], "+30s", "add 30 seconds to rest", .addThirtySeconds,
///            disabledReason: { $0.rest == nil ? "no rest is running" : nil })
/// ```
/// Tables drive three things at once (what keys do, the footer hints, the `?` overlay), so the
/// help can never drift from the behaviour.
public struct KeyBinding: Sendable {
    public let keys: [Key]
    /// A word or two for the footer.
    public let hint: String
    /// One line for the `?` overlay.
    public let help: String
    public let command: Command
    /// Shown in the footer (rare or obvious keys stay in `?` only).
    public let inFooter: Bool
    /// Why the binding does nothing right now, or `nil` when it is enabled.
    public let disabledReason: @Sendable (AppState) -> String?

    public init(
        _ keys: [Key], _ hint: String, _ help: String, _ command: Command, inFooter: Bool = true,
        disabledReason: @escaping @Sendable (AppState) -> String? = { _ in nil }
    ) {
        self.keys = keys
        self.hint = hint
        self.help = help
        self.command = command
        self.inFooter = inFooter
        self.disabledReason = disabledReason
    }

    /// The keys as written in help: "j/↓".
    public func keyLabel(_ glyphs: Glyphs) -> String { keys.map { $0.label(glyphs) }.joined(separator: "/") }
}

/// The bindings of one screen or overlay.
public struct KeyTable: Sendable {
    public let name: String
    public let bindings: [KeyBinding]

    public init(_ name: String, _ bindings: [KeyBinding]) {
        self.name = name
        self.bindings = bindings
    }

    /// The binding a key triggers, enabled or not.
    public func binding(for key: Key) -> KeyBinding? { bindings.first { $0.keys.contains(key) } }
}
