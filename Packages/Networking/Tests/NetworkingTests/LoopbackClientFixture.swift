import Foundation
import Networking
import NetworkingTestSupport

/// The schemes the loopback tests speak: each case runs over both, since one client serves both.
enum LoopbackScheme: String, CaseIterable, Sendable {
    /// Plain HTTP to the loopback server.
    case http
    /// HTTPS through a TLS front, with a CA made for the test run.
    case https
}

/// Builds a client and a loopback server for the tests that talk HTTP for real.
protocol LoopbackClientFixture {}

extension LoopbackClientFixture {
    /// A ``CurlHTTPClient`` that trusts the run's CA and reads no proxy from the environment (unless
    /// `proxies` says), and a server for `scheme`.
    func makeSUT(
        _ scheme: LoopbackScheme = .http,
        timeoutSeconds: Int = 60,
        maxResponseBytes: Int = 1_024 * 1_024,
        maxRetries: Int = 2,
        maxConcurrentRequests: Int = 8,
        keepsConnectionsAlive: Bool = false,
        proxies: ProxyEnvironment = ProxyEnvironment([:])
    ) -> (sut: any HTTPClient, server: LoopbackHTTPServer) {
        let configuration = HTTPClientConfiguration(
            timeoutSeconds: timeoutSeconds, maxResponseBytes: maxResponseBytes,
            maxConcurrentRequests: maxConcurrentRequests, maxRetries: maxRetries,
            caFile: TestRunAuthority.shared?.caFile, proxies: proxies)
        let server = LoopbackHTTPServer(
            keepsConnectionsAlive: keepsConnectionsAlive, authority: scheme == .https ? TestRunAuthority.shared : nil)
        return (CurlHTTPClient(configuration: configuration), server)
    }

    func outcome(of sut: any HTTPClient, getting url: URL) async -> Result<HTTPResponse, HTTPClientError> {
        do {
            return .success(try await sut.get(from: url))
        } catch {
            return .failure(error)
        }
    }
}

/// The CA of this test run, made once; `nil` when `openssl` is missing (the https cases then fail).
enum TestRunAuthority {
    static let shared: TestCertificateAuthority? = try? TestCertificateAuthority.make()
}
