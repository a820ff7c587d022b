import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which failures are worth another attempt, and after how long.
///
/// Transient: a 502, 503 or 504, and a connection that closed before the whole response arrived.
/// Never retried: a refused connection (nothing listens; it will not start within seconds), a timeout
/// (the deadline it shares with the retries is spent), any other status (a 4xx will not change), a
/// size limit, a cancellation.
enum RetryPolicy {
    private static let transientStatuses: Set<Int> = [502, 503, 504]
    private static let droppedConnections: Set<String> = [
        HTTPClientError.closedEarly, HTTPClientError.closedWithoutResponse,
    ]

    /// How long to wait before attempt `attempt + 1` after `outcome`, or `nil` when it is not transient.
    ///
    /// Half a second, doubling with each attempt, or the server's `Retry-After` (in seconds) when longer.
    static func delay(after outcome: Result<HTTPResponse, HTTPClientError>, attempt: Int) -> Duration? {
        let backoff = Duration.milliseconds(500) * (1 << min(attempt, 10))
        switch outcome {
        case .success(let response):
            guard transientStatuses.contains(response.statusCode) else { return nil }
            let asked = response.value(forHeader: "Retry-After").flatMap {
                Int($0.trimmingSpacesAndTabs)
            }
            return max(backoff, .seconds(asked ?? 0))
        case .failure(.invalidResponse(_, let reason)) where droppedConnections.contains(reason):
            return backoff
        case .failure:
            return nil
        }
    }
}
