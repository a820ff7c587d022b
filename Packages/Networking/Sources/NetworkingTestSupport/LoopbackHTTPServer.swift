import Foundation

/// A small HTTP/1.1 server on 127.0.0.1 for tests, answering each path as scripted.
///
/// It listens on a port the system picks, serves each connection on its own thread, answers with
/// `Connection: close`, and records every request it reads. A path without a script answers 404.
/// A stopped server refuses connections, which is how a test provokes "connection refused".
///
/// ```swift
/// let server = LoopbackHTTPServer()
/// server.respond(to: "/feed", with: .ok("{}", contentType: "application/json"))
/// let url = try server.url(for: "/feed")   // starts it if needed
/// ```
///
/// - Threading: `Sendable`; scripts may change while requests are served (a request reads the script
///   in force when its headers arrive).
/// - Lifetime: ``stop()`` is idempotent and also runs on `deinit`; a pending delay ends early on stop.
public final class LoopbackHTTPServer: Sendable {
    private let core = LoopbackServerCore()

    /// Creates a server; it listens once ``start()`` is called.
    public init() {}

    deinit {
        core.stop()
    }

    /// Starts listening, if not yet started, and returns the port.
    ///
    /// - Throws: ``LoopbackHTTPServerError/stopped`` after ``stop()``, or
    ///   ``LoopbackHTTPServerError/socketFailed(operation:errno:)``.
    @discardableResult
    public func start() throws(LoopbackHTTPServerError) -> Int {
        try core.start()
    }

    /// Stops listening; later connections are refused. Safe to call more than once.
    public func stop() {
        core.stop()
    }

    /// The port, once started.
    public var port: Int? { core.port }

    /// `http://127.0.0.1:<port>`, once started.
    public var baseURL: URL? {
        port.flatMap { URL(string: "http://127.0.0.1:\($0)") }
    }

    /// The URL of `path` (such as `/feed`) on this server, starting the server if needed.
    ///
    /// - Throws: ``LoopbackHTTPServerError`` when the server cannot start or `path` makes no URL.
    public func url(for path: String) throws(LoopbackHTTPServerError) -> URL {
        let port = try start()
        guard let url = URL(string: "http://127.0.0.1:\(port)\(path)") else { throw .invalidPath(path) }
        return url
    }

    /// Answers requests for `path` (matched with its query first, then without) with `response`.
    public func respond(to path: String, with response: ScriptedResponse) {
        core.setResponses([response], for: path)
    }

    /// Answers requests for `path` with `responses` in turn, then with the last one from then on.
    public func respond(to path: String, withEach responses: [ScriptedResponse]) {
        core.setResponses(responses, for: path)
    }

    /// The requests received so far, in the order their headers arrived.
    public var receivedRequests: [RecordedRequest] { core.requests }
}
