import Foundation
import Networking
import NetworkingTestSupport
import Testing

/// Every bound on both schemes; the CPU a wait costs is measured by `scripts/stress`, not here.
@Suite("CurlHTTPClient against a hostile server")
struct HostileServerTests: LoopbackClientFixture {
    @Test("get stops an endless body at the limit, chunked or not", arguments: LoopbackScheme.allCases, [true, false])
    func get_stopsEndlessBody(scheme: LoopbackScheme, chunked: Bool) async throws {
        let (sut, server) = makeSUT(scheme, maxResponseBytes: 64 * 1_024)
        server.respond(
            to: "/endless", with: ScriptedResponse(body: Data(count: 4_096), delivery: .endless(chunked: chunked)))

        let result = await outcome(of: sut, getting: try server.url(for: "/endless"))

        #expect(result.failure == .tooLarge(limit: 64 * 1_024))
    }

    @Test("get ends a trickling body at the deadline of the whole request", arguments: LoopbackScheme.allCases)
    func get_endsTrickleAtTheDeadline(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme, timeoutSeconds: 1)
        server.respond(
            to: "/trickle",
            with: ScriptedResponse(body: Data(count: 200), delivery: .trickle(interval: .milliseconds(200))))

        let result = await outcome(of: sut, getting: try server.url(for: "/trickle"))

        #expect(result.failure == .timedOut(host: "127.0.0.1", seconds: 1))
    }

    @Test("get reads a chunked body in full", arguments: LoopbackScheme.allCases)
    func get_readsChunkedBody(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme)
        let body = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0) })
        server.respond(to: "/chunks", with: ScriptedResponse(body: body, delivery: .chunked(size: 777)))

        let response = try await sut.get(from: try server.url(for: "/chunks"))

        #expect(response.body == body)
    }

    @Test("get refuses a head with too many header lines", arguments: LoopbackScheme.allCases)
    func get_refusesEndlessHead(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme)
        let headers = Dictionary(uniqueKeysWithValues: (0..<300).map { ("X-Filler-\($0)", "value") })
        server.respond(to: "/head", with: ScriptedResponse(headers: headers))

        let result = await outcome(of: sut, getting: try server.url(for: "/head"))

        #expect(result.failure == .invalidResponse(host: "127.0.0.1", reason: "its head has more than 256 lines"))
    }

    @Test("get reports a chunked body cut short", arguments: LoopbackScheme.allCases)
    func get_reportsTruncatedChunks(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme)
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
}
