extension URLSessionHTTPClient {
    /// How an ``URLSessionHTTPClient`` sends requests and how much it accepts.
    public struct Configuration: Sendable, Hashable {
        /// The default User-Agent, `feed/1.0`.
        public static let defaultUserAgent = "feed/1.0"

        /// How long to wait for the server, in whole seconds; at least 1.
        ///
        /// Whole seconds because URLSession on Linux rounds fractions down (0.5 s would fail at once).
        /// It bounds the wait for the response and for each further piece of the body.
        public let timeoutSeconds: Int
        /// The largest body accepted, in bytes; at least 1.
        public let maxResponseBytes: Int
        /// The `User-Agent` header sent with every request.
        public let userAgent: String

        /// Creates a configuration.
        ///
        /// Out-of-range values are raised to the smallest allowed (1 second, 1 byte) rather than trapping.
        ///
        /// - Parameters:
        ///   - timeoutSeconds: How long to wait for the server; 30 s by default.
        ///   - maxResponseBytes: The largest body accepted; 10 MiB by default.
        ///   - userAgent: The `User-Agent` header; ``defaultUserAgent`` by default.
        public init(
            timeoutSeconds: Int = 30,
            maxResponseBytes: Int = 10 * 1024 * 1024,
            userAgent: String = Configuration.defaultUserAgent
        ) {
            self.timeoutSeconds = max(1, timeoutSeconds)
            self.maxResponseBytes = max(1, maxResponseBytes)
            self.userAgent = userAgent
        }
    }
}
