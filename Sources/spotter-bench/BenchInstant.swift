import FoundationEssentials
import SpotterCore

/// The fixed local instant every dispatch benchmark decides at, so a figure always measures work.
///
/// Taking the wall clock made `spotter-bench dispatch` decide nothing at most hours (0 notices,
/// nothing sent) and print a rate for an empty pass. 08:00 local is inside today's-workout window
/// (05:00–11:00) and after the default quiet hours (22:00–07:00).
enum BenchInstant {
    static let morning = LocalTime(hour: 8, minute: 0)!

    /// Refuses to measure when some athlete has nothing due at the chosen instant.
    static func requireWork(_ inputs: [DailyPassInput]) throws {
        let idle = inputs.filter { DailyPass.decide($0).notices.isEmpty }.count
        guard idle == 0 else {
            throw BenchError(
                "\(idle) of \(inputs.count) athletes have nothing due at the benchmark's instant: the figure would measure no work"
            )
        }
    }
}
