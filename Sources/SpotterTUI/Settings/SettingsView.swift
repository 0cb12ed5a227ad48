import FoundationEssentials
import SpotterCore

/// Draws the settings panel: the list by section, a line about the selected row, and the
/// bottom line with the effect of the settings as they are now (`SettingsOutlook`).
///
/// ```text
///  Nudging
///   › Accountability style        Structured
///     Lead time                   on time
///   …
///  Structured: a reminder on each planned day (Snooze 1h); no weekly-goal nudge
///  Next: Push reminder today 18:00
/// ```
enum SettingsView {
    /// A line of the list: a section heading or a row.
    enum Line: Equatable {
        case heading(String)
        case row(SettingRow)
    }

    static let lines: [Line] = {
        var lines: [Line] = []
        for row in SettingRow.all {
            if case .row(let previous)? = lines.last, previous.section == row.section {
            } else {
                lines.append(.heading(row.section))
            }
            lines.append(.row(row))
        }
        return lines
    }()

    static func draw(_ screen: inout ScreenBuffer, _ state: AppState, _ body: View.Body) {
        let page = state.settings.page == .delivery ? "Settings \(state.glyphs.dot) Delivery" : "Settings"
        View.header(&screen, state, left: page, right: state.calendar.time(of: state.now).hhmm)
        let plan = SettingsOutlook.plan(state)
        let listBottom = pageBottom(body)
        if state.settings.page == .delivery {
            delivery(&screen, state, plan, top: body.top, bottom: listBottom)
            let about = "a allows or stops rest alerts outside the terminal"
            screen.put(
                " " + about.clipped(state.width - 2, ellipsis: state.glyphs.ellipsis), x: 0, y: body.bottom - 1,
                role: .muted)
        } else {
            list(&screen, state, top: body.top, bottom: listBottom)
            let about = state.settings.row.explanation(state)
            screen.put(
                " " + about.clipped(state.width - 2, ellipsis: state.glyphs.ellipsis), x: 0, y: body.bottom - 1,
                role: .muted)
        }
        let effect = SettingsOutlook.line(state, plan)
        screen.put(
            " " + effect.clipped(state.width - 2, ellipsis: state.glyphs.ellipsis), x: 0, y: body.bottom, role: .title)
    }

    static func list(_ screen: inout ScreenBuffer, _ state: AppState, top: Int, bottom: Int) {
        let g = state.glyphs
        let rows = max(1, bottom - top + 1)
        let selected = state.settings.row
        let cursorLine = lines.firstIndex(of: .row(selected)) ?? 0
        // Keep the cursor near the middle, so the rows around it (and its heading) stay in view.
        let first = max(0, min(cursorLine - rows / 2, lines.count - rows))
        let wide = state.width >= 60
        for (offset, line) in lines.enumerated().dropFirst(first).prefix(rows) {
            let y = top + offset - first
            switch line {
            case .heading(let text):
                screen.put(" \(text)", x: 0, y: y, role: .title, maxWidth: state.width)
            case .row(let row):
                let isSelected = row == selected
                var value = SettingsText.value(row, state)
                if isSelected, let entry = state.settings.editing { value = "[\(entry.display)]" }
                if isSelected, let entry = state.settings.typing {
                    value = entry.display(width: wide ? state.width - 34 : state.width - 8, glyphs: g)
                }
                value = value.clipped(state.width - 8, ellipsis: g.ellipsis)
                let valueX = wide ? 32 : state.width - 2 - value.count
                let label = row.title.clipped(max(1, valueX - 5), ellipsis: g.ellipsis)
                screen.put(
                    "  \(isSelected ? String(g.marker) : " ") \(label)", x: 0, y: y,
                    role: isSelected ? .selection : .normal)
                screen.put(value, x: valueX, y: y, role: isSelected ? .selection : valueRole(row, value))
                if isSelected { screen.paint(y: y, from: 2, width: state.width - 3, role: .selection) }
            }
        }
    }

    /// "off" reads muted, so what is on stands out without colour carrying the meaning alone.
    static func valueRole(_ row: SettingRow, _ value: String) -> Role {
        value == "off" || value == "not now" || value == "not asked yet" ? .muted : .normal
    }

    /// The delivery check's report as the Delivery page lists it, or `nil` before a check.
    static func deliveryFacts(_ state: AppState) -> [DeliveryFindings.Line]? {
        // The check's own consent line is not in it: the page's first line says it, and `a` changes it.
        // Long facts (a PROBLEM with its fix) wrap, indented, rather than lose their end.
        state.settings.deliveryReport?.lines.flatMap { fact -> [DeliveryFindings.Line] in
            guard fact.text.count > state.width - 3 else { return [fact] }  // fits: keep its columns
            let lines = wrap(fact.text, width: max(10, state.width - 5))
            guard let first = lines.first else { return [.init("", isProblem: fact.isProblem)] }
            return ([first] + lines.dropFirst().map { "  " + $0 }).map { .init($0, isProblem: fact.isProblem) }
        }
    }

    /// How far `j` scrolls the Delivery page: the report's first line shown when its end is in view.
    static func deliveryScrollLimit(_ state: AppState) -> Int {
        guard let facts = deliveryFacts(state) else { return 0 }
        return max(0, facts.count - deliveryRows(state))
    }

    /// The rows the report gets: the page's, less the consent line on top.
    static func deliveryRows(_ state: AppState) -> Int {
        let body = View.Body.of(state)
        return max(1, pageBottom(body) - (body.top + 1) + 1)
    }

    /// The list or page ends two rows above the body's end: the row's explanation and the effect line go there.
    static func pageBottom(_ body: View.Body) -> Int { body.bottom - 2 }

    static func delivery(
        _ screen: inout ScreenBuffer, _ state: AppState, _ plan: NotificationPlan, top: Int, bottom: Int
    ) {
        var y = top
        func put(_ text: String, _ role: Role = .normal) {
            guard y <= bottom else { return }
            screen.put(text.clipped(state.width - 1, ellipsis: state.glyphs.ellipsis), x: 0, y: y, role: role)
            y += 1
        }
        // Short words first, so the answer survives clipping at 40 columns.
        switch state.consent {
        case .allowed(let at): put("  Alerts outside: allowed (\(SettingsText.when(at, state)))")
        case .declined(let at): put("  Alerts outside: not now (\(SettingsText.when(at, state)))")
        case .unasked: put("  Alerts outside: not asked yet")
        }
        if let facts = deliveryFacts(state) {
            let first = min(state.settings.deliveryScroll, max(0, facts.count - deliveryRows(state)))
            for fact in facts.dropFirst(first) {
                // Problems, and the indented lines that continue a fact, are detail: muted.
                put("  " + fact.text, fact.isProblem || fact.text.hasPrefix("  ") ? .muted : .normal)
            }
            return
        }
        put("  Check: spotter doctor (not run here)", .muted)
        put("  Planned, next 14 days (\(plan.scheduled.count)):", .title)
        let room = bottom - y + 1 - (plan.skipped.isEmpty ? 0 : 1)
        for n in plan.scheduled.prefix(max(0, room)) {
            put(
                "    \(SettingsText.when(n.fireAt, state).padded(toWidth: 18)) \(SettingsOutlook.name(n, state))"
            )
        }
        if !plan.skipped.isEmpty {
            put("  \(plan.skipped.count) held back: spotter plan --explain says why", .muted)
        }
    }
}
