/// Where a finished message goes: a sendmail-compatible command, or a Maildir.
public protocol MailTransport {
    func send(_ message: MailMessage) -> SendOutcome
}
