import FoundationEssentials
import Glibc
import SpotterSystem

// Benchmarks print figures; they are not tests. `swift run -c release spotter-bench [NAME…]`;
// `--help` lists the names.
struct Benchmark {
    let name: String
    let run: () throws -> Void
}

func allBenchmarks() -> [Benchmark] {
    [
        plannerBenchmark(),
        Benchmark(name: "zone-calendar", run: zoneCalendarBenchmark),
        Benchmark(name: "dispatch", run: dispatchBenchmark),
        Benchmark(name: "club", run: clubBenchmark),
    ] + DeliveryBenchmarks.all + TUIBenchmarks.all
        + HistoryBenchmark.all + ChartBenchmark.all + ImportBenchmark.all + HistoryScaleBenchmark.all
        + PickerBenchmark.all
}

/// What `spotter-bench --help` prints: the benchmarks by name and the one option.
func usage(_ benchmarks: [Benchmark]) -> String {
    """
    usage: spotter-bench [NAME…] [--years N …]
    Runs the benchmarks named (every one when none is) and prints their figures.
      --years N   history-scale: build and measure N years of history (repeatable; default 0 2 5 10 20)
    Benchmarks: \(benchmarks.map(\.name).joined(separator: ", "))
    """
}

/// The benchmarks the arguments name; nil, with the word that is neither a name nor `--years N`
/// said on stderr, when one is not (so a typo or `--help` does not start every benchmark).
func chosen(_ arguments: [String], from benchmarks: [Benchmark]) -> [Benchmark]? {
    var names: Set<String> = []
    var rest = arguments[...]
    while let word = rest.popFirst() {
        if word == "--years", let n = rest.popFirst(), Int(n) != nil { continue }
        guard benchmarks.contains(where: { $0.name == word }) else {
            try? FileDescriptor.standardError.writeAll("spotter-bench: unknown argument \(word)\n")
            return nil
        }
        names.insert(word)
    }
    return benchmarks.filter { names.isEmpty || names.contains($0.name) }
}

let benchmarks = allBenchmarks()
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage(benchmarks))
    exit(0)
}
guard let wanted = chosen(arguments, from: benchmarks) else {
    try? FileDescriptor.standardError.writeAll(usage(benchmarks) + "\n")
    exit(2)
}
for bench in wanted {
    print("== \(bench.name)")
    try bench.run()
}
