import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite("CurlHTTPClient and compressed bodies")
struct CompressionTests: LoopbackClientFixture {
    @Test("get offers gzip and deflate at least", arguments: LoopbackScheme.allCases)
    func get_offersCompression(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme)
        server.respond(to: "/feed", with: .ok("plain"))

        _ = try await sut.get(from: try server.url(for: "/feed"))

        let offered = server.receivedRequests.first?.value(forHeader: "Accept-Encoding") ?? ""
        #expect(offered.contains("gzip"))
        #expect(offered.contains("deflate"))
    }

    @Test(
        "get decodes a compressed body, asked for or not", arguments: LoopbackScheme.allCases, ["gzip", "deflate"])
    func get_decodesCompressedBodies(scheme: LoopbackScheme, encoding: String) async throws {
        let (sut, server) = makeSUT(scheme)
        let body = Data(String(repeating: "<item>compressed</item>", count: 500).utf8)
        let compressed = try CompressedBody.compress(body, as: encoding)
        server.respond(to: "/feed", with: ScriptedResponse(headers: ["Content-Encoding": encoding], body: compressed))

        let response = try await sut.get(from: try server.url(for: "/feed"))

        #expect(response.body == body)
        #expect(compressed.count < body.count / 10)
    }

    @Test("the size limit counts decoded bytes, not the compressed ones", arguments: LoopbackScheme.allCases)
    func get_boundsDecodedBytes(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme, maxResponseBytes: 64 * 1_024)
        let compressed = try CompressedBody.compress(Data(count: 4 * 1_024 * 1_024), as: "gzip")
        server.respond(to: "/bomb", with: ScriptedResponse(headers: ["Content-Encoding": "gzip"], body: compressed))

        let result = await outcome(of: sut, getting: try server.url(for: "/bomb"))

        #expect(compressed.count < 64 * 1_024)
        #expect(result.failure == .tooLarge(limit: 64 * 1_024))
    }
}
