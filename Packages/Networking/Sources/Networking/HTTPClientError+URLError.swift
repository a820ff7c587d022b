import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension HTTPClientError {
    /// Says what a URLSession failure means, naming the host, the timeout and the limit that applied.
    init(_ error: any Error, limits: TransferLimits) {
        let host = limits.host
        guard let error = error as? URLError else {
            self = .other("the request to \(host) failed: \(error.localizedDescription)")
            return
        }
        switch error.code {
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
            .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            self = .cannotConnect(host: host)
        case .timedOut:
            self = .timedOut(host: host, seconds: limits.timeoutSeconds)
        case .cancelled:
            self = .cancelled
        case .dataLengthExceedsMaximum:
            self = .tooLarge(limit: limits.maxBytes)
        case .unsupportedURL, .badURL:
            self = .unsupportedURL(error.failingURL?.absoluteString ?? host)
        case .networkConnectionLost:
            self = .invalidResponse(host: host, reason: "the connection closed before the whole response arrived")
        case .badServerResponse:
            self = .invalidResponse(host: host, reason: "no HTTP response arrived before the connection closed")
        case .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource:
            self = .invalidResponse(host: host, reason: "the response was not valid HTTP (\(error.code.rawValue))")
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            self = .invalidResponse(host: host, reason: "the redirects did not lead to a document")
        case .unknown:
            // On Linux this is how URLSession reports what curl could not read: a head larger than its
            // limit, a negative Content-Length, a garbled status line.
            self = .invalidResponse(host: host, reason: "its head could not be read (malformed or too large)")
        default:
            self = .other(
                "the request to \(host) failed for a reason the system names only by the number \(error.code.rawValue)")
        }
    }
}
