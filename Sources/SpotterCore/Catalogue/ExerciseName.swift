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
