import Domain
import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite("A redirect to an address the client cannot fetch")
struct UnsupportedRedirectTests: LoopbackClientFixture {
    @Test(
        "get names the address it was redirected to, not the status or the address it started from",
        arguments: LoopbackScheme.allCases)
    func get_namesTheUnsupportedRedirectTarget(scheme: LoopbackScheme) async throws {
        let (sut, server) = makeSUT(scheme)
        server.respond(to: "/feed", with: .redirect(to: "ftp://files.example/feed.xml"))

        let result = await outcome(of: sut, getting: try server.url(for: "/feed"))

        #expect(result.failure == .redirectedToUnsupportedURL("ftp://files.example/feed.xml"))
    }

    @Test("the Domain error says the document redirected to the unsupported address")
    func feedLoadingError_saysWhereItRedirected() {
        let error = HTTPClientError.redirectedToUnsupportedURL("ftp://files.example/feed.xml")

        #expect(
            error.feedLoadingError
                == .notAFeed(reason: "it redirected to an unsupported address ftp://files.example/feed.xml"))
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
