import FoundationEssentials

/// Which `spotter` build a benchmark drives: the install line's (README, "Install": the Swift
/// runtime linked in, what users run and what the goals are for) or the plain release build (the
/// Swift runtime and Foundation as shared libraries, about 8 MB more resident).
///
/// ```swift
/// BenchBinary.kind(of: ".build/release/spotter")   // .installLine after the README's line
/// BenchBinary.describe(path)   // "…/spotter (the install line's build: Swift runtime linked in)"
/// ```
/// Told apart by the name the dynamic linker needs: a plain build names `libswiftCore.so`, the
/// install line's (`--static-swift-stdlib`) does not.
/// Without `SPOTTER_BIN` the `spotter` beside the benchmark is measured, so building both with the
/// install line's flags measures what users run.
enum BenchBinary {
    enum Kind: Equatable {
        case installLine
        case sharedRuntime
    }

    /// The install line's build of `spotter`, and of the benchmark beside it (no `--product`
    /// builds the test support too, which a release build cannot).
    static let installLineBuild = ["spotter", "spotter-bench"].map {
        "swift build -c release --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie --product \($0)"
    }.joined(separator: " && ")

    /// The build `path` is; nil when it cannot be read.
    static func kind(of path: String) -> Kind? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.firstRange(of: Data("libswiftCore.so".utf8)) == nil ? .installLine : .sharedRuntime
    }

    /// One line naming the binary measured and its build; for a plain build, how to measure the
    /// install line's instead.
    static func describe(_ path: String) -> String {
        switch kind(of: path) {
        case .installLine?: return "measuring \(path) (the install line's build: Swift runtime linked in)"
        case .sharedRuntime?:
            return """
                measuring \(path) (not the install line's build: Swift runtime as shared libraries, not what users run);
                for the install line's: \(installLineBuild), then .build/release/spotter-bench, or set SPOTTER_BIN
                """
        case nil: return "measuring \(path) (unreadable: build unknown)"
        }
    }
}
