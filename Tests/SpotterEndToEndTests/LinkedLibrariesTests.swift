import Foundation
import Testing

/// What every `spotter` process maps before `main`: a library linked into the binary is loaded and
/// relocated at each start, `spotter status` (polled every second) included.
@Suite("The libraries spotter is linked with")
struct LinkedLibrariesTests {
    @Test("libpq is not linked (the club loads it on its first connection); SQLite and ncurses are in the binary")
    func noLibpq() throws {
        let dynamic = try TemporaryHome().run(["-d", SpotterBinary.path], executable: "/usr/bin/readelf")
        #expect(dynamic.status == 0, "\(dynamic.stderr)")
        let needed = dynamic.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        #expect(needed.contains { $0.contains("libc.so") }, "readelf listed the libraries: \(needed)")
        #expect(!needed.contains { $0.contains("libpq") }, "\(needed)")
        // Linked from their static archives (see their module maps).
        #expect(
            !needed.contains { $0.contains("libsqlite3") || $0.contains("ncurses") || $0.contains("tinfo") },
            "\(needed)")
    }
}
