import Foundation
import SpotterDelivery

extension CommandContext {
    /// The delivery side (outbox, scheduler, notifiers) on this command's database and clock.
    func deliveryService() throws -> DeliveryService {
        DeliveryService(db: try openDatabase(), paths: paths, environment: environment, zone: zone, clock: { [self] in now })
    }
}

/// Reads `--name VALUE` / `--name=VALUE` and bare flags out of an argument list.
struct DeliveryOptions {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positional: [String] = []

    init(_ arguments: [String], valued: Set<String>, flags allowed: Set<String>) throws {
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a.hasPrefix("--") {
                let parts = a.split(separator: "=", maxSplits: 1).map(String.init)
                let name = parts[0]
                if valued.contains(name) {
                    if parts.count == 2 {
                        values[name] = parts[1]
                    } else {
                        guard i + 1 < arguments.count else { throw UsageError("\(name) needs a value") }
                        values[name] = arguments[i + 1]
                        i += 1
                    }
                } else if allowed.contains(name) {
                    flags.insert(name)
                } else {
                    throw UsageError("unknown option \(name)")
                }
            } else {
                positional.append(a)
            }
            i += 1
        }
    }

    func seconds(_ name: String, default value: Double) throws -> Double {
        guard let text = values[name] else { return value }
        guard let v = Double(text), v >= 0 else { throw UsageError("\(name) takes seconds, e.g. \(name) 30") }
        return v
    }
}
