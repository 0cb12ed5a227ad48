// swift-tools-version:6.0
import PackageDescription

/// Searched first when `spotter` is linked: its `libstdc++.so` is a linker script naming libstdc++'s
/// static archive (see the `spotter` target).
let linkingDirectory = String(#filePath.dropLast("Package.swift".count)) + "Sources/spotter/Linking"

/// Spotter: a terminal workout companion.
///
/// The library targets are layered so that every rule lives in `SpotterCore`
/// (pure, no I/O) and each kind of I/O lives in exactly one other target:
/// SQLite in `SpotterStore`, notifications and scheduling in `SpotterDelivery`,
/// ncurses in `SpotterTUI`'s backend. The `spotter` executable wires them together.
let package = Package(
    name: "Spotter",
    products: [
        .executable(name: "spotter", targets: ["spotter"])
    ],
    targets: [
        // C libraries from Debian, each behind a thin Swift layer.
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        // libpq is loaded when the first club connection is made (see its shim), not linked.
        .target(name: "CLibpq", path: "Sources/CLibpq"),
        // Signal handlers that give the terminal back and write the crash report (they must be C).
        .target(name: "CTerminalGuard"),
        // The glibc call Swift's Glibc module does not import (see its header).
        .target(name: "CGlibcExtensions"),

        .target(name: "SpotterCore"),
        // A thin typed layer over the operating system (processes, the tz database, standard
        // streams), so the cheap paths need nothing but FoundationEssentials.
        .target(name: "SpotterSystem", dependencies: ["SpotterCore", "CGlibcExtensions"]),
        .target(name: "SpotterStore", dependencies: ["SpotterCore", "CSQLite"]),
        .target(name: "SpotterDelivery", dependencies: ["SpotterCore", "SpotterStore", "SpotterSystem"]),
        // The club database on PostgreSQL: many athletes, passes from several hosts.
        .target(
            name: "SpotterClub",
            dependencies: ["SpotterCore", "SpotterStore", "SpotterDelivery", "SpotterSystem", "CLibpq"]),
        .target(
            name: "SpotterTUI",
            dependencies: ["SpotterCore", "SpotterStore", "SpotterSystem", "CNcursesw", "CTerminalGuard"]),
        // The one way a command declares its arguments; parsing and --help come from the declaration.
        .target(name: "SpotterCLIKit"),
        .executableTarget(
            name: "spotter",
            dependencies: [
                "SpotterCore", "SpotterStore", "SpotterSystem", "SpotterDelivery", "SpotterTUI", "SpotterCLIKit",
                "SpotterClub", "CTerminalGuard",
            ],
            // With `linkingDirectory` searched first, `-lstdc++` (which --static-swift-stdlib adds
            // for the Swift runtime) takes libstdc++'s static archive, like SQLite and ncurses (see
            // their module maps), and the executable exports no symbols: a release build loads only
            // glibc at start. (The README's install line also links it position-dependent,
            // `-Xlinker -no-pie`: that is right only with the static Swift runtime, so it is not set
            // here for every build. glibc itself stays shared: see ARCHITECTURE.md, "One binary".)
            exclude: ["Linking"],
            linkerSettings: [
                .unsafeFlags([
                    "-Xlinker", "--no-export-dynamic", "-L", linkingDirectory,
                    // The functions a start, History, the exercise screen and a rest tick run, laid
                    // side by side (see `Linking/hot-text.order`): fewer of the binary's pages resident.
                    "-Xlinker", "--section-ordering-file=" + linkingDirectory + "/hot-text.order",
                ])
            ]
        ),
        // Benchmarks print figures; they are not tests.
        .executableTarget(
            name: "spotter-bench",
            dependencies: [
                "SpotterCore", "SpotterStore", "SpotterSystem", "SpotterDelivery", "SpotterTUI", "SpotterClub",
            ]
        ),

        // Real peers (SMTP, HTTP) that more than one test target starts.
        .target(
            name: "SpotterTestSupport", dependencies: ["SpotterCore", "SpotterSystem"],
            path: "Tests/SpotterTestSupport",
            exclude: ["Fixtures"]),
        .testTarget(name: "SpotterSystemTests", dependencies: ["SpotterSystem", "SpotterCore", "SpotterTestSupport"]),
        .testTarget(name: "SpotterCoreTests", dependencies: ["SpotterCore", "SpotterTestSupport"]),
        .testTarget(name: "SpotterStoreTests", dependencies: ["SpotterStore", "SpotterTestSupport"]),
        .testTarget(name: "SpotterCLIKitTests", dependencies: ["SpotterCLIKit"]),
        .testTarget(
            name: "SpotterDeliveryTests",
            dependencies: ["SpotterDelivery", "SpotterStore", "SpotterCore", "SpotterSystem", "SpotterTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "SpotterTUITests", dependencies: ["SpotterTUI", "SpotterCore", "SpotterStore", "SpotterTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        // The club database against a real PostgreSQL server the tests start, and the real binary.
        .testTarget(
            name: "SpotterClubTests",
            dependencies: ["SpotterClub", "SpotterCore", "SpotterStore", "SpotterTestSupport", "CGlibcExtensions"]),
        // Drives the real `spotter` binary: command line, tmux, real peers.
        .testTarget(
            name: "SpotterEndToEndTests", dependencies: ["SpotterCore", "SpotterStore", "SpotterTestSupport"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Release builds put each Swift function in a section of its own, so that the `spotter` target's
// ordering file (`Linking/hot-text.order`) can move Spotter's own hot functions next to the Swift
// runtime's too; without it most of each file's code is one section that stays where it is.
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))
        ]
}
