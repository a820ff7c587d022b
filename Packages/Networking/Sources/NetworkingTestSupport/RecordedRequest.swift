/// A request a ``LoopbackHTTPServer`` received, for assertions.
public struct RecordedRequest: Sendable, Hashable {
    /// The method, such as `GET`.
    public let method: String
    /// The request target as sent: the path and any query, such as `/feed?page=2`.
    public let path: String
    /// The headers, with the names as the client spelled them.
    public let headers: [String: String]

    /// Creates a record.
    public init(method: String, path: String, headers: [String: String]) {
        self.method = method
        self.path = path
        self.headers = headers
    }

    /// The value of the header named `name`, whatever its case; `nil` when absent.
    public func value(forHeader name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }
}
