extension LiveApp {
    /// Performs one terminal effect; only a theme that cannot be applied answers (`.themeRefused`).
    ///
    /// ```swift
    /// app.performTerminal(.setTitle("Rest 01:12 · Bench press, set 3"))   // nil
    /// app.performTerminal(.applyTheme("missing"))                       // .themeRefused("…")
    /// ```
    func performTerminal(_ effect: TerminalEffect) -> Action? {
        switch effect {
        case .alertInTerminal(let bell):
            let frame = View.render(state)
            terminal?.flash(frame)
            lastFrame = frame
            if bell { terminal?.bell() }
        case .setTitle(let title):
            terminal?.setTitle(title)
        case .redraw:
            terminal?.forceRedraw()
            lastFrame = nil
        case .quit:
            quitRequested = true
        case .applyTheme(let name):
            let (theme, warning) = ThemeLoader.load(
                name, userDirectory: themesDirectory, monochrome: ThemeLoader.wantsMonochrome(environment))
            terminal?.apply(theme)
            lastFrame = nil
            return warning.map { .themeRefused($0) }
        }
        return nil
    }
}
