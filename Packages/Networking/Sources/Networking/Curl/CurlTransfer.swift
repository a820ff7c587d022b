import CCurl
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One GET on a libcurl easy handle: its options, the head and body that arrive, and why it stopped.
///
/// Made on the caller's thread, then touched only by the ``CurlTransferLoop``'s thread (libcurl calls
/// the callbacks there) until the loop hands back its ``CurlOutcome``; only ``cancel()`` comes from
/// elsewhere, through an atomic. That hand-over is what makes the `@unchecked Sendable` true.
final class CurlTransfer: @unchecked Sendable {
    /// The easy handle, owned by this transfer.
    let easy: OpaquePointer
    /// The host the request went to, for the errors that name it.
    let limits: TransferLimits
    /// The proxy this request goes through, as the environment names it.
    let proxy: String?
    /// The address this transfer fetches.
    let url: URL
    private var head = ResponseHeadLines()
    private var body = Data()
    /// Why a callback stopped the transfer, when one did.
    private var stop: HTTPClientError?
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CCURL_ERROR_SIZE))
    private var headerList: OpaquePointer?
    private let cancelled = Atomic<Bool>(false)

    /// Makes the easy handle for a GET of `url` with `headers` within `limits`.
    ///
    /// - Throws: ``HTTPClientError/other(_:)`` when libcurl cannot make a handle.
    init(
        url: URL, headers: [String: String], limits: TransferLimits, configuration: HTTPClientConfiguration,
        share: OpaquePointer
    ) throws(HTTPClientError) {
        guard let easy = ccurl_easy_init() else { throw .other("libcurl could not make a transfer for \(url)") }
        self.easy = easy
        self.url = url
        self.limits = limits
        proxy = configuration.proxies.proxy(forScheme: url.scheme?.lowercased() ?? "")
        errorBuffer.initialize(repeating: 0, count: Int(CCURL_ERROR_SIZE))
        for (name, value) in headers {
            headerList = ccurl_slist_append(headerList, "\(name): \(value)")
        }
        configure(userAgent: configuration.userAgent, caFile: configuration.caFile, share: share)
        if let noProxy = configuration.proxies.noProxy {
            _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_NOPROXY, noProxy)
        }
    }

    deinit {
        ccurl_easy_cleanup(easy)
        ccurl_slist_free_all(headerList)
        errorBuffer.deallocate()
    }

    private func configure(userAgent: String, caFile: String?, share: OpaquePointer) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_URL, url.absoluteString)
        _ = ccurl_easy_setopt_long(easy, CCURLOPT_HTTPGET, 1)
        _ = ccurl_easy_setopt_long(easy, CCURLOPT_NOSIGNAL, 1)
        _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_PROTOCOLS_STR, "http,https")
        _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_USERAGENT, userAgent)
        _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_HTTPHEADER, UnsafeRawPointer(headerList))
        // "" offers every encoding this libcurl decodes (gzip and deflate; br and zstd where built in).
        _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_ACCEPT_ENCODING, "")
        // A Content-Length past the limit is refused before the body; the write callback bounds the rest.
        _ = ccurl_easy_setopt_offset(easy, CCURLOPT_MAXFILESIZE_LARGE, Int64(limits.maxBytes))
        // No CURLOPT_PIPEWAIT: over plain HTTP, libcurl learns whether a connection multiplexes only from its
        // answer, so a request would wait behind one to a server that never answers.
        _ = ccurl_easy_setopt_long(easy, CCURLOPT_SUPPRESS_CONNECT_HEADERS, 1)
        _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_PROXY, proxy ?? "")
        if let caFile { _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_CAINFO, caFile) }
        _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_SHARE, UnsafeRawPointer(share))
        _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_ERRORBUFFER, errorBuffer)
        _ = ccurl_easy_setopt_callback(easy, CCURLOPT_WRITEFUNCTION, receiveBody)
        _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_WRITEDATA, context)
        _ = ccurl_easy_setopt_callback(easy, CCURLOPT_HEADERFUNCTION, receiveHeader)
        _ = ccurl_easy_setopt_pointer(easy, CCURLOPT_HEADERDATA, context)
    }

    /// Gives libcurl the time left until the deadline, when the transfer starts: the time it waited for its
    /// turn counts against the deadline too.
    func startClock() {
        _ = ccurl_easy_setopt_long(easy, CCURLOPT_TIMEOUT_MS, Self.milliseconds(until: limits.deadline))
    }

    /// Asks the transfer to stop; the loop notices on its next turn, and so does the next callback.
    func cancel() {
        cancelled.store(true, ordering: .releasing)
    }

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// Takes body bytes as libcurl decodes them; a short count stops the transfer.
    fileprivate func receive(body bytes: UnsafeRawBufferPointer) -> Int {
        if isCancelled {
            stop = .cancelled
            return 0
        }
        guard body.count <= limits.maxBytes - bytes.count else {
            stop = .tooLarge(limit: limits.maxBytes)
            return 0
        }
        body.append(contentsOf: bytes)
        return bytes.count
    }

    /// Takes one header line; a short count stops the transfer.
    fileprivate func receive(headerLine bytes: UnsafeRawBufferPointer) -> Int {
        if let failure = head.add(String(decoding: bytes, as: UTF8.self)) {
            stop = .invalidResponse(host: limits.host, reason: failure)
            return 0
        }
        return bytes.count
    }

    /// What the transfer came to, once libcurl finished it with `code`.
    func outcome(code: Int32) -> CurlOutcome {
        if let stop { return .failure(stop) }
        guard code == CCURLE_OK else {
            return .failure(
                HTTPClientError(
                    curlCode: code, message: String(cString: errorBuffer), transfer: self, received: body.count))
        }
        guard head.isComplete else {
            return .failure(.invalidResponse(host: limits.host, reason: HTTPClientError.closedEarly))
        }
        var status = 0
        _ = ccurl_easy_getinfo_long(easy, CCURLINFO_RESPONSE_CODE, &status)
        return .success(HTTPResponse(url: url, statusCode: status, headers: head.fields, body: body))
    }

    /// The `long` libcurl's getinfo gives for `info`; 0 when it has none.
    func information(_ info: Int32) -> Int {
        var value = 0
        _ = ccurl_easy_getinfo_long(easy, info, &value)
        return value
    }

    /// The `curl_off_t` libcurl's getinfo gives for `info`; -1 when it has none.
    func offsetInformation(_ info: Int32) -> Int64 {
        var value: Int64 = -1
        _ = ccurl_easy_getinfo_offset(easy, info, &value)
        return value
    }

    /// The time left until `deadline` in whole milliseconds, at least 1 (0 would mean no timeout).
    private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int {
        let (seconds, attoseconds) = ContinuousClock.now.duration(to: deadline).components
        return max(1, Int(min(seconds, 86_400 * 365)) * 1_000 + Int(attoseconds / 1_000_000_000_000_000))
    }
}

/// What one transfer came to.
typealias CurlOutcome = Result<HTTPResponse, HTTPClientError>

private let receiveBody: ccurl_data_callback = { data, size, count, context in
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.receive(body: UnsafeRawBufferPointer(start: data, count: size * count))
}

private let receiveHeader: ccurl_data_callback = { data, size, count, context in
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.receive(headerLine: UnsafeRawBufferPointer(start: data, count: size * count))
}
