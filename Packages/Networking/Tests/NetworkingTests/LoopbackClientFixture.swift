import Foundation
import Networking
import NetworkingTestSupport

/// The clients that speak HTTP to the loopback server: both must behave alike where both apply.
enum LoopbackClient: String, CaseIterable, Sendable {
    /// ``SocketHTTPClient``, the one `http` URLs go through.
    case socket
    /// ``URLSessionHTTPClient``, the one `https` URLs go through.
    case urlSession
}

/// Builds a client and a loopback server for the tests that talk HTTP for real.
protocol LoopbackClientFixture {}

extension LoopbackClientFixture {
    func makeSUT(
        _ client: LoopbackClient = .socket,
        timeoutSeconds: Int = 60,
        maxResponseBytes: Int = 1_024 * 1_024,
        maxRetries: Int = 2
    ) -> (sut: any HTTPClient, server: LoopbackHTTPServer) {
        let configuration = HTTPClientConfiguration(
            timeoutSeconds: timeoutSeconds, maxResponseBytes: maxResponseBytes, maxRetries: maxRetries)
        let sut: any HTTPClient =
            switch client {
            case .socket: SocketHTTPClient(configuration: configuration, secureClient: nil)
            case .urlSession: URLSessionHTTPClient(configuration: configuration)
            }
        return (sut, LoopbackHTTPServer())
    }

    func outcome(of sut: any HTTPClient, getting url: URL) async -> Result<HTTPResponse, HTTPClientError> {
        do {
            return .success(try await sut.get(from: url))
        } catch {
            return .failure(error)
        }
    }
}
