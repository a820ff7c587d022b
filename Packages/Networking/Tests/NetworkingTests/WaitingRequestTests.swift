import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite("CurlHTTPClient: a request past maxConcurrentRequests waits its turn")
struct WaitingRequestTests: LoopbackClientFixture {
    @Test("a request that waits its turn is cancelled at once, and the one in flight goes on")
    func get_cancelsAWaitingRequest() async throws {
        let (sut, server) = makeSUT(maxConcurrentRequests: 1)
        server.respond(to: "/slow", with: ScriptedResponse.ok("slow").delayed(by: .seconds(2)))
        server.respond(to: "/waiting", with: .ok("never"))
        let slowURL = try server.url(for: "/slow")
        let waitingURL = try server.url(for: "/waiting")
        let slow = Task { await outcome(of: sut, getting: slowURL) }
        try await waitUntil { server.receivedRequests.count == 1 }

        let waiting = Task { await outcome(of: sut, getting: waitingURL) }
        try await Task.sleep(for: .milliseconds(200))
        waiting.cancel()
        let waitingOutcome = await waiting.value
        let requestsWhenCancelled = server.receivedRequests.map(\.path)

        #expect(waitingOutcome.failure == .cancelled)
        #expect(requestsWhenCancelled == ["/slow"])
        #expect(try await slow.value.get().body == Data("slow".utf8))
        #expect(server.receivedRequests.map(\.path) == ["/slow"])
    }

    @Test("the time a request waits its turn counts against its deadline")
    func get_deadlineCoversTheWait() async throws {
        let (sut, server) = makeSUT(timeoutSeconds: 4, maxRetries: 0, maxConcurrentRequests: 1)
        server.respond(to: "/slow", with: ScriptedResponse.ok("slow").delayed(by: .seconds(30)))
        // Answered after 2 s: in time for a request with its 4 s ahead of it, too late for one that waited
        // most of them.
        server.respond(to: "/next", with: ScriptedResponse.ok("next").delayed(by: .seconds(2)))
        let slowURL = try server.url(for: "/slow")
        let nextURL = try server.url(for: "/next")
        let slow = Task { await outcome(of: sut, getting: slowURL) }
        try await waitUntil { server.receivedRequests.count == 1 }

        let next = await outcome(of: sut, getting: nextURL)

        #expect(await slow.value.failure == .timedOut(host: "127.0.0.1", seconds: 4))
        #expect(next.failure == .timedOut(host: "127.0.0.1", seconds: 4))
    }

    // MARK: - Helpers

    private func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<500 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
    }
}
