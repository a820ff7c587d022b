import Foundation
import Networking
import NetworkingTestSupport
import Testing

/// The socket client only: URLSession on Linux, cancelled mid-body, disturbs other sockets of the
/// process (see LINUX-NOTES), so its bounds are measured by `scripts/stress` instead.
@Suite("SocketHTTPClient against a hostile server")
struct HostileServerTests: LoopbackClientFixture {
    @Test("get stops an endless body at the limit, chunked or not", arguments: [true, false])
    func get_stopsEndlessBody(chunked: Bool) async throws {
        let (sut, server) = makeSUT(maxResponseBytes: 64 * 1_024)
        server.respond(
            to: "/endless", with: ScriptedResponse(body: Data(count: 4_096), delivery: .endless(chunked: chunked)))

        let result = await outcome(of: sut, getting: try server.url(for: "/endless"))

        #expect(result.failure == .tooLarge(limit: 64 * 1_024))
    }

    @Test("get ends a trickling body at the deadline of the whole request")
    func get_endsTrickleAtTheDeadline() async throws {
        let (sut, server) = makeSUT(timeoutSeconds: 1)
        server.respond(
            to: "/trickle",
            with: ScriptedResponse(body: Data(count: 200), delivery: .trickle(interval: .milliseconds(200))))

        let result = await outcome(of: sut, getting: try server.url(for: "/trickle"))

        #expect(result.failure == .timedOut(host: "127.0.0.1", seconds: 1))
    }

    @Test("get reads a chunked body in full", arguments: LoopbackClient.allCases)
    func get_readsChunkedBody(client: LoopbackClient) async throws {
        let (sut, server) = makeSUT(client)
        let body = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0) })
        server.respond(to: "/chunks", with: ScriptedResponse(body: body, delivery: .chunked(size: 777)))

        let response = try await sut.get(from: try server.url(for: "/chunks"))

        #expect(response.body == body)
    }

    @Test("get refuses a compressed body it did not ask for")
    func get_refusesUnaskedCompression() async throws {
        let (sut, server) = makeSUT()
        server.respond(to: "/gz", with: ScriptedResponse(headers: ["Content-Encoding": "gzip"], body: Data(count: 64)))

        let result = await outcome(of: sut, getting: try server.url(for: "/gz"))

        #expect(
            result.failure
                == .invalidResponse(
                    host: "127.0.0.1",
                    reason: "it sent a compressed body (Content-Encoding: gzip) without being asked for one"))
        #expect(server.receivedRequests.first?.value(forHeader: "Accept-Encoding") == "identity")
    }

    @Test("get refuses a head with too many header lines")
    func get_refusesEndlessHead() async throws {
        let (sut, server) = makeSUT()
        let headers = Dictionary(uniqueKeysWithValues: (0..<300).map { ("X-Filler-\($0)", "value") })
        server.respond(to: "/head", with: ScriptedResponse(headers: headers))

        let result = await outcome(of: sut, getting: try server.url(for: "/head"))

        #expect(result.failure == .invalidResponse(host: "127.0.0.1", reason: "its head has more than 256 lines"))
    }

    @Test("get reports a chunked body cut short")
    func get_reportsTruncatedChunks() async throws {
        let (sut, server) = makeSUT()
        server.respond(
            to: "/cut",
            with: ScriptedResponse(
                headers: ["Transfer-Encoding": "chunked"], body: Data("10\r\nabc".utf8), delivery: .withoutContentLength
            ))

        let result = await outcome(of: sut, getting: try server.url(for: "/cut"))

        #expect(
            result.failure
                == .invalidResponse(
                    host: "127.0.0.1", reason: "the connection closed before the whole response arrived"))
    }

    @Test("waiting for a silent server costs its thread no CPU to speak of")
    func get_waitsWithoutSpinning() async throws {
        let (sut, server) = makeSUT()
        server.respond(to: "/silent", with: ScriptedResponse.ok("late").delayed(by: .seconds(600)))
        let url = try server.url(for: "/silent")
        let waiting = Task { await outcome(of: sut, getting: url) }
        try await Task.sleep(for: .milliseconds(1_500))

        let cpu = ThreadCPUTime.seconds(ofThreadsNamed: "SocketHTTPClien")
        waiting.cancel()
        let result = await waiting.value

        #expect(result.failure == .cancelled)
        #expect(cpu.count >= 1)
        #expect(cpu.allSatisfy { $0 < 0.5 })
    }
}
