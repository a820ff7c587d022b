import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Words a `FeedLoadingError` for a person: what failed, where, and what to try.
///
/// Messages have two parts. The ``reason(for:feedURL:)`` says what went wrong and where, in one sentence;
/// it is also what the origin line shows when a cached copy is served instead ("Couldn't connect to
/// example.org. Showing the copy saved 2 days ago."). The ``advice(for:)`` says what to try, when there
/// is something to try. ``message(for:feedURL:)`` joins them for a feed that could not be shown at all.
public enum FeedErrorMessage {
    /// The full message for a feed that could not be shown: the reason, then the advice.
    ///
    /// - Parameters:
    ///   - error: Why the feed could not be loaded.
    ///   - feedURL: The feed's address, named in messages whose error does not say where.
    public static func message(for error: FeedLoadingError, feedURL: URL? = nil) -> String {
        [reason(for: error, feedURL: feedURL), advice(for: error)].compactMap { $0 }.joined(separator: " ")
    }

    /// What went wrong and where, as one sentence ending in a full stop.
    public static func reason(for error: FeedLoadingError, feedURL: URL? = nil) -> String {
        let place = feedURL.map { " at \($0.displayAddress)" } ?? ""
        switch error {
        case .cannotConnect(let host):
            return "Couldn't connect to \(host)."
        case .timedOut(let host, let seconds):
            return "\(host) did not answer within \(seconds) \(seconds == 1 ? "second" : "seconds")."
        case .httpStatus(let code, let host):
            return "\(host) answered HTTP \(code)\(statusMeaning(code))."
        case .unreadableResponse(let host, let reason):
            return "\(host) sent an answer the reader cannot read: \(reason)."
        case .tooLarge(let limit):
            return "The feed\(place) is larger than the limit of \(byteCount(limit))."
        case .malformed(let reason, let line, let column):
            return "The feed\(place) is not valid\(position(line: line, column: column)): \(reason)."
        case .notAFeed(let reason):
            return "There is no feed\(place) (\(reason))."
        case .webPage(let feeds):
            let list = feeds.map(\.absoluteString).joined(separator: ", ")
            return "\(feedURL.map { "\($0.displayAddress) is" } ?? "This is") a web page that offers "
                + "\(feeds.count == 1 ? "a feed" : "\(feeds.count) feeds"): \(list)."
        case .notCached:
            return "Nothing is saved offline for \(feedURL?.displayAddress ?? "this feed") yet."
        case .fileNotFound(let path):
            return "There is no file at \(path)."
        case .fileNotReadable(let path):
            return "The file at \(path) cannot be read."
        case .cache(let error):
            return CacheErrorMessage.reason(for: error)
        case .untrustedCertificate(let host, let reason):
            return "The certificate of \(host) \(reason)."
        case .proxyFailed(let proxy, let reason):
            return "The proxy at \(proxy) \(reason)."
        case .invalidAddress(let address):
            return "\"\(address)\" is not an address the reader can load."
        case .cancelled:
            return "Loading the feed\(place) was cancelled."
        case .unexpected(let details):
            return "Something unexpected went wrong\(place): \(details)."
        }
    }

    /// What a person can try, or `nil` when there is nothing to do.
    public static func advice(for error: FeedLoadingError) -> String? {
        switch error {
        case .cannotConnect:
            "Check the address and your connection, or try again later."
        case .timedOut:
            "Try again later, or allow it more time."
        case .httpStatus(let code, _):
            statusAdvice(code)
        case .unreadableResponse:
            "The server is at fault: try again later, or tell whoever runs it."
        case .tooLarge:
            "Check that the address points at a feed, or raise the size limit."
        case .malformed:
            "Check that the address points at the feed itself; if it does, the publisher has to fix it."
        case .notAFeed:
            "Check the address: it should point at the RSS, Atom or JSON feed, not at a web page."
        case .webPage(let feeds):
            "Read or add \(feeds.count == 1 ? "it" : "one of them") (feed add \(feeds.first?.absoluteString ?? "URL"))."
        case .cancelled:
            nil
        case .notCached:
            "Read it once while online."
        case .fileNotFound:
            "Check the path."
        case .fileNotReadable:
            "Check its permissions."
        case .cache(let error):
            CacheErrorMessage.advice(for: error)
        case .untrustedCertificate:
            "If a proxy on your network inspects TLS, give its CA with --ca-file PATH (or FEED_CA_FILE)."
        case .proxyFailed:
            "Check the proxy variables (https_proxy, http_proxy, all_proxy, no_proxy), or try again later."
        case .invalidAddress:
            "Use an http(s) URL, a file URL or a path."
        case .unexpected:
            "Try again; if it keeps happening, report this message."
        }
    }

    private static func statusMeaning(_ code: Int) -> String {
        switch code {
        case 401, 403: " (access denied)"
        case 404, 410: " (not found)"
        case 429: " (too many requests)"
        case 500...599: " (a server error)"
        default: ""
        }
    }

    private static func statusAdvice(_ code: Int) -> String {
        switch code {
        case 401, 403: "The feed may need a login."
        case 404, 410: "Check the address; the feed may have moved."
        case 429: "Wait a while before trying again."
        case 500...599: "Try again later."
        default: "Check the address, or try again later."
        }
    }

    private static func position(line: Int?, column: Int?) -> String {
        switch (line, column) {
        case (let line?, let column?): " (line \(line), column \(column))"
        case (let line?, nil): " (line \(line))"
        default: ""
        }
    }

    /// The limit as it was set, so the number agrees with the setting: "10 MiB", "512 KiB", "1000 bytes".
    private static func byteCount(_ bytes: Int) -> String {
        let mebibyte = 1024 * 1024
        if bytes >= mebibyte, bytes % mebibyte == 0 { return "\(bytes / mebibyte) MiB" }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KiB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
