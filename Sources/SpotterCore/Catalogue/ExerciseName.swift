/// The one way two exercise names are compared: case, punctuation and word order ignored.
///
/// ```swift
/// ExerciseName.key("Bench Press (Barbell)")   // "barbell bench press"
/// ExerciseName.key("Barbell Bench Press")     // "barbell bench press"
/// ExerciseName.key("Pull-up")                 // "pull up"
/// ```
/// Apostrophes are dropped (`Farmer's` is `farmers`); any other character that is not a letter or
/// a digit separates words. Word order is ignored because the apps put the equipment first
/// (`Barbell Bench Press`), last in brackets (`Bench Press (Barbell)`) or after a dash; the
/// catalogue's test holds that no two of its exercises share a key.
public enum ExerciseName {
    public static func key(_ name: String) -> String {
        asciiKey(name) ?? scalarKey(name)
    }

    /// `key` for a name of ASCII bytes only (every name the catalogue ships), read byte by byte:
    /// in ASCII the letters are A-Z and a-z and the digits 0-9, so the result is `scalarKey`'s
    /// without a Unicode property lookup a scalar (the catalogue's 1,500 names cost `spotter log`
    /// several milliseconds that way). Nil when a byte is not ASCII.
    static func asciiKey(_ name: String) -> String? {
        // The lowercased letters and digits, and each word as a range of them: one buffer, not a
        // string a word.
        var letters: [UInt8] = []
        var words: [Range<Int>] = []
        var start = 0
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): letters.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): letters.append(byte + 32)
            case UInt8(ascii: "'"): continue
            case 0x80...: return nil
            default:
                if letters.count > start { words.append(start..<letters.count) }
                start = letters.count
            }
        }
        if letters.count > start { words.append(start..<letters.count) }
        // ASCII strings sort as their bytes do.
        words.sort { letters[$0].lexicographicallyPrecedes(letters[$1]) }
        var key: [UInt8] = []
        key.reserveCapacity(letters.count + words.count)
        for (n, word) in words.enumerated() {
            if n > 0 { key.append(UInt8(ascii: " ")) }
            key.append(contentsOf: letters[word])
        }
        return String(decoding: key, as: UTF8.self)
    }

    /// `key` for any name, scalar by scalar.
    static func scalarKey(_ name: String) -> String {
        var words: [String] = []
        var word = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar == "'" || scalar == "\u{2019}" { continue }
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.sorted().joined(separator: " ")
    }
}
