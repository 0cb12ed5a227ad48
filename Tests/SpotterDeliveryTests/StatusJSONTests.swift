import Foundation
import Testing

@testable import SpotterDelivery

@Suite("Status JSON: what waybar reads every second")
struct StatusJSONTests {
    private func line(_ text: String, class cls: String, rest: Int?) -> LiveStatusLine {
        LiveStatusLine(
            text: text, tooltip: text, class: cls, restSeconds: rest, title: "Push", detail: "", workoutId: "w1",
            changesAt: nil)
    }

    @Test("keys sorted, the rest in whole seconds, and nothing but the four keys bars read")
    func shape() {
        #expect(
            line("Push · 24:13 · rest 01:12", class: "resting", rest: 72).json
                == #"{"class":"resting","rest_seconds":72,"text":"Push · 24:13 · rest 01:12","tooltip":"Push · 24:13 · rest 01:12"}"#
        )
        #expect(LiveStatusLine.idle.json == #"{"class":"idle","text":"","tooltip":"no workout in progress"}"#)
    }

    @Test("quotes, backslashes and control characters from a workout's name stay inside their string")
    func escaping() throws {
        let name = "Push \"heavy\" \\ day\u{1B}]2;x\u{07}\n"
        let json = line(name, class: "training", rest: nil).json
        #expect(!json.unicodeScalars.contains { $0.value < 0x20 })
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["text"] as? String == name)
        #expect(object?["tooltip"] as? String == name)
        #expect(object?["class"] as? String == "training")
        #expect(object?["rest_seconds"] == nil)
        #expect(object?.count == 3)
    }
}
