import FoundationEssentials
import SpotterCore
import SpotterDelivery
import SpotterSystem

/// Reads an athletes file: a header line, then one athlete a line.
///
/// ```
/// id,email,zone,plan,preferences
/// ana,ana@example.org,Europe/Berlin,plans/10k.txt,quiet-hours=off
/// ben,ben@example.org,America/Bogota,,still-time-at=20:00;week-in-review=off
/// ```
/// `plan` is a plan file (relative to the athletes file) or empty, read and parsed once however
/// many athletes share it; `preferences` is `key=value` pairs joined by `;`; `endpoints` (if
/// given) is ntfy topic URLs joined by `;`. Fields hold no commas (no quoting). Every mistake is
/// `FILE:LINE: what`, and nothing is returned, so an import is all or nothing.
public enum AthletesFile {
    public static let header = ["id", "email", "zone", "plan", "preferences", "endpoints"]

    /// Reads the file, with zones from `zones` and each plan file's text from `readPlan`.
    public static func parse(
        _ text: String, file: String, zones: Zone.Lookup, readPlan: (String) throws -> String
    ) throws -> [Athlete] {
        var athletes: [Athlete] = []
        var seen: [String: Int] = [:]
        var planTexts: [String: String] = [:]
        let lines = SourceText.lines(text)
        func fail(_ line: Int, _ message: String) -> ClubError { .invalid("\(file):\(line): \(message)") }
        guard let first = lines.first,
            first.split(separator: ",", omittingEmptySubsequences: false).map({
                $0.trimmingWhitespace().lowercased()
            })
            .starts(with: header.prefix(3))
        else { throw fail(1, "the first line must be the header \(header.joined(separator: ","))") }
        for (index, raw) in lines.enumerated().dropFirst() {
            let n = index + 1
            let line = raw.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingWhitespace()
            }
            guard (3...6).contains(fields.count) else {
                throw fail(n, "expected 3 to 6 fields (\(header.joined(separator: ","))), got \(fields.count)")
            }
            if let earlier = seen[fields[0]] {
                throw fail(n, "athlete \"\(fields[0])\" is listed already on line \(earlier)")
            }
            var planText: String?
            let planPath = fields.count > 3 ? fields[3] : ""
            if !planPath.isEmpty {
                if let cached = planTexts[planPath] {
                    planText = cached
                } else {
                    do { planText = try readPlan(planPath) } catch {
                        throw fail(n, "cannot read plan \(planPath): \(FailureReason.text(error))")
                    }
                    do { _ = try PlanFile.parse(planText ?? "", file: planPath) } catch { throw fail(n, "\(error)") }
                    planTexts[planPath] = planText
                }
            }
            var prefs: [String: String] = [:]
            if fields.count > 4 {
                for pair in fields[4].split(separator: ";") {
                    guard let eq = pair.firstIndex(of: "=") else {
                        throw fail(n, "preference \"\(pair)\" is not key=value")
                    }
                    prefs[pair[..<eq].trimmingWhitespace()] = pair[pair.index(after: eq)...]
                        .trimmingWhitespace()
                }
            }
            var endpoints: [String] = []
            if fields.count > 5 {
                for address in fields[5].split(separator: ";") {
                    do { endpoints.append(try NtfyAddress.validate(address.trimmingWhitespace()).absoluteString) } catch
                    {
                        throw fail(n, "\(error)")
                    }
                }
            }
            do {
                var athlete = try Athlete.validated(
                    id: fields[0], email: fields[1], zone: fields[2], planText: planText, preferences: prefs,
                    source: planPath, zones: zones, planChecked: true)
                athlete.endpoints = endpoints
                athletes.append(athlete)
            } catch let e as ClubError {
                throw fail(n, e.description)
            } catch {
                throw fail(n, "\(error)")
            }
            seen[fields[0]] = n
        }
        return athletes
    }
}
