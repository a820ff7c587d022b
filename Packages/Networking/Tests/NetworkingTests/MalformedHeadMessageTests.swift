import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite("A response head the clients cannot read is reported as the server's unreadable answer")
struct MalformedHeadMessageTests: LoopbackClientFixture {
    @Test("a 300 KB header line", arguments: LoopbackScheme.allCases)
    func get_reportsAnOversizedHeaderLine(scheme: LoopbackScheme) async throws {
        let line = "X-Big: " + String(repeating: "a", count: 300_000)

        let failure = try await failure(
            of: scheme, answering: "HTTP/1.1 200 OK\r\n\(line)\r\nContent-Length: 0\r\n\r\n")

        #expect(failure?.host == "127.0.0.1")
        #expect(failure?.reason.contains("URL error") == false)
    }

    @Test("a negative Content-Length", arguments: LoopbackScheme.allCases)
    func get_reportsANegativeContentLength(scheme: LoopbackScheme) async throws {
        let failure = try await failure(of: scheme, answering: "HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\nhello")

        #expect(failure?.host == "127.0.0.1")
        #expect(failure?.reason.contains("URL error") == false)
    }

    @Test("the client names the limit or the header it could not accept", arguments: LoopbackScheme.allCases)
    func get_namesWhatTheClientRefused(scheme: LoopbackScheme) async throws {
        let manyLines = (0..<1_000).map { "X-H\($0): v\r\n" }.joined()

        let tooMany = try await failure(of: scheme, answering: "HTTP/1.1 200 OK\r\n\(manyLines)\r\n")
        let negative = try await failure(of: scheme, answering: "HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\n")

        #expect(tooMany?.reason == "its head has more than 256 lines")
        #expect(negative?.reason.contains("Content-Length") == true)
    }

    private func failure(
        of scheme: LoopbackScheme, answering raw: String
    ) async throws -> (host: String, reason: String)? {
        let (sut, server) = makeSUT(scheme, maxRetries: 0)
        server.respond(to: "/feed", with: .raw(raw))

        let result = await outcome(of: sut, getting: try server.url(for: "/feed"))

        guard case .failure(.invalidResponse(let host, let reason)) = result else {
            Issue.record("expected an unreadable response, got \(result)")
            return nil
        }
        return (host, reason)
    }
}
