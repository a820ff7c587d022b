import Foundation
import Networking
import NetworkingTestSupport

/// Builds a client and a loopback server for the tests that talk HTTP for real.
protocol LoopbackClientFixture {}

extension LoopbackClientFixture {
    func makeSUT(
        timeoutSeconds: Int = 5,
        maxResponseBytes: Int = 1_024 * 1_024
    ) -> (sut: URLSessionHTTPClient, server: LoopbackHTTPServer) {
        let configuration = URLSessionHTTPClient.Configuration(
            timeoutSeconds: timeoutSeconds,
            maxResponseBytes: maxResponseBytes
        )
        return (URLSessionHTTPClient(configuration: configuration), LoopbackHTTPServer())
    }

    func outcome(of sut: URLSessionHTTPClient, getting url: URL) async -> Result<HTTPResponse, HTTPClientError> {
        do {
            return .success(try await sut.get(from: url))
        } catch {
            return .failure(error)
        }
    }
}
