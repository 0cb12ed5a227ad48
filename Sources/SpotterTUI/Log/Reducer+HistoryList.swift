import FoundationEssentials
import SpotterCore

/// History's list, read a page at a time: the cursor moves over the loaded workouts, and the
/// page beyond them is asked for ahead (`.loadHistory`, answered by `.historyLoaded`), never
/// read while a key waits.
///
/// ```swift
/// Reducer.reduce(&state, .keyPressed(.char("h")))     // [.loadHistory(newest)]
/// Reducer.reduce(&state, .historyLoaded(page))        // the first 60 workouts of 2,083
/// Reducer.reduce(&state, .keyPressed(.pageDown))      // the cursor 22 down; [.loadHistory(.olderThan(60th))]
/// ```
/// The list holds at most `windowPages` pages: the far end of it goes as a new page comes in.
extension Reducer {
    /// How many pages of History the state holds at most.
    static let windowPages = 3

    /// A page's size on this terminal: `HistoryPageRequest.pageSize`, or two screens of rows on a tall one.
    static func historyLimit(_ state: AppState) -> Int {
        max(HistoryPageRequest.pageSize, 2 * View.Body.of(state).height)
    }

    /// Asks for a page of the list as the filters are now.
    static func requestHistory(_ state: inout AppState, _ anchor: HistoryPageRequest.Anchor, limit: Int? = nil)
        -> [Effect]
    {
        let request = HistoryPageRequest(
            filter: state.log.historyFilter, anchor: anchor, limit: limit ?? historyLimit(state))
        state.log.historyPending = request
        return [.loadHistory(request)]
    }

    /// What reads the loaded part again (after a change, on coming back): the top of the list
    /// when it is loaded, so a new workout shows; else from the first loaded workout down.
    static func historyReload(_ state: AppState) -> HistoryPageRequest {
        let log = state.log
        let limit = max(historyLimit(state), log.history?.count ?? 0)
        guard log.historyStart > 0, let first = log.historyKeys.first, log.history != nil else {
            return HistoryPageRequest(filter: log.historyFilter, anchor: .newest, limit: limit)
        }
        return HistoryPageRequest(filter: log.historyFilter, anchor: .from(first), limit: limit)
    }

    /// Reads the loaded part again.
    static func reloadHistory(_ state: inout AppState) -> [Effect] {
        let request = historyReload(state)
        state.log.historyPending = request
        return [.loadHistory(request)]
    }

    /// A new filter: the list from its top.
    static func refilterHistory(_ state: inout AppState) -> [Effect] {
        state.log.historyCursor = 0
        return requestHistory(&state, .newest)
    }

    /// j/k, PgDn/PgUp, g/G on History. The cursor moves over what is loaded; `g` and `G` to an
    /// end that is not loaded ask for that end's page and show it once it comes.
    static func moveOnHistory(_ state: inout AppState, by delta: Int) -> [Effect] {
        let log = state.log
        guard let loaded = log.history, !loaded.isEmpty, log.historyTotal > 0 else { return [] }
        let first = log.historyStart
        let last = first + loaded.count - 1
        let target = min(max(0, log.historyCursor + delta), log.historyTotal - 1)
        if target == 0 && first > 0 {
            state.log.historyCursor = 0
            return requestHistory(&state, .newest)
        }
        if target == log.historyTotal - 1 && last < target && delta > 1 {
            state.log.historyCursor = target
            return requestHistory(&state, .oldest)
        }
        state.log.historyCursor = min(max(target, first), last)
        return loadAhead(&state)
    }

    /// The page beyond the loaded ones, asked for once the cursor comes within a screen (or half
    /// a page) of their end, and not while another is on its way.
    static func loadAhead(_ state: inout AppState) -> [Effect] {
        let log = state.log
        guard log.historyPending == nil, let loaded = log.history, !loaded.isEmpty else { return [] }
        let margin = max(HistoryPageRequest.pageSize / 2, View.Body.of(state).height)
        let first = log.historyStart
        let last = first + loaded.count - 1
        if last < log.historyTotal - 1, log.historyCursor >= last - margin, let key = log.historyKeys.last {
            return requestHistory(&state, .olderThan(key))
        }
        if first > 0, log.historyCursor <= first + margin, let key = log.historyKeys.first {
            return requestHistory(&state, .newerThan(key))
        }
        return []
    }

