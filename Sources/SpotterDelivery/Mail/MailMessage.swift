import Foundation
import SpotterCore

/// A plain-text RFC 5322 message: the headers every mail reader expects, and a body that
/// survives any mail path (quoted-printable UTF-8).
///
/// ```swift
/// let m = MailMessage(from: "spotter@localhost", to: "ana@example.org", subject: "Today: Easy run, 5 km",
///                     body: "…", date: now, zone: bogota, messageID: "<todays-workout.2026-12-01.local@spotter>")
/// m.rendered()  // "From: spotter@localhost\nTo: ana@example.org\nSubject: …\nDate: Tue, 01 Dec 2026 05:00:00 -0500\n…"
/// ```
/// Lines end in `\n`: both `sendmail -t` and Maildir files take the local convention.
public struct MailMessage: Sendable {
    public var from: String
    public var to: String
    public var subject: String
    public var body: String
    public var date: Date
    public var zone: Zone
    public var messageID: String
    public var extraHeaders: [(String, String)] = []

    public init(
        from: String, to: String, subject: String, body: String, date: Date, zone: Zone, messageID: String,
        extraHeaders: [(String, String)] = []
    ) {
        self.from = from
        self.to = to
        self.subject = subject
        self.body = body
        self.date = date
        self.zone = zone
        self.messageID = messageID
        self.extraHeaders = extraHeaders
    }

    /// A Message-ID derived from what the mail is about, so a retried send carries the same id.
    public static func messageID(for occasion: Occasion, userId: String, from: String) -> String {
        let domain = from.split(separator: "@").last.map(String.init) ?? "localhost"
        let local = "\(occasion.kind.rawValue).\(occasion.key).\(userId)".map {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "_"
        }
        return "<\(String(local))@\(domain)>"
    }

    /// `Tue, 01 Dec 2026 05:00:00 -0500`.
    public static func dateHeader(_ date: Date, _ zone: Zone) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(secondsFromGMT: zone.secondsFromGMT(for: date))
        f.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        return f.string(from: date)
    }

    public func rendered() -> String {
        var headers: [(String, String)] = [
            ("From", from), ("To", to), ("Subject", Self.encodedWord(subject)), ("Date", Self.dateHeader(date, zone)),
            ("Message-ID", messageID), ("MIME-Version", "1.0"), ("Content-Type", "text/plain; charset=utf-8"),
            ("Content-Transfer-Encoding", "quoted-printable"), ("Auto-Submitted", "auto-generated"),
        ]
        headers += extraHeaders
        // Header values never carry a line break: one would let text forge headers.
        let head = headers.map {
            "\($0.0): \($0.1.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " "))"
        }
        return head.joined(separator: "\n") + "\n\n" + Self.quotedPrintable(body) + "\n"
    }

    /// ASCII as is; anything else as an RFC 2047 encoded word.
    static func encodedWord(_ text: String) -> String {
        if text.allSatisfy({ $0.isASCII }) { return text }
        return "=?utf-8?B?\(Data(text.utf8).base64EncodedString())?="
    }

    /// RFC 2045 quoted-printable, lines at most 76 characters with soft breaks.
    static func quotedPrintable(_ text: String) -> String {
        var out: [String] = []
        for line in text.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            var encoded = ""
            var current = ""
            let bytes = Array(line.utf8)
            for (i, b) in bytes.enumerated() {
                let isLast = i == bytes.count - 1
                let piece: String
                if (b == 0x20 || b == 0x09) && isLast || b == 0x3D || b > 0x7E || (b < 0x20 && b != 0x09) {
                    piece = "=" + String(format: "%02X", b)
                } else {
                    piece = String(UnicodeScalar(b))
                }
                if current.count + piece.count > 75 {
                    encoded += current + "=\n"
                    current = ""
                }
                current += piece
            }
            out.append(encoded + current)
        }
        return out.joined(separator: "\n")
    }
}
