import FoundationEssentials
import SpotterCore

/// Checks an ntfy topic URL before it is stored: `http(s)://host[:port]/topic`, nothing else.
///
/// ```swift
/// try NtfyAddress.validate("https://ntfy.sh/ana-runs")   // the URL
/// try NtfyAddress.validate("ftp://x/y")  // throws: endpoint URL "ftp://x/y": the scheme must be http or https
/// ```
public enum NtfyAddress {
    public struct Invalid: Error, CustomStringConvertible, Equatable {
        public let url: String
        public let reason: String
        public var description: String {
            "endpoint URL \"\(url.count > 80 ? String(url.prefix(79)) + "…" : url)\": \(reason)"
        }
    }

    public static func validate(_ text: String) throws -> URL {
        func fail(_ reason: String) -> Invalid { Invalid(url: text, reason: reason) }
        if let problem = UserText.problem(in: text, limit: UserText.Limit.url) { throw fail("it \(problem)") }
        guard text.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else {
            throw fail("spaces and non-ASCII characters are not allowed")
        }
        guard let c = URLComponents(string: text), let scheme = c.scheme?.lowercased() else { throw fail("not a URL") }
        guard scheme == "http" || scheme == "https" else { throw fail("the scheme must be http or https") }
        guard let host = c.host, !host.isEmpty else { throw fail("the URL has no host") }
        if let port = c.port, !(1...65535).contains(port) { throw fail("the port must be 1–65535, not \(port)") }
        guard c.user == nil, c.password == nil else {
            throw fail("credentials in the URL are not stored; use an access-controlled topic")
        }
        guard c.query == nil, c.fragment == nil else { throw fail("the URL must not have a query or fragment") }
        let segments = c.path.split(separator: "/")
        guard let topic = segments.last, !topic.isEmpty else {
            throw fail("the URL has no topic, e.g. https://ntfy.sh/my-topic")
        }
        guard topic.count <= 64, topic.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw fail("the topic \"\(topic)\" may use letters, digits, - and _ (at most 64)")
        }
        guard let url = c.url else { throw fail("not a URL") }
        return url
    }
}
