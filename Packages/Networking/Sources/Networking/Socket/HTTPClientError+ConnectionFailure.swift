extension HTTPClientError {
    /// Says what a socket failure means for the request `limits` describe.
    init(_ failure: ConnectionFailure, limits: TransferLimits) {
        switch failure {
        case .cannotConnect: self = .cannotConnect(host: limits.host)
        case .timedOut: self = .timedOut(host: limits.host, seconds: limits.timeoutSeconds)
        case .cancelled: self = .cancelled
        case .broken: self = .invalidResponse(host: limits.host, reason: ConnectionReader.closedEarly)
        }
    }
}
