/// What one request may receive and spend, and the host its failures name.
struct TransferLimits: Sendable {
    /// The largest body accepted, in bytes (decoded bytes when the transport decompresses).
    let maxBytes: Int
    /// The whole request's time budget, in whole seconds, as errors report it.
    let timeoutSeconds: Int
    /// The host the request goes to.
    let host: String
    /// When the whole request, redirects included, must be over.
    let deadline: ContinuousClock.Instant
}

extension TransferLimits {
    /// The same limits and deadline for a request to another host (after a redirect).
    func with(host: String) -> TransferLimits {
        TransferLimits(maxBytes: maxBytes, timeoutSeconds: timeoutSeconds, host: host, deadline: deadline)
    }
}
