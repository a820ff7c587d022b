import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite("HTTP clients against the loopback server")
struct LoopbackHTTPClientTests: LoopbackClientFixture {
    @Test("get delivers the status, headers and body of a 200", arguments: LoopbackScheme.allCases)
    func get_deliversStatusHeadersAndBody(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme)
        server.respond(to: "/feed", with: .ok("hello", contentType: "application/rss+xml"))
        let url = try server.url(for: "/feed")

        let response = try await sut.get(from: url)

        #expect(response.statusCode == 200)
        #expect(response.body == Data("hello".utf8))
        #expect(response.url == url)
        #expect(response.value(forHeader: "content-TYPE") == "application/rss+xml")
        #expect(response.contentType == "application/rss+xml")
    }

    @Test(
        "get delivers any other status as a response, not an error", arguments: LoopbackScheme.allCases,
        [204, 304, 404, 500, 503])
    func get_deliversOtherStatusesAsResponses(scheme: LoopbackScheme, status: Int) async throws {
        let (sut, server) = makeSUT(scheme)
        server.respond(to: "/feed", with: .status(status))

        let response = try await sut.get(from: try server.url(for: "/feed"))

        #expect(response.statusCode == status)
    }

    @Test("get sends the User-Agent feed/1.0 and the caller's headers", arguments: LoopbackScheme.allCases)
    func get_sendsUserAgentAndHeaders(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme)
        server.respond(to: "/feed", with: .status(304))

        _ = try await sut.get(from: try server.url(for: "/feed"), headers: ["If-None-Match": "\"v1\""])

        let request = try #require(server.receivedRequests.first)
        #expect(request.method == "GET")
        #expect(request.path == "/feed")
        #expect(request.value(forHeader: "User-Agent") == "feed/1.0")
        #expect(request.value(forHeader: "If-None-Match") == "\"v1\"")
    }

    @Test(
        "get follows a redirect to another path and reports the final URL", arguments: LoopbackScheme.allCases,
        [301, 302, 307])
    func get_followsRedirects(scheme: LoopbackScheme, status: Int) async throws {
        let (sut, server) = makeSUT(scheme)
        server.respond(to: "/old", with: .redirect(to: "/new", status: status))
        server.respond(to: "/new", with: .ok("moved"))

        let response = try await sut.get(from: try server.url(for: "/old"))

        #expect(response.statusCode == 200)
        #expect(response.body == Data("moved".utf8))
        #expect(response.url == (try server.url(for: "/new")))
        #expect(server.receivedRequests.map(\.path) == ["/old", "/new"])
    }

    @Test(
        "get reports the permanent address after 301 and 308, not after a temporary redirect first",
        arguments: LoopbackScheme.allCases)
    func get_reportsPermanentRedirects(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme)
        server.respond(to: "/a", with: .redirect(to: "/b", status: 301))
        server.respond(to: "/b", with: .redirect(to: "/c", status: 308))
        server.respond(to: "/c", with: .redirect(to: "/d", status: 302))
        server.respond(to: "/d", with: .ok("here"))
        server.respond(to: "/t", with: .redirect(to: "/a", status: 307))

        let permanent = try await sut.get(from: try server.url(for: "/a"))
        let temporary = try await sut.get(from: try server.url(for: "/t"))
        let direct = try await sut.get(from: try server.url(for: "/d"))

        #expect(permanent.url == (try server.url(for: "/d")))
        #expect(permanent.permanentRedirectURL == (try server.url(for: "/c")))
        #expect(temporary.permanentRedirectURL == nil)
        #expect(direct.permanentRedirectURL == nil)
    }

    @Test("get serves 20 requests at once, each with its own body", arguments: LoopbackScheme.allCases)
    func get_servesConcurrentRequests(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme)
        for index in 0..<20 { server.respond(to: "/item/\(index)", with: .ok("body \(index)")) }
        let urls = try (0..<20).map { try server.url(for: "/item/\($0)") }

        let bodies = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
            for (index, url) in urls.enumerated() {
                group.addTask { (index, try await sut.get(from: url).body) }
            }
            return try await group.reduce(into: [Int: Data]()) { $0[$1.0] = $1.1 }
        }

        #expect(bodies.count == 20)
        #expect((0..<20).allSatisfy { bodies[$0] == Data("body \($0)".utf8) })
        #expect(server.receivedRequests.count == 20)
    }

    @Test("the configuration raises a timeout and limit below 1 to 1")
    func configuration_clampsToTheSmallestAllowed() {
        let configuration = HTTPClientConfiguration(timeoutSeconds: 0, maxResponseBytes: -5)

        #expect(configuration.timeoutSeconds == 1)
        #expect(configuration.maxResponseBytes == 1)
        #expect(configuration.userAgent == "feed/1.0")
    }

}
