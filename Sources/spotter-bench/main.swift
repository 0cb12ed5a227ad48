import FoundationEssentials

// Benchmarks print figures; they are not tests. `swift run -c release spotter-bench [NAME…]`.
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

let wanted = Set(CommandLine.arguments.dropFirst())
for bench in allBenchmarks() where wanted.isEmpty || wanted.contains(bench.name) {
    print("== \(bench.name)")
    try bench.run()
}
