import FoundationEssentials
import SpotterCLIKit
import SpotterCore

/// `--now`'s value: an instant with its offset (`ISOInstant`), the one reading every command's
/// `--now` goes through.
///
/// ```swift
/// let now = try arguments.now(Arg.now, default: context.now)
/// // --now 2026-12-01: "--now takes an instant with its offset, e.g. 2026-12-01T19:30:00-05:00"
/// ```
struct InstantArgument: ArgumentValue {
    let date: Date

    init?(argument: String) {
        guard let date = ISOInstant.parse(argument) else { return nil }
        self.date = date
    }

    static let expectation = "an instant with its offset, e.g. 2026-12-01T19:30:00-05:00"
}

/// How long a claim protects a send in progress (`--lease`): whole seconds, up to a day.
struct LeaseSeconds: ArgumentValue {
    let seconds: Int

    init?(argument: String) {
        guard let seconds = Int(argument), (1...86400).contains(seconds) else { return nil }
        self.seconds = seconds
    }

    static let expectation = "seconds from 1 to 86400"
}

extension ParsedArguments {
    /// The instant `--now` names, or `value` when it is not given.
    func now(_ option: Option, default value: Date) throws -> Date {
        try self.value(option, as: InstantArgument.self)?.date ?? value
    }
}

/// The bounds of a ``WholeNumber`` option: `enum Workers: WholeNumberRange { static let range = 1...64 }`.
protocol WholeNumberRange {
    static var range: ClosedRange<Int> { get }
}

/// A whole number within `Bounds.range`, in digits (`--workers 4`).
///
/// ```swift
/// try arguments.value(Arg.workers, as: WholeNumber<Workers>.self)?.value  // 4
/// // --workers 0: "--workers takes 1 to 64"
/// ```
struct WholeNumber<Bounds: WholeNumberRange>: ArgumentValue {
    let value: Int

    init?(argument: String) {
        guard let value = Int(argument), Bounds.range.contains(value) else { return nil }
        self.value = value
    }

    static var expectation: String { "\(Bounds.range.lowerBound) to \(Bounds.range.upperBound)" }
}

/// `--unit kg|lb`: a weight unit by its name.
extension WeightUnit: ArgumentValue {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static let expectation = "kg or lb"
}

/// `spotter import --from APP`: whose export a file is.
extension ImportSource: ArgumentValue {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static let expectation = "spotter, strong, hevy, fitnotes or liftosaur"
}

/// A DATE argument: `YYYY-MM-DD`, or `today`, the day the command runs in the user's zone.
///
/// ```swift
/// try arguments.value(Arg.date, as: DayArgument.self).day(today: today)
/// // DATE 2026-13-01: "DATE takes a date YYYY-MM-DD, or today"
/// ```
enum DayArgument: ArgumentValue {
    case today
    case day(LocalDate)

    init?(argument: String) {
        if argument == "today" {
            self = .today
        } else if let day = LocalDate(iso: argument) {
            self = .day(day)
        } else {
            return nil
        }
    }

    static let expectation = "a date YYYY-MM-DD, or today"

    /// The day it names, `today` being the one given.
    func day(today: LocalDate) -> LocalDate {
        switch self {
        case .today: today
        case .day(let day): day
        }
    }
}

/// What a `list` subcommand names its records by, for an ``ListedID``'s refusal.
protocol IDListing {
    /// `an endpoint's id (spotter endpoint list shows them)`.
    static var expectation: String { get }
}

/// An id a `list` subcommand shows: a whole number from 1 (`spotter overlay remove 3`).
///
/// ```swift
/// try arguments.value(Arg.id, as: ListedID<Overlays>.self).value   // 3
/// // remove x: "ID takes an overlay's id, a whole number (spotter overlay list shows them)"
/// ```
/// Whether a record has that id is the store's question, asked after the parse.
struct ListedID<Listing: IDListing>: ArgumentValue {
    let value: Int

    init?(argument: String) {
        guard let value = Int(argument), value >= 1 else { return nil }
        self.value = value
    }

    static var expectation: String { Listing.expectation }
}

/// `spotter pause LENGTH`: a length (`3d`, `1w`), or `off` (also `resume`) to end a pause now.
///
/// ```swift
/// PauseArgument(argument: "1w")    // .length(.week)
/// PauseArgument(argument: "2d")    // nil: "LENGTH takes 3d, 1w or off"
/// ```
enum PauseArgument: ArgumentValue {
    case off
    case length(PauseLength)

    init?(argument: String) {
        if argument == "off" || argument == "resume" {
            self = .off
        } else if let length = PauseLength(rawValue: argument) {
            self = .length(length)
        } else {
            return nil
        }
    }

    static var expectation: String {
        ArgumentError.list(PauseLength.allCases.map(\.rawValue) + ["off"])
    }
}

/// `spotter fire --at EPOCH`: the instant a timer was set for, in Unix seconds.
///
/// ```swift
/// try arguments.value(Arg.at, as: EpochArgument.self)?.date   // 2026-12-01 07:00 UTC for 1796119200
/// // --at nan: "--at takes Unix seconds of the years 1 to 9999, such as 1796119200"
/// ```
struct EpochArgument: ArgumentValue {
    let date: Date

    init?(argument: String) {
        // NaN would pass every comparison the fire-time check makes with it.
        guard let epoch = Double(argument), InstantRange.contains(Date(timeIntervalSince1970: epoch)) else {
            return nil
        }
        date = Date(timeIntervalSince1970: epoch)
    }

    static let expectation = "Unix seconds of the years 1 to 9999, such as 1796119200"
}

/// A duration in seconds, 0 or more (`--wait 30`, `--wait 0.5`).
struct SecondsArgument: ArgumentValue {
    let seconds: Double

    init?(argument: String) {
        guard let seconds = Double(argument), seconds >= 0, seconds.isFinite else { return nil }
        self.seconds = seconds
    }

    static let expectation = "seconds, 0 or more, e.g. 30"
}
