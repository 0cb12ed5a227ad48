import FoundationEssentials
import SpotterCore

extension SpotterDatabase {
    /// Saves a set from the live set form: a new one, or an edit of one already logged, where
    /// every value the form holds changes, its type too (unlike `logSet`, which keeps a stored type).
    /// Durable when it returns.
    @discardableResult
    public func saveFormSet(_ set: LoggedSet, in workoutId: String) throws -> LoggedSet {
        try upsertSet(set, in: workoutId, changingType: true)
    }
}
