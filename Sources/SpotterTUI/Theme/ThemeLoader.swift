import FoundationEssentials

/// Finds the theme the `theme` preference names: the user's file first, then the built-in ones.
///
/// ```swift
/// let (theme, warning) = ThemeLoader.load("light", userDirectory: paths.themesDirectory)
/// // a broken ~/.config/spotter/themes/light.theme gives the default theme and a warning
/// // "…/light.theme:4: unknown role; roles: …; using the default theme"
/// ```
public enum ThemeLoader {
    public static func load(_ name: String, userDirectory: String, monochrome: Bool) -> (Theme, String?) {
        if monochrome { return (.monochrome, nil) }
        let path = "\(userDirectory)/\(name).theme"
        switch ThemeFile.read(path) {
        case .missing: break
        case .refused(let why): return (.fallback, "\(why); using the default theme")
        case .text(let text):
            do {
                return (try Theme.parse(text, file: path, name: name), nil)
            } catch {
                return (.fallback, "\(error); using the default theme")
            }
        }
        if let text = BuiltinThemes.text[name], let theme = try? Theme.parse(text, file: "\(name).theme", name: name) {
            return (theme, nil)
        }
        return (
            .fallback,
            "no theme named \"\(name)\" (built in: \(BuiltinThemes.text.keys.sorted().joined(separator: ", "))); using the default theme"
        )
    }

    /// NO_COLOR (any non-empty value) or `TERM=dumb` asks for no colour.
    public static func wantsMonochrome(_ environment: [String: String]) -> Bool {
        if let v = environment["NO_COLOR"], !v.isEmpty { return true }
        return environment["TERM"] == "dumb"
    }
}
