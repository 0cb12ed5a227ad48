import FoundationEssentials
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
        let raw = "\(occasion.kind.rawValue).\(occasion.key).\(userId)"
        return "<\(localPart(raw))@\(domain)>"
    }

    /// ASCII letters, digits, `-` and `.` as they are; anything else (one character at a time) as `_`.
    static func localPart(_ raw: String) -> String {
        func kept(_ b: UInt8) -> Bool {
            let lower = b | 0x20  // A-Z to a-z
            return (b >= 0x30 && b <= 0x39) || (lower >= 0x61 && lower <= 0x7A) || b == 0x2D || b == 0x2E
        }
        // Byte by byte while every byte is a character of its own (ASCII, no CR LF pair): the ids a
        // pass makes for each of its athletes. Anything else goes character by character.
        if raw.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            return String(decoding: raw.utf8.map { kept($0) ? $0 : UInt8(ascii: "_") }, as: UTF8.self)
        }
        return String(raw.map { $0.asciiValue.map(kept) == true ? $0 : "_" })
    }

    /// `Tue, 01 Dec 2026 05:00:00 -0500`: the instant as wall-clock time in `zone`, with its offset.
    public static func dateHeader(_ date: Date, _ zone: Zone) -> String {
        dateHeader(date, offsetSeconds: zone.secondsFromGMT(for: InstantRange.clamp(date)))
    }

    /// The RFC 5322 date of `date` at `offset` seconds east of UTC, written by hand: English
    /// names whatever the locale, seconds rounded down, as `DateFormatter` with `en_US_POSIX` and
    /// `EEE, dd MMM yyyy HH:mm:ss Z` wrote it (one formatter per message was most of a pass's time).
    ///
    /// ```swift
    /// MailMessage.dateHeader(ISOInstant.parse("2026-12-01T10:00:00Z")!, offsetSeconds: -5 * 3600)
    /// // "Tue, 01 Dec 2026 05:00:00 -0500"
    /// ```
    /// An offset with seconds (local mean time before 1972 in Monrovia) ends in them, `-004430`, as
    /// the formatter wrote it; no zone has one now.
    public static func dateHeader(_ date: Date, offsetSeconds offset: Int) -> String {
        var out: [UInt8] = []
        appendDateHeader(date, offsetSeconds: offset, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func appendDateHeader(_ date: Date, offsetSeconds offset: Int, to out: inout [UInt8]) {
        let local = InstantRange.epochSeconds(date) + offset
        let second = LocalSeconds.secondOfDay(local)
        let day = LocalDate(daysSinceEpoch: LocalSeconds.days(local))
        out.append(contentsOf: day.weekday.displayName.utf8)
        out.append(contentsOf: ", ".utf8)
        appendDigits(day.day, 2, to: &out)
        out.append(0x20)
        out.append(contentsOf: months[day.month - 1].utf8)
        out.append(0x20)
        appendDigits(day.year, 4, to: &out)
        out.append(0x20)
        appendDigits(second / 3600, 2, to: &out)
        out.append(UInt8(ascii: ":"))
        appendDigits(second / 60 % 60, 2, to: &out)
        out.append(UInt8(ascii: ":"))
        appendDigits(second % 60, 2, to: &out)
        out.append(0x20)
        out.append(UInt8(ascii: offset < 0 ? "-" : "+"))
        let a = abs(offset)
        appendDigits(a / 3600, 2, to: &out)
        appendDigits(a / 60 % 60, 2, to: &out)
        if a % 60 != 0 { appendDigits(a % 60, 2, to: &out) }
    }

    /// RFC 5322's month names, which are English in every locale.
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `n` (not negative) in at least `width` decimal digits, zeros in front.
    private static func appendDigits(_ n: Int, _ width: Int, to out: inout [UInt8]) {
        var digits: [UInt8] = []
        var rest = n
        repeat {
            digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        for _ in digits.count..<max(width, digits.count) { out.append(UInt8(ascii: "0")) }
        out.append(contentsOf: digits.reversed())
    }

    public func rendered() -> String { String(decoding: renderedBytes(), as: UTF8.self) }

    /// The whole message as UTF-8, the bytes a Maildir file or sendmail's standard input gets.
    public func renderedBytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(400 + body.utf8.count + body.utf8.count / 2)
        // Header values never carry a line break: one would let text forge headers.
        func header(_ name: String, _ value: String) {
            out.append(contentsOf: name.utf8)
            out.append(contentsOf: ": ".utf8)
            for b in value.utf8 { out.append(b == 0x0A || b == 0x0D ? 0x20 : b) }
            out.append(0x0A)
        }
        header("From", from)
        header("To", to)
        header("Subject", Self.encodedWord(subject))
        out.append(contentsOf: "Date: ".utf8)
        Self.appendDateHeader(date, offsetSeconds: zone.secondsFromGMT(for: InstantRange.clamp(date)), to: &out)
        out.append(0x0A)
        header("Message-ID", messageID)
        out.append(
            contentsOf: """
                MIME-Version: 1.0
                Content-Type: text/plain; charset=utf-8
                Content-Transfer-Encoding: quoted-printable
                Auto-Submitted: auto-generated

                """.utf8)
        for (name, value) in extraHeaders { header(name, value) }
        out.append(0x0A)
        Self.appendQuotedPrintable(body, to: &out)
        out.append(0x0A)
        return out
    }

    /// ASCII as is; anything else as an RFC 2047 encoded word.
    static func encodedWord(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        return "=?utf-8?B?\(Data(text.utf8).base64EncodedString())?="
    }

    /// RFC 2045 quoted-printable, lines at most 76 characters with soft breaks.
    static func quotedPrintable(_ text: String) -> String {
        var out: [UInt8] = []
        appendQuotedPrintable(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Quoted-printable byte by byte: a line break is LF or CR LF and comes out as LF; a lone CR,
    /// `=`, control and non-ASCII bytes, and a space or tab that ends a line are written `=XX`.
    static func appendQuotedPrintable(_ text: String, to out: inout [UInt8]) {
        let hex = Array("0123456789ABCDEF".utf8)
        let bytes = Array(text.utf8)
        var column = 0
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A || (b == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A) {
                out.append(0x0A)
                column = 0
                i += b == 0x0D ? 2 : 1
                continue
            }
            let endsLine =
                i + 1 == bytes.count || bytes[i + 1] == 0x0A
                || (bytes[i + 1] == 0x0D && i + 2 < bytes.count && bytes[i + 2] == 0x0A)
            let escaped = (b == 0x20 || b == 0x09) && endsLine || b == 0x3D || b > 0x7E || (b < 0x20 && b != 0x09)
            let width = escaped ? 3 : 1
            if column + width > 75 {
                out.append(UInt8(ascii: "="))
                out.append(0x0A)
                column = 0
            }
            if escaped {
                out.append(UInt8(ascii: "="))
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0x0F)])
            } else {
                out.append(b)
            }
            column += width
            i += 1
        }
    }
}
