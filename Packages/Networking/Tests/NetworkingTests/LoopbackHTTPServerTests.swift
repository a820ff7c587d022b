import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite("LoopbackHTTPServer")
struct LoopbackHTTPServerTests {
    @Test("start binds a port on 127.0.0.1 and returns the same port when called again")
    func start_bindsALoopbackPort() throws {
        let server = LoopbackHTTPServer()

        let port = try server.start()

        #expect(port > 0)
        #expect(try server.start() == port)
        #expect(server.baseURL == URL(string: "http://127.0.0.1:\(port)"))
    }

    @Test("a path without a script answers 404 and the request is recorded")
    func unscriptedPath_answers404() async throws {
        let server = LoopbackHTTPServer()
        let client = CurlHTTPClient()

        let response = try await client.get(from: try server.url(for: "/missing?x=1"))

        #expect(response.statusCode == 404)
        #expect(server.receivedRequests.map(\.path) == ["/missing?x=1"])
    }

    @Test("a script for a path also answers that path with a query")
    func scriptedPath_matchesWithQuery() async throws {
        let server = LoopbackHTTPServer()
        server.respond(to: "/feed", with: .ok("yes"))

        let response = try await CurlHTTPClient().get(from: try server.url(for: "/feed?page=2"))

        #expect(response.body == Data("yes".utf8))
    }

    @Test("stop is idempotent and a stopped server cannot start again")
    func stop_isIdempotent() throws {
        let server = LoopbackHTTPServer()
        try server.start()

        server.stop()
        server.stop()

        #expect(throws: LoopbackHTTPServerError.stopped) { try server.start() }
    }
}
