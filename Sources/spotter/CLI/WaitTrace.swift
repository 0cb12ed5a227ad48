import SpotterDelivery

extension InotifyWaiter {
    /// The waiter, telling stderr each wait and wake when `SPOTTER_TRACE_WAITS=1`.
    ///
    /// ```swift
    /// let waiter = try InotifyWaiter(watching: file, clock: { context.now }).tracing(context)
    /// // stderr: "wait: no deadline", then "woke: change" when another process commits
    /// ```
    /// The idle tests of `status --follow` and `agent run` count these lines: an idle process waits
    /// with no deadline and wakes only for a change, shown without timing anything.
    func tracing(_ context: CommandContext) -> InotifyWaiter {
        if context.environment["SPOTTER_TRACE_WAITS"] == "1" { trace = { context.err($0) } }
        return self
    }
}
