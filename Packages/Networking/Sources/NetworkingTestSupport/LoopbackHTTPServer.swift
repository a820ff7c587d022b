import Foundation
import Synchronization

/// A small HTTP/1.1 server on 127.0.0.1 for tests, answering each path as scripted.
///
/// It listens on a port the system picks, serves each connection on its own thread, answers with
/// `Connection: close` (or keeps the connection for the next request, when asked), counts the
/// connections it accepts and records every request it reads. A path without a script answers 404.
/// Given a ``TestCertificateAuthority`` it is reached over `https`, through a ``LoopbackTLSFront``.
/// As a proxy's address, it records what a client asks a proxy (`GET http://host/path`, `CONNECT host:443`),
/// and answers as scripted for that target.
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
    private let core: LoopbackServerCore
    private let authority: TestCertificateAuthority?
    private let front = Mutex<LoopbackTLSFront?>(nil)

    /// Creates a server; it listens once ``start()`` is called.
    ///
    /// - Parameters:
    ///   - keepsConnectionsAlive: Whether a connection stays open after a complete response, for the next request.
    ///   - authority: When given, the server is reached over `https` with this CA's server certificate.
    public init(keepsConnectionsAlive: Bool = false, authority: TestCertificateAuthority? = nil) {
        core = LoopbackServerCore(keepsConnectionsAlive: keepsConnectionsAlive)
        self.authority = authority
    }

    deinit {
        core.stop()
        front.withLock { $0?.stop() }
    }

    /// Starts listening, if not yet started, and returns the port.
    ///
    /// - Throws: ``LoopbackHTTPServerError/stopped`` after ``stop()``, or
    ///   ``LoopbackHTTPServerError/socketFailed(operation:errno:)``.
    @discardableResult
    public func start() throws(LoopbackHTTPServerError) -> Int {
        let port = try core.start()
        guard let authority else { return port }
        return try front.withLock { front throws(LoopbackHTTPServerError) in
            if let front { return front.port }
            let started = try LoopbackTLSFront(backendPort: port, authority: authority)
            front = started
            return started.port
        }
    }

    /// Stops listening; later connections are refused. Safe to call more than once.
    public func stop() {
        core.stop()
        front.withLock { $0?.stop() }
    }

    /// The port clients connect to (the TLS front's for `https`), once started.
    public var port: Int? { authority == nil ? core.port : front.withLock { $0?.port } }

    /// `http` or `https`.
    public var scheme: String { authority == nil ? "http" : "https" }

    /// `http://127.0.0.1:<port>` (or `https://`), once started.
    public var baseURL: URL? {
        port.flatMap { URL(string: "\(scheme)://127.0.0.1:\($0)") }
    }

    /// How many connections the server has accepted so far (through the TLS front: one per TLS connection).
    public var acceptedConnections: Int { core.acceptedConnections }

    /// The URL of `path` (such as `/feed`) on this server, starting the server if needed.
    ///
    /// - Throws: ``LoopbackHTTPServerError`` when the server cannot start or `path` makes no URL.
    public func url(for path: String) throws(LoopbackHTTPServerError) -> URL {
        let port = try start()
        guard let url = URL(string: "\(scheme)://127.0.0.1:\(port)\(path)") else { throw .invalidPath(path) }
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
