import SpotterCore

/// What the terminal Spotter runs in can show, read from its environment (and the OSC 99 query).
public struct TerminalProfile: Sendable, Equatable {
    public enum Escape: String, Sendable {
        /// `ESC ] 99 ; … ST`: kitty's protocol, used when the terminal answered its query.
        case osc99
        /// `ESC ] 9 ; text BEL`: iTerm2, kitty, WezTerm, Ghostty, foot.
        case osc9
        /// `ESC ] 777 ; notify ; title ; body BEL`: foot, WezTerm, urxvt.
        case osc777
        /// Nothing richer is known to work: the bell is the last resort.
        case bellOnly
    }

    public var proto: Escape
    /// Inside tmux, escape sequences must be wrapped for passthrough (`allow-passthrough on`).
    public var inTmux: Bool

    public init(proto: Escape, inTmux: Bool) {
        self.proto = proto
        self.inTmux = inTmux
    }

    /// Guesses from `TERM`, `TERM_PROGRAM` and `TMUX`; `answersOSC99` comes from the query.
    ///
    /// ```swift
    /// TerminalProfile.detect(["TERM_PROGRAM": "WezTerm", "TMUX": "/tmp/tmux-0/default,1,0"])
    /// // .osc9, inTmux: true
    /// ```
    public static func detect(_ env: [String: String], answersOSC99: Bool = false) -> TerminalProfile {
        let inTmux = !(env["TMUX"] ?? "").isEmpty
        if answersOSC99 { return TerminalProfile(proto: .osc99, inTmux: inTmux) }
        let program = (env["TERM_PROGRAM"] ?? env["LC_TERMINAL"] ?? "").lowercased()
        let term = (env["TERM"] ?? "").lowercased()
        let proto: Escape
        if ["iterm.app", "iterm2", "wezterm", "ghostty"].contains(program) || term.contains("kitty")
            || term.contains("ghostty") || env["KITTY_WINDOW_ID"] != nil
        {
            proto = .osc9
        } else if term.hasPrefix("foot") || term.contains("rxvt") {
            proto = .osc777
        } else {
            proto = .bellOnly
        }
        return TerminalProfile(proto: proto, inTmux: inTmux)
    }
}

/// The bytes that put a notification in the terminal: OSC 9 / 777 / 99, tmux-wrapped when
/// needed, then the bell. Pure, so tests compare exact bytes.
///
/// ```swift
/// TerminalAlert.bytes(for: restAlert, prefs: prefs, profile: .init(proto: .osc9, inTmux: false))
/// // "\u{1B}]9;Rest over: Next: Bench press · set 3 of 5\u{07}\u{07}"
/// ```
/// Text goes through lock-screen privacy first, and control characters are removed so a
/// template name can never smuggle in an escape sequence of its own.
public enum TerminalAlert {
    static let esc = "\u{1B}"
    static let bel = "\u{07}"
    static let st = "\u{1B}\\"

    /// Asks the terminal whether it speaks OSC 99; the `CSI c` after it makes every terminal answer
    /// something, so a terminal that ignores OSC 99 still ends the wait.
    public static let osc99Query = "\u{1B}]99;i=spotter:p=?\u{1B}\\\u{1B}[c"

    /// Whether a reply to `osc99Query` contains kitty's OSC 99 answer.
    public static func answersOSC99(_ reply: String) -> Bool { reply.contains("\u{1B}]99;i=spotter:p=?;") }

    /// - Parameter bell: ends with BEL; off when the caller rings its own (the TUI's rest bell).
    public static func bytes(
        for n: PlannedNotification, prefs: NotificationPreferences, profile: TerminalProfile, bell: Bool = true
    ) -> String {
        let text = PrivacyFilter.apply(n, prefs)
        let title = clean(text.title)
        let body = clean(text.body)
        var seq: String
        switch profile.proto {
        case .osc9: seq = esc + "]9;" + (body.isEmpty ? title : "\(title): \(body)") + bel
        case .osc777:
            seq =
                esc + "]777;notify;" + title.replacing(";", with: ",") + ";"
                + body.replacing(";", with: ",") + bel
        case .osc99:
            // Title first (d=0: more to come), then the body; the shared id makes them one notification.
            let id =
                "i="
                + String(
                    n.id.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.prefix(32)
                        .map(Character.init))
            seq = esc + "]99;\(id):d=0:p=title;" + title + st + esc + "]99;\(id):d=1:p=body;" + body + st
        case .bellOnly: seq = ""
        }
        if profile.inTmux && !seq.isEmpty { seq = tmuxPassthrough(seq) }
        return bell ? seq + bel : seq
    }

    /// `ESC P tmux; … ESC \` with every inner ESC doubled: how tmux lets a sequence through.
    public static func tmuxPassthrough(_ seq: String) -> String {
        esc + "Ptmux;" + seq.replacing(esc, with: esc + esc) + st
    }

    static func clean(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.filter { !UserText.isControl($0) }))
    }
}
