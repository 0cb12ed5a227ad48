import Foundation
import SpotterCore
import SpotterStore
@testable import SpotterTUI

/// A pretend store for the settings panel: answers its effects the way `LiveApp` does, durably at once.
///
/// ```swift
/// var store = SettingsStore()
/// var state = store.opened()            // Today, then `s`
/// store.press([.down, .enter], &state)  // Lead time → 15 min before, saved, re-planned
/// store.prefs.leadMinutes               // 15
/// ```
struct SettingsStore {
    var prefs = NotificationPreferences()
    var themes = ["default", "high-contrast", "light", "mine"]
    /// What the delivery check answers, or `nil` for no checker (the page falls back to the plan).
    var report: [String]?
    /// Every effect the reducer asked for, in order.
    var effects: [Effect] = []

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
        var queue = [action]
        var all: [Effect] = []
        while !queue.isEmpty {
            let produced = Reducer.reduce(&state, queue.removeFirst())
            all += produced
            for effect in produced {
                switch effect {
                case .readSettings:
                    queue.append(.settingsRead(prefs, themes: themes))
                case .checkDelivery:
                    if let report { queue.append(.deliveryChecked(report)) }
                case .savePreference(let key, let value, let zone):
                    do {
                        try PreferenceCatalog.set(key, to: value, in: &prefs, zone: zone)
                        queue.append(.preferenceSaved(prefs))
                    } catch {
                        queue.append(.storeFailed("\(error)"))
                    }
                default: break
                }
            }
        }
        effects += all
        return all
    }

    static func cursor(_ row: SettingRow) -> Int { SettingRow.all.firstIndex(of: row)! }
}

extension Array where Element == Effect {
    var savedPreferences: [String] {
        compactMap { if case .savePreference(let key, let value, _) = $0 { return "\(key)=\(value)" } else { return nil } }
    }
}
