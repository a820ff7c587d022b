import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite("CurlHTTPClient reading responses no well-behaved server sends")
struct ResponseParsingTests: LoopbackClientFixture {
    @Test("get reads heads ended by bare line feeds, skips a 100 Continue and joins repeated headers")
    func get_readsLenientHeads() async throws {
        let response = try await get(
            .raw("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.0 200 OK\nX-Tag: a\nx-tag: b\nContent-Length: 2\n\nhi"))

        #expect(response.statusCode == 200)
        #expect(response.body == Data("hi".utf8))
        #expect(response.value(forHeader: "X-Tag").map { Set($0.components(separatedBy: ", ")) } == ["a", "b"])
    }

    @Test(
        "get reports a malformed answer as the server's unreadable answer, naming what it decides itself",
        arguments: [
            ("SSH-2.0-OpenSSH\r\n\r\n", "the answer was not an HTTP response"),
            ("HTTP/1.1 200 OK\r\nContent-Length: ten\r\n\r\n", nil),
            ("HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", nil),
            ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", nil),
            ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n0\r\n\r\n", nil),
            ("HTTP/1.1 200 OK\r\nContent-Le", "the connection closed before the whole response arrived"),
        ] as [(String, String?)])
    func get_reportsMalformedAnswers(answer: String, reason: String?) async throws {
        let result = await outcome(.raw(answer))

        guard case .failure(.invalidResponse(let host, let said)) = result else {
            Issue.record("expected an unreadable response, got \(result)")
            return
        }
        #expect(host == "127.0.0.1")
        if let reason { #expect(said == reason) }
    }

    @Test("get stops a chunk larger than the limit once its bytes pass the limit")
    func get_stopsOversizedChunk() async throws {
        let (sut, server) = makeSUT(maxResponseBytes: 1_024, maxRetries: 0)
        let chunk = "FFFFFFFFF\r\n" + String(repeating: "a", count: 64 * 1_024)
        server.respond(to: "/raw", with: .raw("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + chunk))

        let result = await outcome(of: sut, getting: try server.url(for: "/raw"))

        #expect(result.failure == .tooLarge(limit: 1_024))
    }

    @Test("get refuses a head line longer than 16 KiB")
    func get_refusesLongHeadLine() async throws {
        let result = await outcome(
            .raw("HTTP/1.1 200 OK\r\nX-Long: " + String(repeating: "a", count: 20_000) + "\r\n\r\n"))

        #expect(
            result.failure
                == .invalidResponse(host: "127.0.0.1", reason: "a line of its head is longer than 16384 bytes"))
    }

    @Test("get answers every mangled copy of a chunked response with a response or an error")
    func get_survivesMangledResponses() async throws {
        let valid = Array(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nX-A: b\r\n\r\n5\r\nhello\r\n3;x=y\r\nabc\r\n0\r\n\r\n"
                .utf8)
        var generator = SplitMix64(seed: 26)
        let (sut, server) = makeSUT(timeoutSeconds: 2, maxRetries: 0)

        for index in 0..<120 {
            var bytes = valid
            for _ in 0...(generator.next() % 4) {
                let position = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes[position] = UInt8(truncatingIfNeeded: generator.next())
                case 1: bytes.remove(at: position)
                default: bytes.insert(Array("\r\n:;0 ".utf8)[Int(generator.next() % 6)], at: position)
                }
            }
            server.respond(to: "/\(index)", with: ScriptedResponse(body: Data(bytes), delivery: .raw))

            let result = await outcome(of: sut, getting: try server.url(for: "/\(index)"))

            if case .failure(let error) = result { #expect(error != .cancelled) }
        }
        #expect(server.receivedRequests.count >= 120)
    }

    // MARK: - Helpers

    private func get(_ answer: ScriptedResponse) async throws -> HTTPResponse {
        try await outcome(answer).get()
    }

    private func outcome(_ answer: ScriptedResponse) async -> Result<HTTPResponse, HTTPClientError> {
        let (sut, server) = makeSUT(maxRetries: 0)
        server.respond(to: "/raw", with: answer)
        guard let url = try? server.url(for: "/raw") else { return .failure(.other("the server did not start")) }
        return await outcome(of: sut, getting: url)
    }
}

/// A small seeded generator, so the mangled responses are the same on every run.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
