import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite("CurlHTTPClient keeps connections for the next request")
struct ConnectionReuseTests: LoopbackClientFixture {
    @Test("24 requests to one host, 4 at a time, open at most 4 connections", arguments: LoopbackScheme.allCases)
    func get_reusesConnections(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme, maxConcurrentRequests: 4, keepsConnectionsAlive: true)
        for index in 0..<24 { server.respond(to: "/\(index)", with: .ok("feed \(index)")) }
        let urls = try (0..<24).map { try server.url(for: "/\($0)") }

        let bodies = try await withThrowingTaskGroup(of: Data.self) { group in
            for url in urls { group.addTask { try await sut.get(from: url).body } }
            return try await group.reduce(into: Set<Data>()) { $0.insert($1) }
        }

        #expect(bodies == Set((0..<24).map { Data("feed \($0)".utf8) }))
        #expect(server.receivedRequests.count == 24)
        #expect(server.acceptedConnections <= 4)
    }

    @Test("requests one after another share one connection")
    func get_reusesOneConnectionInSequence() async throws {
        let (sut, server) = makeSUT(keepsConnectionsAlive: true)
        server.respond(to: "/feed", with: .ok("again"))

        for _ in 0..<5 { _ = try await sut.get(from: try server.url(for: "/feed")) }

        #expect(server.receivedRequests.count == 5)
        #expect(server.acceptedConnections == 1)
    }

    @Test("a request is not held behind one to the same host that never answers", arguments: LoopbackScheme.allCases)
    func get_doesNotWaitBehindASilentRequest(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme, timeoutSeconds: 30, keepsConnectionsAlive: true)
        server.respond(to: "/silent", with: ScriptedResponse.ok("never").delayed(by: .seconds(600)))
        server.respond(to: "/ready", with: .ok("ready"))
        let silentURL = try server.url(for: "/silent")
        let silent = Task { await outcome(of: sut, getting: silentURL) }
        while server.receivedRequests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }

        let ready = try await sut.get(from: try server.url(for: "/ready"))

        #expect(ready.body == Data("ready".utf8))
        silent.cancel()
        #expect(await silent.value.failure == .cancelled)
    }
}
