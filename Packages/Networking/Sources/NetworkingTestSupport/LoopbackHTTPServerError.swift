/// Why a ``LoopbackHTTPServer`` could not do what was asked.
public enum LoopbackHTTPServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A socket call failed; `errno` says why.
    case socketFailed(operation: String, errno: Int32)
    /// The server has not been started: call ``LoopbackHTTPServer/start()`` first.
    case notStarted
    /// The server was stopped and cannot start again: create a new one.
    case stopped
    /// The path does not make a URL; pass something like `/feed`.
    case invalidPath(String)
    /// A tool the test server needs (`openssl`, `python3`) is missing or failed; the text says which.
    case toolFailed(String)

    /// What failed and what to try.
    public var description: String {
        switch self {
        case .socketFailed(let operation, let errno):
            "The loopback server's \(operation) failed with errno \(errno); check that 127.0.0.1 is available."
        case .notStarted: "The loopback server is not started; call start() first."
        case .stopped: "The loopback server was stopped; create a new one."
        case .invalidPath(let path): "\"\(path)\" does not make a URL; pass a path such as /feed."
        case .toolFailed(let reason): "The loopback server's helper failed: \(reason)."
        }
    }
}
