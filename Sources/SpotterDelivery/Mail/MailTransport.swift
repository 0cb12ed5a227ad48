import SpotterStore

/// Where a finished message goes: a sendmail-compatible command, or a Maildir.
public protocol MailTransport {
    func send(_ message: MailMessage) -> SendOutcome

    /// Sends `message` as the one message of `key`. A transport that names what it delivers
    /// (a Maildir) delivers each key at most once; the others send it as `send(_:)` does.
    ///
    /// ```swift
    /// maildir.send(message, once: key)   // .delivered("new/a7=2Email….spotter")
    /// maildir.send(message, once: key)   // .delivered("… already in new/"): no second file
    /// ```
    func send(_ message: MailMessage, once key: ClaimKey) -> SendOutcome

    /// Whether delivering a key again can never make a second message, so a claim may be
    /// settled some time after its send (a pass killed between the two repeats nothing).
    var deliversOnce: Bool { get }

    /// Those of `keys` already delivered (in a Maildir: in `new/`, or read into `cur/`).
    func delivered(_ keys: [ClaimKey]) -> Set<ClaimKey>

    /// Makes what was delivered so far durable, before the claims are settled as sent: a Maildir
    /// that does not sync `new/` after each message (`syncsEachMessage` off) syncs it once here.
    func makeDurable()
}

extension MailTransport {
    public func send(_ message: MailMessage, once key: ClaimKey) -> SendOutcome { send(message) }
    public var deliversOnce: Bool { false }
    public func delivered(_ keys: [ClaimKey]) -> Set<ClaimKey> { [] }
    public func makeDurable() {}
}
