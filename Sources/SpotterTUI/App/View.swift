import FoundationEssentials

/// Renders state into a screen buffer: pure, the same state always gives the same frame.
///
/// ```swift
/// let frame = View.render(state)     // state.width × state.height cells
/// frame.lines.joined(separator: "\n")  // what a golden test compares
/// ```
/// Layout: row 0 the header, row 1 a rule, the body, then the status line and the key hints.
public enum View {
    public static let minimumWidth = 40
    public static let minimumHeight = 12

    public static func render(_ state: AppState) -> ScreenBuffer {
        var screen = ScreenBuffer(width: state.width, height: state.height)
        guard state.width >= minimumWidth, state.height >= minimumHeight else {
            tooSmall(&screen, state)
            return screen
        }
        let body = Body.of(state)
        switch state.screen {
        case .today: TodayView.draw(&screen, state, body)
        case .workout: WorkoutView.draw(&screen, state, body)
        case .summary: SummaryView.draw(&screen, state, body)
        case .settings: SettingsView.draw(&screen, state, body)
        case .day: DayView.draw(&screen, state, body)
        case .week: WeekView.draw(&screen, state, body)
        case .history: HistoryView.draw(&screen, state, body)
        case .historyWorkout: HistoryView.drawWorkout(&screen, state, body)
        case .plan: PlanView.draw(&screen, state, body)
        case .exercise: ExerciseView.draw(&screen, state, body)
        case .bodyWeight: BodyWeightView.draw(&screen, state, body)
        case .templates: TemplatesView.drawList(&screen, state, body)
        case .templateEditor: TemplatesView.drawEditor(&screen, state, body)
        }
        status(&screen, state)
        footer(&screen, state)
        if let overlay = state.overlay { draw(overlay, &screen, state) }
        return screen
    }

    /// An overlay; help is drawn over the one it covers.
    static func draw(_ overlay: ModalOverlay, _ screen: inout ScreenBuffer, _ state: AppState) {
        switch overlay {
        case .help(let over):
            if let over { draw(over, &screen, state) }
            OverlayView.help(&screen, state)
        case .consent(let allow): OverlayView.consent(&screen, state, allowFocused: allow)
        case .setForm(let form): OverlayView.setForm(&screen, state, form)
        case .exercisePicker(let picker): ExercisePickerView.draw(&screen, state, picker)
        case .deleteSet: OverlayView.deleteSet(&screen, state)
        case .confirm(let confirmation): OverlayView.confirm(&screen, state, confirmation)
        case .historyFilter: break  // typed into History's header
        case .dayEntry(let entry): OverlayView.dayEntry(&screen, state, entry)
        case .restEntry(let entry): OverlayView.restEntry(&screen, state, entry)
        case .finishQuestion(let left): OverlayView.finishQuestion(&screen, state, left)
        case .templateEntry(let entry): TemplatesView.entry(&screen, state, entry)
        case .workoutForm(let form): WorkoutFormView.draw(&screen, state, form)
        }
    }

    /// The rows between the header and the status line, inclusive.
    struct Body {
        var top: Int
        var bottom: Int
        var height: Int { bottom - top + 1 }

        /// Below the header and its rule, above the status line and the key hints.
        static func of(_ state: AppState) -> Body { Body(top: 2, bottom: state.height - 3) }
    }

    static func tooSmall(_ screen: inout ScreenBuffer, _ state: AppState) {
        let text = "terminal too small (needs \(minimumWidth)\(state.glyphs.times)\(minimumHeight))"
        let lines = wrap(text, width: max(1, state.width))
        let top = max(0, (state.height - lines.count) / 2)
        for (i, line) in lines.enumerated() { screen.putCentered(line, y: top + i, role: .error) }
    }

    /// Row 0: the screen's title on the left, something live on the right.
    static func header(
        _ screen: inout ScreenBuffer, _ state: AppState, left: String, right: String, rightRole: Role = .muted
    ) {
        screen.put(
            " \(left)".clipped(state.width - right.count - 2, ellipsis: state.glyphs.ellipsis), x: 0, y: 0, role: .title
        )
        screen.putRight(right, y: 0, role: rightRole)
        screen.rule(y: 1, glyphs: state.glyphs)
    }

    static func status(_ screen: inout ScreenBuffer, _ state: AppState) {
        let y = state.height - 2
        if state.live.pendingSet != nil {
            screen.put(" saving\(state.glyphs.ellipsis)", x: 0, y: y, role: .pending)
        } else if let message = state.message {
            screen.put(
                " \(message.text)".clipped(state.width, ellipsis: state.glyphs.ellipsis), x: 0, y: y,
                role: message.isError ? .error : .muted)
        }
    }

    /// The last row: the enabled bindings of the table in charge, as many as fit.
    static func footer(_ screen: inout ScreenBuffer, _ state: AppState) {
        let y = state.height - 1
        var x = 1
        for binding in KeyTables.table(for: state).bindings
        where binding.inFooter && binding.disabledReason(state) == nil {
            let key = binding.keys[0].label(state.glyphs)
            let hint = binding.hint(state)
            let width = key.count + 1 + hint.count
            guard x + width <= state.width - 1 else { break }
            screen.put(key, x: x, y: y, role: .keyHint)
            screen.put(hint, x: x + key.count + 1, y: y, role: .muted)
            x += width + 2
        }
    }
}
