import Foundation
import SpotterSystem
import Testing

@Suite("Subprocess: tools run from argument arrays")
struct SubprocessTests {
    @Test("an argument with spaces and quotes reaches the tool as one word")
    func argumentsAreWords() throws {
        let r = try Subprocess.run(["printf", "%s|", "two words", "it's", "$HOME"])
        #expect(r.status == 0)
        #expect(r.stdout == "two words|it's|$HOME|")
    }

    @Test("stdin is handed over and both streams come back apart, with the exit status")
    func streamsAndStatus() throws {
        let r = try Subprocess.run(
            ["sh", "-c", "cat; echo oops >&2; exit 3"], environment: ["PATH": "/usr/bin:/bin"], stdin: "set 1\n")
        #expect(r.status == 3)
        #expect(r.stdout == "set 1\n")
        #expect(r.stderr == "oops\n")
    }

    @Test("a tool that is not there says which")
    func missingTool() {
        #expect(throws: Subprocess.Failure.cannotStart(tool: "spotter-no-such-tool", errno: ENOENT)) {
            try Subprocess.run(["spotter-no-such-tool"])
        }
    }

    @Test("a child killed by a signal reports 128 + the signal")
    func killedChild() throws {
        let r = try Subprocess.run(["sh", "-c", "kill -TERM $$"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(r.status == 128 + SIGTERM)
    }
}

@Suite("Subprocess: input, timeouts, stops, and a child of its own")
struct SubprocessControlTests {
    let env = ["PATH": "/usr/bin:/bin"]

    @Test("a killed child is told apart from one that exited with the same number")
    func termination() throws {
        let killed = try Subprocess.run(["sh", "-c", "kill -KILL $$"], environment: env)
        #expect(killed.termination == .signaled(SIGKILL))
        let exited = try Subprocess.run(["sh", "-c", "exit 137"], environment: env)
        #expect(exited.termination == .exited(137))
        #expect(killed.status == exited.status)
    }

    @Test("a megabyte in and out at once cannot stall either side")
    func largeInput() throws {
        let text = String(repeating: "0123456789abcdef", count: 65_536)
        let r = try Subprocess.run(["cat"], stdin: text, timeout: .seconds(20))
        #expect(r.cutShort == nil)
        #expect(r.stdout == text)
    }

    @Test("a child that exits without reading its input costs EPIPE, not our life by SIGPIPE")
    func unreadInput() throws {
        var current = sigaction()
        sigaction(SIGPIPE, nil, &current)
        try #require(current.__sigaction_handler.sa_handler == nil, "SIGPIPE must be at its default for this test")
        let r = try Subprocess.run(
            ["sh", "-c", "exit 4"], environment: env, stdin: String(repeating: "x", count: 1 << 20))
        #expect(r.termination == .exited(4))
    }

    @Test("a child past its timeout gets SIGTERM and the run says it timed out")
    func timeout() throws {
        let start = ContinuousClock.now
        let r = try Subprocess.run(["sleep", "30"], timeout: .milliseconds(300))
        #expect(r.cutShort == .timedOut)
        #expect(r.termination == .signaled(SIGTERM))
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test("a child that ignores SIGTERM is killed a second later")
    func stubbornTimeout() throws {
        let r = try Subprocess.run(
            ["sh", "-c", "trap '' TERM; echo ready; exec sleep 30"], environment: env, timeout: .milliseconds(300))
        #expect(r.cutShort == .timedOut)
        #expect(r.termination == .signaled(SIGKILL))
        #expect(r.stdout == "ready\n")
    }

    @Test("a child that closed its streams is still timed out while it runs")
    func quietChild() throws {
        let r = try Subprocess.run(
            ["sh", "-c", "exec sleep 30 >/dev/null 2>&1"], environment: env, timeout: .milliseconds(300))
        #expect(r.cutShort == .timedOut)
    }

    @Test("shouldStop ends the child with SIGKILL")
    func stop() throws {
        let start = ContinuousClock.now
        let r = try Subprocess.run(
            ["sleep", "30"], shouldStop: { ContinuousClock.now - start > .milliseconds(200) })
        #expect(r.cutShort == .stopped)
        #expect(r.termination == .signaled(SIGKILL))
    }

    @Test("discarded output is not collected; the status still is")
    func discarded() throws {
        let r = try Subprocess.run(
            ["sh", "-c", "echo out; echo err >&2; exit 2"], environment: env, stdout: .nullDevice, stderr: .pipe)
        #expect(r.stdout == "")
        #expect(r.stderr == "err\n")
        #expect(r.termination == .exited(2))
    }

    @Test("a spawned child hands its pipes to the caller")
    func spawned() throws {
        let child = try Subprocess.spawn(["cat"], standardInput: .pipe, standardError: .nullDevice)
        #expect(child.standardError == nil)
        let input = try #require(child.standardInput)
        let output = try #require(child.standardOutput)
        try input.writeAll("set 1\n")
        input.close()
        #expect(try output.readToEnd() == Array("set 1\n".utf8))
        output.close()
        #expect(child.wait() == .exited(0))
    }

    @Test("a pipe made for one child is not inherited by another started meanwhile")
    func noLeakedPipes() throws {
        // The first child holds its input open until it ends; if the second (started while the
        // first ran) inherited that pipe's write end, the first would never see end of file.
        let first = try Subprocess.spawn(["cat"], standardInput: .pipe, standardError: .nullDevice)
        // An hour: if cat saw end of file only when it ended, the read below would not return.
        let second = try Subprocess.spawn(["sleep", "3600"], standardOutput: .nullDevice, standardError: .nullDevice)
        defer {
            second.signal(SIGKILL)
            second.wait()
        }
        first.standardInput?.close()
        #expect(try first.standardOutput?.readToEnd() == [])
        #expect(second.ended() == nil, "cat saw end of file while the second child still ran")
        first.standardOutput?.close()
        #expect(first.wait() == .exited(0))
    }

    @Test("a descriptor left open without close-on-exec does not reach the child")
    func onlyTheThreeStreams() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        try #require(dup2(fds[1], 200) == 200)
        defer { for fd in fds + [200] { close(fd) } }
        let r = try Subprocess.run(["ls", "/proc/self/fd"])
        let open = r.stdout.split(separator: "\n")
        #expect(open.contains("2"))
        #expect(!open.contains("200"), "\(open)")
        #expect(!open.contains("\(fds[1])"), "\(open)")
    }
}
