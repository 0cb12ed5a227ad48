import Glibc

/// Runs `count` workers on threads of their own and waits for all of them.
///
/// ```swift
/// WorkerThreads.run(4) { w in work(slice: w) }
/// ```
/// Not `DispatchQueue.concurrentPerform`: it runs no more iterations at once than there are
/// cores, and a pass's workers spend their time waiting on the database and the mail, so eight
/// workers on two cores ran two at a time. Threads also keep the signal mask of the thread that
/// starts them (see `StopSignals`).
enum WorkerThreads {
    private final class Job {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        var threads: [pthread_t] = []
        for w in 0..<count {
            let job = Unmanaged.passRetained(Job { body(w) }).toOpaque()
            var thread = pthread_t()
            let started = pthread_create(
                &thread, nil,
                { argument in
                    let job = Unmanaged<Job>.fromOpaque(argument!).takeRetainedValue()
                    job.body()
                    return nil
                }, job)
            if started == 0 {
                threads.append(thread)
            } else {
                // No thread to be had: this one does the work.
                Unmanaged<Job>.fromOpaque(job).takeRetainedValue().body()
            }
        }
        for thread in threads { pthread_join(thread, nil) }
    }
}
