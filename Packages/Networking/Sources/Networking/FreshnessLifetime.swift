import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How long a response says it stays fresh, read from its headers.
///
/// The longest of `Cache-Control: max-age`, `Expires` less the response's `Date`, and `Retry-After`
/// (seconds, or a date less `Date`): each one is a server asking not to be asked again sooner. A
/// date is read only against the response's own `Date`, so a wrong local clock cannot stretch it.
/// Lifetimes are capped at a week, so a typing mistake on a server cannot silence a feed for years.
enum FreshnessLifetime {
    /// The longest lifetime a response may ask for, in seconds.
    static let maximum: TimeInterval = 7 * 24 * 60 * 60
    private static let maximumDigits = 10

    /// The response's lifetime in seconds, or `nil` when its headers ask for none.
    static func seconds(of response: HTTPResponse) -> TimeInterval? {
        let sent = response.value(forHeader: "Date").flatMap(httpDate)
        let lifetimes: [TimeInterval?] = [
            response.value(forHeader: "Cache-Control").flatMap(maxAge),
            sent.flatMap { sent in response.value(forHeader: "Expires").flatMap(httpDate)?.timeIntervalSince(sent) },
            response.value(forHeader: "Retry-After").flatMap { retryAfter($0, sent: sent) },
        ]
        guard let longest = lifetimes.compactMap({ $0 }).max(), longest > 0 else { return nil }
        return min(longest, maximum)
    }

    /// The `max-age` directive's seconds; `nil` when absent, or when `no-store` or `no-cache` forbids reuse.
    static func maxAge(_ header: String) -> TimeInterval? {
        var age: TimeInterval?
        for directive in header.split(separator: ",").prefix(32) {
            let parts = directive.split(separator: "=", maxSplits: 1).map {
                $0.trimmingSpacesAndTabs.lowercased()
            }
            guard let name = parts.first else { continue }
            if name == "no-store" || name == "no-cache" { return nil }
            if name == "max-age", parts.count == 2 { age = seconds(parts[1].trimming { $0 == "\"" }) }
        }
        return age
    }

    private static func retryAfter(_ header: String, sent: Date?) -> TimeInterval? {
        let value = header.trimmingSpacesAndTabs
        if let delay = seconds(value) { return delay }
        guard let sent, let date = httpDate(value) else { return nil }
        return date.timeIntervalSince(sent)
    }

    private static func seconds(_ text: String) -> TimeInterval? {
        guard !text.isEmpty, text.count <= maximumDigits, text.allSatisfy(\.isASCII), let value = Int(text) else {
            return nil
        }
        return TimeInterval(value)
    }

    /// An IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the form HTTP asks servers to send.
    static func httpDate(_ text: String) -> Date? {
        guard text.utf8.count <= 64 else { return nil }
        return IMFFixdate.date(from: text)
    }
}
