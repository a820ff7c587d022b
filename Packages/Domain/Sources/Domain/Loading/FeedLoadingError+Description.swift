extension FeedLoadingError: CustomStringConvertible {
    /// What failed, in a few words, for logs and developers; Presentation words it for a person.
    public var description: String {
        switch self {
        case .cannotConnect(let host): "cannot connect to \(host)"
        case .timedOut(let host, let seconds): "\(host) timed out after \(seconds) s"
        case .httpStatus(let code, let host): "\(host) answered HTTP \(code)"
        case .unreadableResponse(let host, let reason): "unreadable response from \(host): \(reason)"
        case .tooLarge(let limit): "larger than \(limit) bytes"
        case .malformed(let reason, let line, let column):
            "malformed\(line.map { " at \($0)" } ?? "")\(column.map { ":\($0)" } ?? ""): \(reason)"
        case .notAFeed(let reason): "not a feed: \(reason)"
        case .webPage(let feeds): "a web page offering \(feeds.map(\.absoluteString).joined(separator: ", "))"
        case .notCached: "not cached"
        case .fileNotFound(let path): "no file at \(path)"
        case .fileNotReadable(let path): "cannot read \(path)"
        case .cache(let error): error.description
        case .untrustedCertificate(let host, let reason): "the certificate of \(host) \(reason)"
        case .proxyFailed(let proxy, let reason): "the proxy at \(proxy) \(reason)"
        case .invalidAddress(let address): "invalid address \"\(address)\""
        case .cancelled: "cancelled"
        case .unexpected(let details): "unexpected: \(details)"
        }
    }
}
