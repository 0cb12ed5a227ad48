import Synchronization

/// The club's athletes handed to a pass's workers a page at a time, each page to one worker, so
/// no worker (and no pass) holds every athlete at once.
///
/// ```swift
/// let pages = AthletePages(size: 200)         // shared by the workers
/// var plans: [String: String] = [:]            // each worker's own
/// while let page = try pages.next(on: club, plans: &plans) { … decide, claim, send … }
/// ```
/// The cursor is the last id handed out; a worker reads the next page on its own connection while
/// it holds the cursor, so pages never overlap and a fast worker simply takes more of them.
final class AthletePages: Sendable {
    let size: Int
    /// The last id handed out ("" before the first page); nil once the table is through.
    private let cursor = Mutex<String?>("")

    init(size: Int) { self.size = max(1, size) }

    /// The next page, or nil when every athlete was handed out.
    func next(on club: ClubDatabase, plans: inout [String: String]) throws -> [Athlete]? {
        try cursor.withLock { last -> [Athlete]? in
            guard let after = last else { return nil }
            let page = try club.athletes(after: after, limit: size, plans: &plans)
            last = page.count < size ? nil : page.last?.id
            return page.isEmpty ? nil : page
        }
    }
}
