import SpotterDelivery

/// Push outcomes of one worker, noted on their endpoints in one statement a batch rather than one
/// committed UPDATE a push; an endpoint reported dead (HTTP 404/410) is disabled.
///
/// ```swift
/// let notes = EndpointNotes()
/// let channel = NotedPush(inner: ntfy, endpoint: 7, notes: notes)
/// channel.push(message)         // noted in memory
/// try notes.write(to: club)     // UPDATE endpoints … FROM unnest(…)
/// ```
/// A pass killed before the write loses only those notes: a dead endpoint is then found dead again
/// by the next pass.
final class EndpointNotes {
    /// The last outcome of each endpoint, and whether it is to be disabled.
    private var pending: [Int: (disable: Bool, outcome: String)] = [:]

    func note(_ endpoint: Int, _ outcome: SendOutcome) {
        var dead = false
        if case .dead = outcome { dead = true }
        pending[endpoint] = (pending[endpoint]?.disable == true || dead, outcome.text)
    }

    func write(to club: ClubDatabase) throws {
        guard !pending.isEmpty else { return }
        let rows = pending.sorted { $0.key < $1.key }.map {
            [String($0.key), $0.value.disable ? "disabled" : "", $0.value.outcome]
        }
        try club.connection.execute(
            """
            UPDATE endpoints SET state = coalesce(nullif(v.s, ''), endpoints.state), last_outcome = v.o
            FROM unnest($1::int[], $2::text[], $3::text[]) AS v(i, s, o) WHERE endpoints.id = v.i
            """, PostgresClaimsLedger.arrays(rows, width: 3))
        pending = [:]
    }
}

/// A push channel that notes each outcome on its endpoint (through `EndpointNotes`).
struct NotedPush: PushChannel {
    let inner: PushChannel
    let endpoint: Int
    let notes: EndpointNotes

    func push(_ message: PushMessage) -> SendOutcome {
        let outcome = inner.push(message)
        notes.note(endpoint, outcome)
        return outcome
    }
}
