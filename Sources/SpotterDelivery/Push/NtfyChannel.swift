import FoundationEssentials
import SpotterCore
import SpotterSystem

/// Publishes to an ntfy topic: HTTP POST to the topic URL, the body as the message, the title
/// and priority as headers (ntfy's publish format).
///
/// ```swift
/// NtfyChannel(url: URL(string: "http://127.0.0.1:8080/spotter")!).push(message)  // .delivered("HTTP 200")
/// ```
/// HTTP 404 and 410 mean the topic is gone (dead); 401 and 403 are configuration; 429 and 5xx,
/// refused connections and timeouts may pass. The route goes in `X-Spotter-Route` only as a
/// screen name from the fixed list; nothing in it is ever a URL or a command.
///
/// The request is made by `curl`, run with an argument array that names nothing of it: the topic
/// URL (as good as a password on a public server), the headers and the body reach curl as a config
/// on its standard input, so no other user can read them in the process list. With an
/// `HTTPClient` (the club's pass gives each worker one), an `http://` topic is posted from the
/// process on a kept-alive connection instead; `https://` still goes through curl.
public struct NtfyChannel: PushChannel {
    public var url: URL
    public var timeout: TimeInterval
    /// The curl that is run, looked up in `PATH`.
    public var curl: String
    /// Posts `http://` topics from the process when set; nil runs curl for every push.
    public var client: HTTPClient?

    public init(url: URL, timeout: TimeInterval = 15, curl: String = "curl") {
        self.url = url
        self.timeout = timeout
        self.curl = curl
    }

    public func push(_ message: PushMessage) -> SendOutcome {
        if let client, url.scheme?.lowercased() == "http" {
            do {
                let answer = try client.post(url, headers: headers(message), body: Array(message.body.utf8))
                return Self.outcome(status: answer.status)
            } catch {
                return .transient(error.description)
            }
        }
        let result: Subprocess.Result
        do {
            // `--disable` first: no ~/.curlrc may add to or change the request.
            result = try Subprocess.run(
                [curl, "--disable", "--config", "-"], stdin: config(message),
                timeout: .milliseconds(Int((timeout * 1000).rounded()) + 5000))
        } catch Subprocess.Failure.cannotStart(let tool, let errno) {
            return .configuration("cannot run \(tool) (ntfy pushes need curl): \(Errno(rawValue: errno))")
        } catch {
            return .configuration("\(error)")
        }
        return Self.outcome(result, timeout: timeout)
    }

    /// The whole request in curl's config syntax, one option a line.
    func config(_ message: PushMessage) -> String {
        let q = Self.quoted
        var lines: [String] = [
            "url = \(q(url.absoluteString))",
            // `data-raw`, not `data-binary`: a body starting with @ is text, never a file to read.
            "data-raw = \(q(message.body))",
        ]
        for (name, value) in headers(message) { lines.append("header = " + q(name + ": " + value)) }
        lines += [
            "proto = \"=http,https\"",
            "location",
            "proto-redir = \"=http,https\"",
            "max-time = \(q(String(timeout)))",
            "silent",
            "show-error",
            "output = \"/dev/null\"",
            // The status is all curl prints: its exit code tells a failed connection from an answer.
            "write-out = \"%{http_code}\"",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The request's headers, the same through curl and `HTTPClient`.
    func headers(_ message: PushMessage) -> [(String, String)] {
        [
            ("Title", MailMessage.encodedWord(message.title)),
            ("Priority", message.kind == .stillTime ? "4" : "3"),
            ("Tags", "spotter,\(message.kind.rawValue)"),
            ("X-Spotter-Route", message.route.path),
            ("Content-Type", "text/plain; charset=utf-8"),
        ]
    }

    /// A value for curl's config: in double quotes, with `\` `"` and line breaks escaped (NUL,
    /// which no line can hold, is left out).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{0B}": out += "\\v"
            case "\0": continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// What curl's run means: an HTTP status, or why there was none.
    static func outcome(_ run: Subprocess.Result, timeout: TimeInterval) -> SendOutcome {
        if run.cutShort != nil { return .transient("curl did not finish within \(Int(timeout)) s") }
        let detail = run.stderr.split(separator: "\n").last.map(String.init)
        switch run.termination {
        case .signaled(let signal): return .transient("curl was killed by signal \(signal)")
        case .exited(0):
            guard let status = Int(run.stdout), status >= 100 else {
                return .transient("curl got no HTTP status (\(run.stdout))")
            }
            return outcome(status: status)
        // 1: unsupported protocol, 3: malformed URL; the URL will not get better by itself.
        case .exited(let code) where code == 1 || code == 3: return .configuration(detail ?? "curl exit \(code)")
        // 6: no such host, 7: refused, 28: timed out, 35: TLS, 52/56: the connection broke, …
        case .exited(let code): return .transient(detail ?? "curl exit \(code)")
        }
    }

    static func outcome(status: Int) -> SendOutcome {
        switch status {
        case 200..<300: return .delivered("HTTP \(status)")
        case 404, 410: return .dead("HTTP \(status)")
        case 401, 403: return .configuration("HTTP \(status)")
        case 429, 500..<600: return .transient("HTTP \(status)")
        default: return .permanent("HTTP \(status)")
        }
    }
}
