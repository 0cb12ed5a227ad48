import CNcursesw

/// Turns what `wget_wch` returns into `Key`s, including the focus reports `ESC [ I` and `ESC [ O`.
///
/// ```swift
/// var d = KeyDecoder()
/// d.decode(isFunctionKey: true, code: KEY_UP)    // [.up]
/// d.decode(isFunctionKey: false, code: 27)       // [] (waits: an Esc or the start of a report)
/// d.decode(isFunctionKey: false, code: 91)       // []
/// d.decode(isFunctionKey: false, code: 73)       // [.focusIn]
/// d.flush()                                      // [.escape] when an Esc stood alone
/// ```
struct KeyDecoder {
    private var pending: [UInt32] = []

    mutating func decode(isFunctionKey: Bool, code: UInt32) -> [Key] {
        if isFunctionKey {
            var keys = flush()
            if let key = Self.functionKey(Int32(bitPattern: code)) { keys.append(key) }
            return keys
        }
        if !pending.isEmpty {
            pending.append(code)
            if pending == [27, 91] { return [] }
            if pending.count == 3 && pending[1] == 91 {
                let last = pending[2]
                pending = []
                if last == 73 { return [.focusIn] }
                if last == 79 { return [.focusOut] }
                return []
            }
            // ESC followed by something else: an Alt chord; treat as Esc and the key.
            let rest = Array(pending.dropFirst())
            pending = []
            return [.escape] + rest.compactMap(Self.character)
        }
        if code == 27 {
            pending = [27]
            return []
        }
        return Self.character(code).map { [$0] } ?? []
    }

    /// What is left when no more bytes follow: a lone Esc.
    mutating func flush() -> [Key] {
        defer { pending = [] }
        return pending.isEmpty ? [] : [.escape]
    }

    static func character(_ code: UInt32) -> Key? {
        switch code {
        case 10, 13: return .enter
        case 9: return .tab
        case 8, 127: return .backspace
        case 27: return .escape
        case 1...26: return .ctrl(Character(Unicode.Scalar(code + 96)!))
        default:
            guard let scalar = Unicode.Scalar(code), code >= 32 else { return nil }
            return .char(Character(scalar))
        }
    }

    static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_BTAB: return .tab
        default: return nil
        }
    }
}
