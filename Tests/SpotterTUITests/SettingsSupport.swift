import Foundation
import SpotterCore
import SpotterStore

@testable import SpotterTUI

/// The settings panel on the real runner and a real SQLite file: what a test sets in `prefs` is
/// in the file, as if `spotter config set` had run.
///
/// ```swift
/// var store = SettingsStore()
/// var state = store.opened()            // Today, then `s`
/// store.press([.down, .enter], &state)  // Lead time → 15 min before, saved, re-planned
/// store.prefs.leadMinutes               // 15, read back from the file
/// ```
struct SettingsStore {
    let rig = RunnerRig()
    /// Every effect the runner performed, in order.
    private(set) var effects: [Effect] = []

    /// The preferences in the file.
    var prefs: NotificationPreferences {
        get { try! rig.db.preferences() }
        set { try! rig.db.savePreferences(newValue) }
    }

    /// What the delivery check answers, or `nil` for no checker (the page falls back to the plan).
    var report: DeliveryFindings? {
        get { rig.report }
        set { rig.report = newValue }
    }

    /// A loaded Today at `Fixture.t0`, with the panel opened by `s`.
    mutating func opened(width: Int = 80, height: Int = 24, consent: ConsentRecord? = Fixture.declined) -> AppState {
        var state = Fixture.state(width: width, height: height, consent: consent, prefs: prefs)
        press([.char("s")], &state)
        return state
    }

    @discardableResult
    mutating func press(_ keys: [Key], _ state: inout AppState) -> [Effect] {
        var all: [Effect] = []
        for key in keys { all += run(.keyPressed(key), &state) }
        return all
    }

    @discardableResult
    mutating func run(_ action: Action, _ state: inout AppState) -> [Effect] {
        let performed = rig.run(action, &state)
        effects += performed
        return performed
    }

    static func cursor(_ row: SettingRow) -> Int { SettingRow.all.firstIndex(of: row)! }
}

extension Array where Element == Effect {
    var savedPreferences: [String] {
        compactMap {
            if case .store(.savePreference(let key, let value, _)) = $0 { return "\(key)=\(value)" } else { return nil }
        }
    }
}
