import CCurl

extension HTTPClientError {
    /// Says what libcurl's `curlCode` means for `transfer`, naming the host, the proxy, the limit or the
    /// certificate's fault; `message` is libcurl's own sentence, kept only where nothing better is known.
    init(curlCode: Int32, message: String, transfer: CurlTransfer, received: Int) {
        let limits = transfer.limits
        let host = limits.host
        switch curlCode {
        case CCURLE_COULDNT_RESOLVE_HOST:
            self = .cannotConnect(host: host)
        case CCURLE_COULDNT_CONNECT:
            if let proxy = transfer.proxy {
                self = .proxyFailed(proxy: proxy, reason: "could not be reached")
            } else {
                self = .cannotConnect(host: host)
            }
        case CCURLE_COULDNT_RESOLVE_PROXY:
            self = .proxyFailed(proxy: transfer.proxy ?? "", reason: "could not be found (its name did not resolve)")
        case CCURLE_OPERATION_TIMEDOUT:
            self = .timedOut(host: host, seconds: limits.timeoutSeconds)
        case CCURLE_FILESIZE_EXCEEDED:
            self = .tooLarge(limit: limits.maxBytes)
        case CCURLE_UNSUPPORTED_PROTOCOL:
            // The scheme was checked before: libcurl says this of an answer without an HTTP status line.
            self = .invalidResponse(host: host, reason: "the answer was not an HTTP response")
        case CCURLE_URL_MALFORMAT:
            self = .unsupportedURL(transfer.url.absoluteString)
        case CCURLE_PARTIAL_FILE:
            let expected = transfer.offsetInformation(CCURLINFO_CONTENT_LENGTH_DOWNLOAD_T)
            self = .invalidResponse(
                host: host,
                reason: expected > received
                    ? "the body was cut short after \(received) of \(expected) bytes" : Self.closedEarly)
        case CCURLE_GOT_NOTHING:
            self = .invalidResponse(host: host, reason: Self.closedWithoutResponse)
        case CCURLE_RECV_ERROR, CCURLE_SEND_ERROR, CCURLE_PROXY:
            let connectStatus = transfer.information(CCURLINFO_HTTP_CONNECTCODE)
            if let proxy = transfer.proxy, connectStatus >= 300 || curlCode == CCURLE_PROXY {
                let answer = connectStatus >= 300 ? "\(connectStatus)" : message
                self = .proxyFailed(proxy: proxy, reason: "refused to connect to \(host): \(answer)")
            } else {
                self = .invalidResponse(host: host, reason: Self.closedEarly)
            }
        case CCURLE_PEER_FAILED_VERIFICATION:
            self = .untrustedCertificate(
                host: host,
                reason: Self.certificateFault(verifyResult: transfer.information(CCURLINFO_SSL_VERIFYRESULT), message))
        case CCURLE_SSL_CONNECT_ERROR:
            self = .untrustedCertificate(host: host, reason: "could not be checked: the secure connection failed")
        case CCURLE_SSL_CACERT_BADFILE:
            self = .other("the CA file given to trust could not be read (\(message))")
        case CCURLE_BAD_CONTENT_ENCODING:
            self = .invalidResponse(host: host, reason: "its compressed body could not be decoded")
        case CCURLE_WEIRD_SERVER_REPLY, CCURLE_HTTP2, CCURLE_HTTP2_STREAM:
            self = .invalidResponse(host: host, reason: "the response was not valid HTTP (\(message))")
        case CCURLE_OUT_OF_MEMORY:
            // What libcurl 7.88 reports for a header line past its own limit (100 KB).
            self = .invalidResponse(host: host, reason: "its head could not be read (\(message))")
        default:
            let said = message.isEmpty ? String(cString: ccurl_easy_strerror(curlCode)) : message
            self = .other("the request to \(host) failed: \(said)")
        }
    }

    /// A connection that closed in the middle of the response.
    static let closedEarly = "the connection closed before the whole response arrived"
    /// A connection that closed before any response.
    static let closedWithoutResponse = "no HTTP response arrived before the connection closed"

    /// What is wrong with a certificate, from OpenSSL's verification result (X509_V_ERR_*), as the end of
    /// "the certificate of HOST ...".
    private static func certificateFault(verifyResult: Int, _ message: String) -> String {
        switch verifyResult {
        case 9: "is not valid yet"
        case 10: "has expired"
        case 18, 19: "is self-signed and not trusted here"
        case 2, 20, 21: "is signed by an authority this machine does not trust"
        case 23: "has been revoked"
        case 62: "is not for this host"
        default:
            message.contains("subject name") || message.contains("match")
                ? "is not for this host" : "was refused (\(message))"
        }
    }
}
