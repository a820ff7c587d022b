/// How an ``HTTPClient`` sends requests and how much one request may receive and spend.
public struct HTTPClientConfiguration: Sendable, Hashable {
    /// The default User-Agent, `feed/1.0`.
    public static let defaultUserAgent = "feed/1.0"

    /// The whole request's deadline, in whole seconds, at least 1: connecting, redirects, the head and
    /// every byte of the body must be over by then.
    public let timeoutSeconds: Int
    /// The largest body accepted, in bytes (decoded bytes when the transport decompresses); 1 to 1 TiB.
    public let maxResponseBytes: Int
    /// The `User-Agent` header sent with every request.
    public let userAgent: String
    /// How many requests one client has in flight at most, 1 to 64, and how many connections it keeps open
    /// at most, to one host or in all; the other requests wait their turn.
    public let maxConcurrentRequests: Int
    /// How many times a transient failure (502, 503, 504, a dropped connection) is tried again, 0 to 5,
    /// with a growing pause, within the same deadline.
    public let maxRetries: Int
    /// A file of CA certificates trusted besides the system's (PEM), or `nil` for the system's alone.
    public let caFile: String?
    /// The proxies requests go through.
    public let proxies: ProxyEnvironment

    /// Creates a configuration.
    ///
    /// Out-of-range values are moved to the nearest allowed rather than trapping.
    ///
    /// - Parameters:
    ///   - timeoutSeconds: The whole request's deadline; 30 s by default.
    ///   - maxResponseBytes: The largest body accepted; 10 MiB by default.
    ///   - userAgent: The `User-Agent` header; ``defaultUserAgent`` by default.
    ///   - maxConcurrentRequests: Requests in flight at most; 8 by default, kept within 1...64.
    ///   - maxRetries: Further attempts after a transient failure; 2 by default, kept within 0...5.
    ///   - caFile: A PEM file of CA certificates to trust besides the system's; none by default.
    ///   - proxies: The proxy variables; the process environment's by default.
    public init(
        timeoutSeconds: Int = 30,
        maxResponseBytes: Int = 10 * 1024 * 1024,
        userAgent: String = HTTPClientConfiguration.defaultUserAgent,
        maxConcurrentRequests: Int = 8,
        maxRetries: Int = 2,
        caFile: String? = nil,
        proxies: ProxyEnvironment = ProxyEnvironment()
    ) {
        self.timeoutSeconds = max(1, timeoutSeconds)
        self.maxResponseBytes = min(1 << 40, max(1, maxResponseBytes))
        self.userAgent = userAgent
        self.maxConcurrentRequests = min(64, max(1, maxConcurrentRequests))
        self.maxRetries = min(5, max(0, maxRetries))
        self.caFile = caFile
        self.proxies = proxies
    }

    /// A limit set for one request to `host` starting now.
    func limits(host: String) -> TransferLimits {
        TransferLimits(
            maxBytes: maxResponseBytes,
            timeoutSeconds: timeoutSeconds,
            host: host,
            deadline: .now + .seconds(timeoutSeconds)
        )
    }
}
