import Domain
import Networking
import Testing

@Suite("HTTPClientError to FeedLoadingError")
struct HTTPClientErrorMappingTests {
    @Test("every client error maps to the Domain error that says the same", arguments: ClientErrorCase.all)
    func feedLoadingError_saysTheSame(mapping: ClientErrorCase) {
        #expect(mapping.clientError.feedLoadingError == mapping.expected)
    }

    @Test("a mapped error's description names what failed, for logs")
    func feedLoadingError_describesWhatFailed() {
        let error = HTTPClientError.cannotConnect(host: "example.org").feedLoadingError

        #expect(error.description == "cannot connect to example.org")
    }
}
