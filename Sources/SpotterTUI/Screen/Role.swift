/// What a cell means, never what colour it is: only the backend's theme turns a role into colour.
///
/// ```swift
/// buffer.put("REST OVER", x: 2, y: 8, role: .timerDone)  // the theme decides: black on yellow, bold
/// ```
/// Meaning is never carried by colour alone: every role's text also says what it is
/// ("REST", "REST OVER", "saving…"), so a monochrome terminal loses nothing.
public enum Role: String, CaseIterable, Sendable, Hashable {
    case normal
    case title
    case border
    case timerRunning = "timer-running"
    case timerDone = "timer-done"
    case work
    case selection
    case muted
    case keyHint = "key-hint"
    case error
    case saved
    case pending
    case modal
    case button
    case buttonFocused = "button-focused"
}
