import Foundation
import Testing

@testable import SpotterSystem

@Suite("PasswordFile: a home from /etc/passwd itself, when NSS modules may not be loaded")
struct PasswordFileTests {
    let text = """
        # a comment
        root:x:0:0:root:/root:/bin/bash
        +ldapuser::::::
        ana:x:1000:1000:Ana,,,:/home/ana:/bin/bash
        ana2:x:1000:1000::/home/other:/bin/sh
        nohome:x:1002:1002:::/usr/sbin/nologin
        """

    @Test("the first line for the user ID gives its home; others, malformed and compat lines are skipped")
    func lookUp() {
        #expect(PasswordFile.home(uid: 0, in: text) == "/root")
        #expect(PasswordFile.home(uid: 1000, in: text) == "/home/ana")
        #expect(PasswordFile.home(uid: 1002, in: text) == nil)
        #expect(PasswordFile.home(uid: 4242, in: text) == nil)
        #expect(PasswordFile.home(uid: 0, in: "") == nil)
    }

    @Test("this machine's file agrees with the password database for this user")
    func thisMachine() throws {
        let text = try #require(PasswordFile.read())
        let dir = try #require(getpwuid(getuid())?.pointee.pw_dir)
        #expect(PasswordFile.home(uid: getuid(), in: text) == String(cString: dir))
    }
}
