import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The state and threads behind a ``LoopbackHTTPServer``.
///
/// Kept apart from the server so that the threads retain this, not the server, and the server's
/// `deinit` can stop them.
final class LoopbackServerCore: Sendable {
    private struct State {
        var listener: Int32?
        var port: Int?
        var isStopped = false
        var responses: [String: [ScriptedResponse]] = [:]
        var requests: [RecordedRequest] = []
        var acceptedConnections = 0
    }

    private let state = Mutex(State())
    /// Whether a connection is kept for further requests after a complete response.
    let keepsConnectionsAlive: Bool

    init(keepsConnectionsAlive: Bool) {
        self.keepsConnectionsAlive = keepsConnectionsAlive
    }

    var port: Int? { state.withLock { $0.port } }
    var isStopped: Bool { state.withLock { $0.isStopped } }
    var requests: [RecordedRequest] { state.withLock { $0.requests } }
    var acceptedConnections: Int { state.withLock { $0.acceptedConnections } }

    /// Listens, once: a second call returns the same port. Holds the lock while the socket opens, so
    /// concurrent calls cannot open two; no user code runs under it.
    func start() throws(LoopbackHTTPServerError) -> Int {
        let (port, newListener) = try state.withLock { state throws(LoopbackHTTPServerError) -> (Int, Int32?) in
            if state.isStopped { throw .stopped }
            if let port = state.port { return (port, nil) }
            let (listener, port) = try LoopbackSocket.listen()
            state.listener = listener
            state.port = port
            return (port, listener)
        }
        if let newListener {
            let thread = Thread { [self] in acceptConnections(on: newListener) }
            thread.name = "LoopbackHTTPServer.accept"
            thread.start()
        }
        return port
    }

    /// Stops accepting; the accept thread closes the listening socket as it leaves.
    func stop() {
        let listener = state.withLock { state -> Int32? in
            state.isStopped = true
            defer { state.listener = nil }
            return state.listener
        }
        if let listener { shutdown(listener, Int32(SHUT_RDWR)) }
    }

    /// Answers `path` with `responses` in turn, the last one from then on.
    func setResponses(_ responses: [ScriptedResponse], for path: String) {
        state.withLock { $0.responses[path] = responses }
    }

    private func acceptConnections(on listener: Int32) {
        defer { close(listener) }
        while !isStopped {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            state.withLock { $0.acceptedConnections += 1 }
            let thread = Thread { [self] in serve(connection) }
            thread.name = "LoopbackHTTPServer.connection"
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        LoopbackSocket.setReceiveTimeout(connection, seconds: keepsConnectionsAlive ? 60 : 5)
        while answer(on: connection) {}
        shutdown(connection, Int32(SHUT_WR))
    }

    /// Reads one request and answers it; whether the connection stays open for another.
    private func answer(on connection: Int32) -> Bool {
        guard let request = RequestHead(LoopbackSocket.readRequestHead(from: connection)) else { return false }
        let response = state.withLock { state in
            state.requests.append(request.recorded)
            guard let path = [request.target, request.pathWithoutQuery].first(where: { state.responses[$0] != nil }),
                let next = state.responses[path]?.first
            else {
                return ScriptedResponse(status: 404, body: Data("No response scripted for \(request.target)".utf8))
            }
            if state.responses[path]?.count ?? 0 > 1 { state.responses[path]?.removeFirst() }
            return next
        }
        waitOut(response.delay)
        if isStopped { return false }
        let keepsAlive = keepsConnectionsAlive && response.delivery == .complete
        ResponseWriter(response, keepsAlive: keepsAlive, isStopped: { [self] in isStopped }).write(to: connection)
        return keepsAlive
    }

    /// Sleeps for `delay` in short steps, ending early when the server stops.
    private func waitOut(_ delay: Duration) {
        let deadline = ContinuousClock.now + delay
        while ContinuousClock.now < deadline, !isStopped {
            usleep(10_000)
        }
    }
}
