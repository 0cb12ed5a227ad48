import Foundation
import SpotterCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Publishes to an ntfy topic: HTTP POST to the topic URL, the body as the message, the title
/// and priority as headers (ntfy's publish format).
///
/// ```swift
/// NtfyChannel(url: URL(string: "http://127.0.0.1:8080/spotter")!).push(message)  // .delivered("HTTP 200")
/// ```
/// HTTP 404 and 410 mean the topic is gone (dead); 401 and 403 are configuration; 429 and 5xx,
/// refused connections and timeouts may pass. The route goes in `X-Spotter-Route` only as a
/// screen name from the fixed list; nothing in it is ever a URL or a command.
public struct NtfyChannel: PushChannel {
    public var url: URL
    public var timeout: TimeInterval

    public init(url: URL, timeout: TimeInterval = 15) {
        self.url = url
        self.timeout = timeout
    }

    public func push(_ message: PushMessage) -> SendOutcome {
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.httpBody = Data(message.body.utf8)
        request.setValue(MailMessage.encodedWord(message.title), forHTTPHeaderField: "Title")
        request.setValue(message.kind == .stillTime ? "4" : "3", forHTTPHeaderField: "Priority")
        request.setValue("spotter,\(message.kind.rawValue)", forHTTPHeaderField: "Tags")
        request.setValue(message.route.path, forHTTPHeaderField: "X-Spotter-Route")
        request.setValue("text/plain; charset=utf-8", forHTTPHeaderField: "Content-Type")

        let result = Self.perform(request, timeout: timeout)
        switch result {
        case .failure(let error): return Self.outcome(error)
        case .success(let status): return Self.outcome(status: status)
        }
    }

    static func outcome(status: Int) -> SendOutcome {
        switch status {
        case 200..<300: return .delivered("HTTP \(status)")
        case 404, 410: return .dead("HTTP \(status)")
        case 401, 403: return .configuration("HTTP \(status)")
        case 429, 500..<600: return .transient("HTTP \(status)")
        default: return .permanent("HTTP \(status)")
        }
    }

    static func outcome(_ error: Error) -> SendOutcome {
        if let e = error as? URLError {
            switch e.code {
            case .unsupportedURL, .badURL: return .configuration(e.localizedDescription)
            default: return .transient("\(e.code.rawValue): \(e.localizedDescription)")
            }
        }
        return .transient(error.localizedDescription)
    }

    /// One request, waited for: the pass is a short-lived command, so blocking is what it wants.
    static func perform(_ request: URLRequest, timeout: TimeInterval) -> Result<Int, Error> {
        final class Box: @unchecked Sendable {
            var result: Result<Int, Error> = .failure(URLError(.timedOut))
        }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        FoundationStores.offDisk
        // Not `.ephemeral`: on Linux it makes a URL cache of its own, with a folder under ~/.cache.
        let config = URLSessionConfiguration.default
        config.timeoutIntervalForRequest = timeout
        config.timeoutIntervalForResource = timeout
        // Nothing kept between pushes: no cache, no cookies, no credentials.
        config.urlCache = nil
        config.requestCachePolicy = .reloadIgnoringLocalCacheData
        config.httpCookieStorage = nil
        config.httpShouldSetCookies = false
        config.httpCookieAcceptPolicy = .never
        config.urlCredentialStorage = nil
        let session = URLSession(configuration: config)
        let task = session.dataTask(with: request) { _, response, error in
            if let error {
                box.result = .failure(error)
            } else if let http = response as? HTTPURLResponse {
                box.result = .success(http.statusCode)
            } else {
                box.result = .failure(URLError(.badServerResponse))
            }
            done.signal()
        }
        task.resume()
        if done.wait(timeout: .now() + timeout + 5) == .timedOut {
            task.cancel()
            session.invalidateAndCancel()
            return .failure(URLError(.timedOut))
        }
        session.finishTasksAndInvalidate()
        return box.result
    }
}
