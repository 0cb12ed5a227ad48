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
