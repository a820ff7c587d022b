import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite("HTTP client failures against the loopback server")
struct LoopbackHTTPClientFailureTests: LoopbackClientFixture {
    @Test("get times out when the server answers after the deadline", arguments: LoopbackScheme.allCases)
    func get_timesOut(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme, timeoutSeconds: 1)
        server.respond(to: "/slow", with: ScriptedResponse.ok("late").delayed(by: .seconds(600)))
        let url = try server.url(for: "/slow")

        let result = await outcome(of: sut, getting: url)

        #expect(result.failure == .timedOut(host: "127.0.0.1", seconds: 1))
    }

    @Test("get reports cannotConnect when nothing listens on the port", arguments: LoopbackScheme.allCases)
    func get_reportsConnectionRefused(scheme: LoopbackScheme) async throws {
        let (sut, _) = makeSUT(scheme)
        let closed = ReservedPort()
        let url = try closed.url(for: "/feed")
        try #require(closed.port != 0)

        let result = await outcome(of: sut, getting: url)

        #expect(result.failure == .cannotConnect(host: "127.0.0.1"))
    }

    @Test("get refuses a body whose Content-Length exceeds the limit", arguments: LoopbackScheme.allCases)
    func get_refusesOversizedContentLength(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme, maxResponseBytes: 1_024)
        server.respond(to: "/big", with: ScriptedResponse(body: Data(count: 4_096)))

        let url = try server.url(for: "/big")
        let result = await outcome(of: sut, getting: url)

        #expect(result.failure == .tooLarge(limit: 1_024))
    }

    @Test("get stops a body without Content-Length once it grows past the limit", arguments: LoopbackScheme.allCases)
    func get_stopsOversizedBodyWhileReceiving(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme, maxResponseBytes: 64 * 1_024)
        server.respond(
            to: "/big", with: ScriptedResponse(body: Data(count: 4 * 1_024 * 1_024), delivery: .withoutContentLength))

        let url = try server.url(for: "/big")
        let result = await outcome(of: sut, getting: url)

        #expect(result.failure == .tooLarge(limit: 64 * 1_024))
    }

    @Test("get accepts a body exactly at the limit", arguments: LoopbackScheme.allCases)
    func get_acceptsBodyAtTheLimit(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme, maxResponseBytes: 1_024)
        server.respond(to: "/edge", with: ScriptedResponse(body: Data(count: 1_024), delivery: .withoutContentLength))

        let response = try await sut.get(from: try server.url(for: "/edge"))

        #expect(response.body.count == 1_024)
    }

    @Test("get reports invalidResponse when the body is cut short", arguments: LoopbackScheme.allCases)
    func get_reportsTruncatedBody(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme)
        server.respond(
            to: "/cut", with: ScriptedResponse(body: Data(count: 1_000), delivery: .truncated(sentBytes: 100)))

        let url = try server.url(for: "/cut")
        let result = await outcome(of: sut, getting: url)

        #expect(
            result.failure
                == .invalidResponse(host: "127.0.0.1", reason: "the body was cut short after 100 of 1000 bytes"))
    }

    @Test(
        "get reports invalidResponse when the connection closes without a response", arguments: LoopbackScheme.allCases)
    func get_reportsClosedConnection(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme)
        server.respond(to: "/gone", with: .closeWithoutResponse)

        let url = try server.url(for: "/gone")
        let result = await outcome(of: sut, getting: url)

        #expect(
            result.failure
                == .invalidResponse(host: "127.0.0.1", reason: "no HTTP response arrived before the connection closed")
        )
    }

    @Test(
        "get rejects a URL that is not http or https", arguments: LoopbackScheme.allCases,
        ["file:///tmp/feed.xml", "ftp://example.org/feed"])
    func get_rejectsOtherSchemes(scheme: LoopbackScheme, address: String) async throws {
        let (sut, _) = makeSUT(scheme)
        let url = try #require(URL(string: address))

        let result = await outcome(of: sut, getting: url)

        #expect(result.failure == .unsupportedURL(address))
    }

    @Test("cancelling the task cancels the transfer", arguments: LoopbackScheme.allCases)
    func get_cancelledTaskThrowsCancelled(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme)
        server.respond(to: "/slow", with: ScriptedResponse.ok("late").delayed(by: .seconds(600)))
        let url = try server.url(for: "/slow")
        let task = Task { await outcome(of: sut, getting: url) }
        try await Task.sleep(for: .milliseconds(200))

        task.cancel()
        let result = await task.value

        #expect(result.failure == .cancelled)
    }

    @Test(
        "requests cancelled at any moment, even before they start, all end as cancelled",
        arguments: LoopbackScheme.allCases)
    func get_cancelledAtAnyMomentEndsPromptly(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme)
        server.respond(to: "/slow", with: ScriptedResponse.ok("late").delayed(by: .seconds(600)))
        let url = try server.url(for: "/slow")

        let results = await withTaskGroup(of: Result<HTTPResponse, HTTPClientError>.self) { group in
            for index in 0..<30 {
                let task = Task { await outcome(of: sut, getting: url) }
                group.addTask {
                    try? await Task.sleep(for: .microseconds(index * 100))
                    task.cancel()
                    return await task.value
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(results.count == 30)
        #expect(results.allSatisfy { $0.failure == .cancelled })
    }
}
