import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterDelivery

@Suite("Mail: the Date header by hand and the message as bytes")
struct MailRenderingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test("the Date header is what DateFormatter wrote, for 62 instants from 1900 to 9999 in 16 zones")
    func dateHeaderAsDateFormatterWroteIt() throws {
        let text = try String(contentsOfFile: Self.fixtures.path + "/mail-date-headers.txt", encoding: .utf8)
        var checked = 0
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ", maxSplits: 2)
            let zone = Zone.named(String(fields[0]))
            let instant = Date(timeIntervalSince1970: try #require(Double(fields[1])))
            #expect(MailMessage.dateHeader(instant, zone) == String(fields[2]), "\(fields[0]) \(fields[1])")
            checked += 1
        }
        #expect(checked == 992)
    }

    @Test("the offset is the zone's at that instant: either side of Berlin's spring change, half hours, seconds")
    func dateHeaderOffsets() {
        let before = ISOInstant.parse("2026-03-29T00:59:59Z")!
        #expect(
            MailMessage.dateHeader(before, Zone.named("Europe/Berlin")) == "Sun, 29 Mar 2026 01:59:59 +0100")
        #expect(
            MailMessage.dateHeader(before.addingTimeInterval(1), Zone.named("Europe/Berlin"))
                == "Sun, 29 Mar 2026 03:00:00 +0200")
        #expect(MailMessage.dateHeader(before, offsetSeconds: -(3 * 3600 + 1800)) == "Sat, 28 Mar 2026 21:29:59 -0330")
        #expect(
            MailMessage.dateHeader(Date(timeIntervalSince1970: 0), offsetSeconds: -2670)
                == "Wed, 31 Dec 1969 23:15:30 -004430")
        #expect(
            MailMessage.dateHeader(Date(timeIntervalSince1970: .nan), offsetSeconds: 0)
                == "Thu, 01 Jan 1970 00:00:00 +0000")
    }

    @Test("the whole message, header by header, then the quoted-printable body")
    func wholeMessage() {
        let m = MailMessage(
            from: "spotter@club.example", to: "ana@example.org", subject: "Día: Easy run, 5 km",
            body: "Easy run, 5 km\nPace 6:00–6:30/km \n\nOpen it in Spotter: spotter open day/2026-12-01\n",
            date: ISOInstant.parse("2026-12-01T08:30:00Z")!, zone: Zone.named("Atlantic/Azores"),
            messageID: "<todays-workout.2026-12-01.a1@club.example>",
            extraHeaders: [("X-Spotter-Route", "day/2026-12-01\r\nBcc: x@y.z")])
        let expected = """
            From: spotter@club.example
            To: ana@example.org
            Subject: =?utf-8?B?RMOtYTogRWFzeSBydW4sIDUga20=?=
            Date: Tue, 01 Dec 2026 07:30:00 -0100
            Message-ID: <todays-workout.2026-12-01.a1@club.example>
            MIME-Version: 1.0
            Content-Type: text/plain; charset=utf-8
            Content-Transfer-Encoding: quoted-printable
            Auto-Submitted: auto-generated
            X-Spotter-Route: day/2026-12-01  Bcc: x@y.z

            Easy run, 5 km
            Pace 6:00=E2=80=936:30/km=20

            Open it in Spotter: spotter open day/2026-12-01


            """
        #expect(m.rendered() == expected)
        #expect(m.renderedBytes() == Array(expected.utf8))
    }

    @Test("quoted-printable: soft breaks keep lines to 76, escapes are never split, CR LF is a line break")
    func quotedPrintable() {
        #expect(MailMessage.quotedPrintable(String(repeating: "a", count: 75)) == String(repeating: "a", count: 75))
        #expect(
            MailMessage.quotedPrintable(String(repeating: "a", count: 76))
                == String(repeating: "a", count: 75) + "=\na")
        // An escape that would pass column 75 moves whole to the next line.
        #expect(
            MailMessage.quotedPrintable(String(repeating: "a", count: 73) + "é")
                == String(repeating: "a", count: 73) + "=\n=C3=A9")
        #expect(MailMessage.quotedPrintable("a=b\tc \r\nd\te\t\rf\r") == "a=3Db\tc=20\nd\te\t=0Df=0D")
        // A CR before a CR LF is a lone CR: escaped, and the line still breaks.
        #expect(MailMessage.quotedPrintable("x\r\r\ny") == "x=0D\ny")
        #expect(MailMessage.quotedPrintable("") == "")
        #expect(MailMessage.quotedPrintable("\n\n") == "\n\n")
        let long = MailMessage.quotedPrintable(String(repeating: "ä b ", count: 100))
        #expect(long.split(separator: "\n").allSatisfy { $0.count <= 76 })
    }

    @Test("the Message-ID keeps ASCII letters, digits, - and . and writes one _ for any other character")
    func messageID() {
        let day = Occasion.day(.todaysWorkout, LocalDate(iso: "2026-12-01")!)
        #expect(
            MailMessage.messageID(for: day, userId: "a1.B-2", from: "club@mail.example")
                == "<todays-workout.2026-12-01.a1.B-2@mail.example>")
        #expect(
            MailMessage.messageID(for: day, userId: "a b/c_d", from: "x") == "<todays-workout.2026-12-01.a_b_c_d@x>")
        #expect(MailMessage.messageID(for: day, userId: "Zoë👍🏽", from: "x@y") == "<todays-workout.2026-12-01.Zo__@y>")
        #expect(
            MailMessage.messageID(for: day, userId: "a\r\nb@[z]", from: "x@y")
                == "<todays-workout.2026-12-01.a_b__z_@y>")
    }
}
