import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite("CurlHTTPClient and server certificates")
struct CertificateTests {
    @Test("a certificate from a CA the client was not given is refused, naming the host and the reason")
    func get_refusesAnUntrustedAuthority() async throws {
        let server = LoopbackHTTPServer(authority: try TestCertificateAuthority.make())
        server.respond(to: "/feed", with: .ok("secret"))

        let result = await outcome(of: makeClient(caFile: nil), getting: try server.url(for: "/feed"))

        #expect(
            result.failure
                == .untrustedCertificate(
                    host: "127.0.0.1", reason: "is signed by an authority this machine does not trust"))
    }

    @Test("an expired certificate is refused as expired")
    func get_refusesAnExpiredCertificate() async throws {
        let authority = try TestCertificateAuthority.make(validity: .expired)
        let server = LoopbackHTTPServer(authority: authority)
        server.respond(to: "/feed", with: .ok("stale"))

        let result = await outcome(of: makeClient(caFile: authority.caFile), getting: try server.url(for: "/feed"))

        #expect(result.failure == .untrustedCertificate(host: "127.0.0.1", reason: "has expired"))
        #expect(result.failure?.feedLoadingError.description == "the certificate of 127.0.0.1 has expired")
    }

    @Test("a certificate for another name is refused as not for this host")
    func get_refusesACertificateForAnotherHost() async throws {
        let authority = try TestCertificateAuthority.make(names: ["DNS:elsewhere.invalid"])
        let server = LoopbackHTTPServer(authority: authority)
        server.respond(to: "/feed", with: .ok("elsewhere"))

        let result = await outcome(of: makeClient(caFile: authority.caFile), getting: try server.url(for: "/feed"))

        #expect(result.failure == .untrustedCertificate(host: "127.0.0.1", reason: "is not for this host"))
    }

    @Test("the CA file given is trusted besides the system's store")
    func get_trustsTheGivenAuthority() async throws {
        let authority = try TestCertificateAuthority.make()
        let server = LoopbackHTTPServer(authority: authority)
        server.respond(to: "/feed", with: .ok("trusted"))

        let response = try await makeClient(caFile: authority.caFile).get(from: try server.url(for: "/feed"))

        #expect(response.body == Data("trusted".utf8))
    }

    // MARK: - Helpers

    private func makeClient(caFile: String?) -> CurlHTTPClient {
        CurlHTTPClient(
            configuration: HTTPClientConfiguration(maxRetries: 0, caFile: caFile, proxies: ProxyEnvironment([:])))
    }

    private func outcome(of sut: CurlHTTPClient, getting url: URL) async -> Result<HTTPResponse, HTTPClientError> {
        do {
            return .success(try await sut.get(from: url))
        } catch {
            return .failure(error)
        }
    }
}
