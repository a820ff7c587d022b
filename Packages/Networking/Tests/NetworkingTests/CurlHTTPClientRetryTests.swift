import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite("CurlHTTPClient retries and request slots")
struct CurlHTTPClientRetryTests {
    @Test("get tries a 502, 503 or 504 twice more and delivers the answer that follows", arguments: [502, 503, 504])
    func get_retriesTransientStatuses(status: Int) async throws {
        let (sut, server) = makeSUT()
        server.respond(to: "/feed", withEach: [.status(status), .status(status), .ok("back")])

        let response = try await sut.get(from: try server.url(for: "/feed"))

        #expect(response.body == Data("back".utf8))
        #expect(server.receivedRequests.count == 3)
    }

    @Test("get gives up after two retries and delivers the last transient answer")
    func get_stopsAfterTwoRetries() async throws {
        let (sut, server) = makeSUT()
        server.respond(to: "/feed", with: .status(503))

        let response = try await sut.get(from: try server.url(for: "/feed"))

        #expect(response.statusCode == 503)
        #expect(server.receivedRequests.count == 3)
    }

    @Test("get does not retry a 4xx")
    func get_doesNotRetryClientErrors() async throws {
        let (sut, server) = makeSUT()
        server.respond(to: "/feed", withEach: [.status(404), .ok("never")])

        let response = try await sut.get(from: try server.url(for: "/feed"))

        #expect(response.statusCode == 404)
        #expect(server.receivedRequests.count == 1)
    }

    @Test("get retries a connection closed without a response")
    func get_retriesDroppedConnection() async throws {
        let (sut, server) = makeSUT()
        server.respond(to: "/feed", withEach: [.closeWithoutResponse, .ok("back")])

        let response = try await sut.get(from: try server.url(for: "/feed"))

        #expect(response.body == Data("back".utf8))
        #expect(server.receivedRequests.count == 2)
    }

    @Test("get does not retry when no time is left before the deadline for the pause")
    func get_doesNotRetryPastTheDeadline() async throws {
        let (sut, server) = makeSUT(timeoutSeconds: 1)
        server.respond(
            to: "/feed",
            withEach: [ScriptedResponse(status: 503, headers: ["Retry-After": "30"]), .ok("too late")])

        let response = try await sut.get(from: try server.url(for: "/feed"))

        #expect(response.statusCode == 503)
        #expect(server.receivedRequests.count == 1)
    }

    @Test("get keeps at most maxConcurrentRequests requests in flight and serves the rest after")
    func get_boundsRequestsInFlight() async throws {
        let (sut, server) = makeSUT(maxConcurrentRequests: 2)
        server.respond(to: "/slow", with: ScriptedResponse.ok("done").delayed(by: .seconds(10)))
        let url = try server.url(for: "/slow")

        let requests = Task {
            try await withThrowingTaskGroup(of: Data.self) { group in
                for _ in 0..<3 { group.addTask { try await sut.get(from: url).body } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        var arrived = 0
        for _ in 0..<100 where arrived < 2 {
            try await Task.sleep(for: .milliseconds(100))
            arrived = server.receivedRequests.count
        }
        try await Task.sleep(for: .milliseconds(300))
        let inFlightWhileOneWaits = server.receivedRequests.count
        let bodies = try await requests.value

        #expect(inFlightWhileOneWaits == 2)
        #expect(bodies == Array(repeating: Data("done".utf8), count: 3))
    }

    // MARK: - Helpers

    private func makeSUT(
        timeoutSeconds: Int = 60, maxConcurrentRequests: Int = 8
    ) -> (sut: CurlHTTPClient, server: LoopbackHTTPServer) {
        let configuration = HTTPClientConfiguration(
            timeoutSeconds: timeoutSeconds, maxConcurrentRequests: maxConcurrentRequests, proxies: ProxyEnvironment([:])
        )
        return (CurlHTTPClient(configuration: configuration), LoopbackHTTPServer())
    }
}
