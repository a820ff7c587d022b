import Domain
import Networking
import Testing

@Suite("HTTPClientError to the Domain's errors")
struct HTTPClientErrorMappingTests {
    @Test("every client error maps to the Domain error that says the same", arguments: ClientErrorCase.all)
    func feedLoadingError_saysTheSame(mapping: ClientErrorCase) {
        #expect(mapping.clientError.feedLoadingError == mapping.expected)
    }

    @Test("every client error maps to the image error that says the same", arguments: ClientErrorCase.all)
    func imageLoadingError_saysTheSame(mapping: ClientErrorCase) {
        #expect(mapping.clientError.imageLoadingError == mapping.image)
    }

    @Test("a mapped error keeps the host it failed on in its description")
    func feedLoadingError_namesTheHost() {
        let error = HTTPClientError.cannotConnect(host: "example.org").feedLoadingError

        #expect(error.description.contains("example.org"))
    }
}
