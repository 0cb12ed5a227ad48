import SpotterCore
import SpotterStore

/// The finished workouts as `history --json`'s array (`HistoryJSON`), oldest first, written a
/// page at a time as it is read (`forEachFinishedPage`): memory stays flat however long the
/// history. The JSON carries no records, so nothing needs the workouts before a page.
///
/// ```swift
/// try WorkoutsJSON.write(db, names: names, zone: zone) { try FileDescriptor.standardOutput.writeAll($0) }
/// // [{"id": …}, … , {"id": …}]   the bytes of HistoryJSON.render over the whole history
/// ```
enum WorkoutsJSON {
    static func write(
        _ db: SpotterDatabase, names: LogNames, zone: Zone, since: LocalDate? = nil, until: LocalDate? = nil,
        exerciseId: String? = nil, _ out: (String) throws -> Void
    ) throws {
        try out("[")
        var first = true
        try db.forEachFinishedPage(since: since, until: until, exerciseId: exerciseId) { page in
            let objects = page.map { HistoryJSON.object(HistoryEntry(workout: $0, names: names), zone: zone) }
            try out((first ? "" : HistoryJSON.separator) + objects.joined(separator: HistoryJSON.separator))
            first = false
        }
        try out("]")
    }
}