    /// A page came: it joins the loaded part (or replaces it), the cursor stays on its workout,
    /// and the next page is asked for when the cursor is near an end.
    static func historyLoaded(_ state: inout AppState, _ page: HistoryPage) -> [Effect] {
        // A late answer to an earlier question (another filter, another end): dropped.
        guard page.request == state.log.historyPending else { return [] }
        state.log.historyPending = nil
        let selected =
            state.log.historyKeys.indices.contains(state.log.historyCursor - state.log.historyStart)
            ? state.log.historyKeys[state.log.historyCursor - state.log.historyStart] : nil
        state.log.historyTotal = page.total
        state.log.historyAll = page.all
        let count = page.entries.count
        switch page.request.anchor {
        case .newest:
            replaceHistory(&state, page, start: 0)
        case .oldest:
            replaceHistory(&state, page, start: max(0, page.total - count))
        case .from:
            replaceHistory(&state, page, start: min(state.log.historyStart, max(0, page.total - count)))
        case .olderThan(let key):
            guard key == state.log.historyKeys.last, var entries = state.log.history else { return [] }
            entries += page.entries
            var keys = state.log.historyKeys + page.keys
            // The far end goes: at most `windowPages` pages are held.
            let drop = max(0, entries.count - windowPages * page.request.limit)
            entries.removeFirst(drop)
            keys.removeFirst(drop)
            state.log.history = entries
            state.log.historyKeys = keys
            state.log.historyStart += drop
            // Fewer than asked: this is the end of the list, whatever the count said.
            if count < page.request.limit { state.log.historyTotal = state.log.historyStart + entries.count }
        case .newerThan(let key):
            guard key == state.log.historyKeys.first, var entries = state.log.history else { return [] }
            entries = page.entries + entries
            var keys = page.keys + state.log.historyKeys
            let drop = max(0, entries.count - windowPages * page.request.limit)
            entries.removeLast(drop)
            keys.removeLast(drop)
            // Fewer than asked: this is the top of the list.
            let start = count < page.request.limit ? 0 : max(0, state.log.historyStart - count)
            state.log.historyCursor += start - (state.log.historyStart - count)
            state.log.history = entries
            state.log.historyKeys = keys
            state.log.historyStart = start
        }
        // The cursor stays on its workout when it is still listed, and on a loaded one.
        if let selected, let i = state.log.historyKeys.firstIndex(of: selected) {
            state.log.historyCursor = state.log.historyStart + i
        }
        clampHistory(&state)
        if state.log.historyAnnounce {
            state.log.historyAnnounce = false
            announceExerciseFilter(&state)
        }
        // The whole page is gone (deleted elsewhere) while others are left: the top of the list.
        if count == 0 && page.total > 0 && state.log.history?.isEmpty != false {
            return refilterHistory(&state)
        }
        return loadAhead(&state)
    }

    private static func replaceHistory(_ state: inout AppState, _ page: HistoryPage, start: Int) {
        state.log.history = page.entries
        state.log.historyKeys = page.keys
        state.log.historyStart = start
    }

    /// The cursor on a loaded workout of the list, the open workout's on one of its sets.
    static func clampHistory(_ state: inout AppState) {
        let loaded = state.log.history?.count ?? 0
        let first = state.log.historyStart
        state.log.historyCursor =
            loaded == 0 ? first : min(max(state.log.historyCursor, first), first + loaded - 1)
        state.log.setCursor = min(state.log.setCursor, max(0, (state.log.openWorkout?.sets.count ?? 0) - 1))
    }

    /// `x`'s line, once the page says how many workouts the exercise has.
    static func announceExerciseFilter(_ state: inout AppState) {
        let count = state.log.historyTotal
        if let id = state.log.historyExercise {
            let name = state.plan.exercise(id)?.name ?? id
            state.message = StatusMessage(
                "Exercise: \(name) (\(count) workout\(count == 1 ? "" : "s")); x for the next")
        } else {
            state.message = StatusMessage("Every exercise (\(count) workout\(count == 1 ? "" : "s"))")
        }
    }
}
