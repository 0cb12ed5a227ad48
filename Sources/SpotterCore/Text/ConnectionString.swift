import FoundationEssentials

/// A libpq connection string as Spotter shows it: with any password removed.
///
/// ```swift
/// ConnectionString.redacted("host=db user=coach password=s3cret dbname=club")  // "host=db user=coach password=*** dbname=club"
/// ConnectionString.redacted("postgresql://coach:s3cret@db/club")               // "postgresql://coach:***@db/club"
/// ```
/// Both libpq forms are handled: `key=value` pairs (values may be single-quoted) and URIs,
/// including a `password=` query parameter.
public enum ConnectionString {
    /// The value of one setting (`host`, `port`, `connect_timeout`, …) as the DSN gives it, or nil.
    ///
    /// ```swift
    /// ConnectionString.value("host", in: "host=db port=6432")        // "db"
    /// ConnectionString.value("port", in: "postgresql://db:6432/club") // "6432"
    /// ```
    public static func value(_ key: String, in dsn: String) -> String? {
        let trimmed = dsn.trimmingWhitespace()
        if trimmed.hasPrefix("postgresql://") || trimmed.hasPrefix("postgres://") { return uriValue(key, trimmed) }
        return pairs(trimmed).last { $0.key == key }?.value
    }

    /// Where the DSN connects, for messages: `host:port` (libpq's defaults when it names neither).
    public static func server(_ dsn: String, environment: [String: String] = [:]) -> String {
        let host = value("host", in: dsn) ?? environment["PGHOST"] ?? "the local socket"
        let port = value("port", in: dsn) ?? environment["PGPORT"] ?? "5432"
        return "\(host.isEmpty ? "the local socket" : host):\(port)"
    }

    private static func uriValue(_ key: String, _ uri: String) -> String? {
        guard let scheme = uri.firstRange(of: "://") else { return nil }
        let rest = uri[scheme.upperBound...]
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        if let query = uri.firstIndex(of: "?") {
            for param in uri[uri.index(after: query)...].split(separator: "&") where param.hasPrefix(key + "=") {
                return String(param.dropFirst(key.count + 1))
            }
        }
        var authority = rest[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        // [v6]:port or host:port
        let split = authority.hasPrefix("[") ? authority.firstIndex(of: "]").map { authority.index(after: $0) } : nil
        let colon =
            split.flatMap { $0 < authority.endIndex && authority[$0] == ":" ? $0 : nil }
            ?? (authority.hasPrefix("[") ? nil : authority.lastIndex(of: ":"))
        let host = String(authority[..<(colon ?? split ?? authority.endIndex)])
        switch key {
        case "host": return host.isEmpty ? nil : host
        case "port": return colon.map { String(authority[authority.index(after: $0)...]) }
        default: return nil
        }
    }

    /// `key=value` pairs in order; single-quoted values unquoted.
    private static func pairs(_ dsn: String) -> [(key: String, value: String)] {
        var out: [(key: String, value: String)] = []
        var i = dsn.startIndex
        while i < dsn.endIndex {
            guard let eq = dsn[i...].firstIndex(of: "=") else { break }
            let key = dsn[i..<eq].trimmingWhitespace()
            var j = dsn.index(after: eq)
            while j < dsn.endIndex, dsn[j] == " " { j = dsn.index(after: j) }
            var value = ""
            if j < dsn.endIndex, dsn[j] == "'" {
                j = dsn.index(after: j)
                while j < dsn.endIndex, dsn[j] != "'" {
                    if dsn[j] == "\\", dsn.index(after: j) < dsn.endIndex { j = dsn.index(after: j) }
                    value.append(dsn[j])
                    j = dsn.index(after: j)
                }
                if j < dsn.endIndex { j = dsn.index(after: j) }
            } else {
                while j < dsn.endIndex, dsn[j] != " " {
                    value.append(dsn[j])
                    j = dsn.index(after: j)
                }
            }
            out.append((String(key), value))
            i = j
        }
        return out
    }

    public static func redacted(_ dsn: String) -> String {
        let trimmed = dsn.trimmingWhitespace()
        if trimmed.hasPrefix("postgresql://") || trimmed.hasPrefix("postgres://") { return redactedURI(trimmed) }
        return redactedPairs(trimmed)
    }

    private static func redactedURI(_ uri: String) -> String {
        var text = uri
        // userinfo: scheme://user:password@host
        if let scheme = text.firstRange(of: "://") {
            let rest = text[scheme.upperBound...]
            let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
            if let at = rest[..<authorityEnd].lastIndex(of: "@"),
                let colon = rest[..<at].firstIndex(of: ":")
            {
                text.replaceSubrange(text.index(after: colon)..<at, with: "***")
            }
        }
        // query: ?password=…&…
        guard let query = text.firstIndex(of: "?") else { return text }
        let head = text[...query]
        let params = text[text.index(after: query)...].split(separator: "&", omittingEmptySubsequences: false).map {
            $0.lowercased().hasPrefix("password=") ? "password=***" : String($0)
        }
        return head + params.joined(separator: "&")
    }

    private static func redactedPairs(_ dsn: String) -> String {
        var out = ""
        var i = dsn.startIndex
        while i < dsn.endIndex {
            // Copy up to the next key.
            guard let eq = dsn[i...].firstIndex(of: "=") else {
                out += dsn[i...]
                break
            }
            let key = dsn[i..<eq]
            out += key + "="
            var j = dsn.index(after: eq)
            while j < dsn.endIndex, dsn[j] == " " { j = dsn.index(after: j) }
            let valueStart = j
            if j < dsn.endIndex, dsn[j] == "'" {
                j = dsn.index(after: j)
                while j < dsn.endIndex, dsn[j] != "'" {
                    if dsn[j] == "\\", dsn.index(after: j) < dsn.endIndex { j = dsn.index(after: j) }
                    j = dsn.index(after: j)
                }
                if j < dsn.endIndex { j = dsn.index(after: j) }
            } else {
                while j < dsn.endIndex, dsn[j] != " " { j = dsn.index(after: j) }
            }
            let isPassword = key.trimmingWhitespace().lowercased() == "password"
            out += isPassword ? "***" : String(dsn[valueStart..<j])
            i = j
        }
        return out
    }
}
