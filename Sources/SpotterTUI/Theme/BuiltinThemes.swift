/// The themes in `themes/`, compiled in so Spotter needs no files to look right.
///
/// A test checks that each text here equals its file in `themes/`, so the two cannot drift.
enum BuiltinThemes {
    static let text: [String: String] = [
        "default": #"""
        # Spotter theme: default (for dark terminals).
        #
        # One role per line:  ROLE = [COLOUR] [on COLOUR] [bold] [reverse] [underline] [dim]
        # Colours: default, black, red, green, yellow, blue, magenta, cyan, white, or 0-255.
        # Roles: normal title border timer-running timer-done work selection muted key-hint
        #        error saved pending modal button button-focused
        # A role left out is drawn plain. Lines starting with # are comments.
        # With NO_COLOR set or TERM=dumb, colours are dropped and only the attributes are used.

        normal = default
        title = cyan bold
        border = 8
        timer-running = green bold
        timer-done = black on yellow bold
        work = magenta bold
        selection = reverse
        muted = 245
        key-hint = yellow bold
        error = red bold
        saved = green
        pending = yellow dim
        modal = default
        button = default
        button-focused = black on cyan bold reverse
        """#,
        "light": #"""
        # Spotter theme: light (for terminals with a light background).
        #
        # Same format as default.theme: ROLE = [COLOUR] [on COLOUR] [bold] [reverse] [underline] [dim]

        normal = default
        title = blue bold
        border = 250
        timer-running = 22 bold
        timer-done = white on red bold
        work = 90 bold
        selection = reverse
        muted = 242
        key-hint = 130 bold
        error = red bold
        saved = 22
        pending = 130
        modal = default
        button = default
        button-focused = white on blue bold
        """#,
        "high-contrast": #"""
        # Spotter theme: high contrast (bright colours, everything important in bold).
        #
        # Same format as default.theme: ROLE = [COLOUR] [on COLOUR] [bold] [reverse] [underline] [dim]

        normal = white
        title = white bold underline
        border = white
        timer-running = 15 on 0 bold
        timer-done = 0 on 11 bold
        work = 0 on 14 bold
        selection = 0 on 15 bold
        muted = white
        key-hint = 11 bold
        error = 15 on 9 bold
        saved = 10 bold
        pending = 11 bold
        modal = white
        button = white bold
        button-focused = 0 on 15 bold
        """#,
    ]
}
