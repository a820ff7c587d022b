extension ImageLoadingError: CustomStringConvertible {
    /// What failed, in a few words, for logs and developers.
    public var description: String {
        switch self {
        case .cannotConnect(let host): "cannot connect to \(host)"
        case .timedOut(let host, let seconds): "\(host) timed out after \(seconds) s"
        case .httpStatus(let code, let host): "\(host) answered HTTP \(code)"
        case .unreadableResponse(let host, let reason): "unreadable response from \(host): \(reason)"
        case .tooLarge(let limit): "larger than \(limit) bytes"
        case .empty(let url): "the image at \(url.absoluteString) is empty"
        case .untrustedCertificate(let host, let reason): "the certificate of \(host) \(reason)"
        case .proxyFailed(let proxy, let reason): "the proxy at \(proxy) \(reason)"
        case .invalidAddress(let address): "invalid address \"\(address)\""
        case .notCached: "not cached"
        case .cache(let error): error.description
        case .cancelled: "cancelled"
        case .unexpected(let details): "unexpected: \(details)"
        }
    }
}
