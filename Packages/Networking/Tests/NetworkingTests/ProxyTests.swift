import Foundation
import Networking
import NetworkingTestSupport
import Testing

/// The loopback server stands in for the proxy: it records what a client asks a proxy and answers as scripted.
@Suite("CurlHTTPClient and the proxy variables")
struct ProxyTests: LoopbackClientFixture {
    @Test("an http feed goes through http_proxy, asked for by its full address")
    func get_sendsHTTPThroughTheProxy() async throws {
        let proxy = LoopbackHTTPServer()
        let proxyURL = try proxy.url(for: "")
        proxy.respond(to: "http://feed.invalid/feed", with: .ok("through the proxy"))
        let (sut, _) = makeSUT(proxies: ProxyEnvironment(["http_proxy": proxyURL.absoluteString]))

        let response = try await sut.get(from: try #require(URL(string: "http://feed.invalid/feed")))

        #expect(response.body == Data("through the proxy".utf8))
        #expect(proxy.receivedRequests.map(\.path) == ["http://feed.invalid/feed"])
    }

    @Test("HTTP_PROXY in capitals is ignored, as libcurl ignores it")
    func get_ignoresUpperCaseHTTPProxy() async throws {
        let proxy = LoopbackHTTPServer()
        let proxyURL = try proxy.url(for: "")
        let (sut, server) = makeSUT(proxies: ProxyEnvironment(["HTTP_PROXY": proxyURL.absoluteString]))
        server.respond(to: "/feed", with: .ok("direct"))

        let response = try await sut.get(from: try server.url(for: "/feed"))

        #expect(response.body == Data("direct".utf8))
        #expect(proxy.receivedRequests.isEmpty)
    }

    @Test("no_proxy names hosts reached directly")
    func get_skipsTheProxyForNoProxyHosts() async throws {
        let closed = ReservedPort()
        let (sut, server) = makeSUT(
            proxies: ProxyEnvironment(["http_proxy": "http://127.0.0.1:\(closed.port)", "no_proxy": "127.0.0.1"]))
        server.respond(to: "/feed", with: .ok("direct"))

        let response = try await sut.get(from: try server.url(for: "/feed"))

        #expect(response.body == Data("direct".utf8))
    }

    @Test("an https feed asks https_proxy for a tunnel, and a refusal is worded as the proxy's")
    func get_reportsARefusedTunnel() async throws {
        let proxy = LoopbackHTTPServer()
        let proxyAddress = try proxy.url(for: "").absoluteString
        proxy.respond(to: "feed.invalid:443", with: .status(502))
        let (sut, _) = makeSUT(proxies: ProxyEnvironment(["https_proxy": proxyAddress]))

        let result = await outcome(of: sut, getting: try #require(URL(string: "https://feed.invalid/feed")))

        #expect(proxy.receivedRequests.first?.method == "CONNECT")
        #expect(proxy.receivedRequests.first?.path == "feed.invalid:443")
        #expect(result.failure == .proxyFailed(proxy: proxyAddress, reason: "refused to connect to feed.invalid: 502"))
        #expect(
            result.failure?.feedLoadingError.description
                == "the proxy at \(proxyAddress) refused to connect to feed.invalid: 502")
    }

    @Test("all_proxy serves both schemes when no scheme's own variable is set")
    func get_usesAllProxy() async throws {
        let proxy = LoopbackHTTPServer()
        let proxyAddress = try proxy.url(for: "").absoluteString
        proxy.respond(to: "http://feed.invalid/feed", with: .ok("all"))
        let (sut, _) = makeSUT(proxies: ProxyEnvironment(["ALL_PROXY": proxyAddress]))

        let response = try await sut.get(from: try #require(URL(string: "http://feed.invalid/feed")))

        #expect(response.body == Data("all".utf8))
    }
}
