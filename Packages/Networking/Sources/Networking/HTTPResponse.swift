#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A complete HTTP response: where it came from, its status, headers and body.
///
/// Header names are looked up case-insensitively with ``value(forHeader:)``, as HTTP requires.
public struct HTTPResponse: Sendable, Hashable {
    /// The address that answered, after any redirects.
    public let url: URL
    /// The HTTP status code (200 for a file read by ``FileHTTPClient``).
    public let statusCode: Int
    /// The response headers, with the names as the server spelled them.
    public let headers: [String: String]
    /// The body, read in full.
    public let body: Data
    /// Where the requested address has moved for good: the end of the permanent redirects (301, 308)
    /// that came first; `nil` when there was none or the first redirect was temporary.
    ///
    /// A subscription can be updated to it; ``url`` is where the body came from, after every redirect.
    public let permanentRedirectURL: URL?

    /// Creates a response.
    public init(
        url: URL,
        statusCode: Int,
        headers: [String: String] = [:],
        body: Data = Data(),
        permanentRedirectURL: URL? = nil
    ) {
        self.url = url
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.permanentRedirectURL = permanentRedirectURL
    }

    /// The value of the header named `name`, whatever its case; `nil` when absent.
    public func value(forHeader name: String) -> String? {
        if let exact = headers[name] { return exact }
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }

    /// Whether the status is a success (2xx).
    public var isSuccess: Bool { (200...299).contains(statusCode) }

    /// The `Content-Type` header, if the server sent one.
    public var contentType: String? { value(forHeader: "Content-Type") }

    /// The host that answered, or the whole address when it has no host (a file).
    public var host: String { url.host ?? url.absoluteString }
}
