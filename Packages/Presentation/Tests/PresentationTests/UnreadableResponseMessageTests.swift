import Domain
import Foundation
import Presentation
import Testing

@Suite("A server's unreadable answer is reported as the server's fault")
struct UnreadableResponseMessageTests {
    @Test("the message names the host and what was wrong, and does not ask the person to report it")
    func message_namesTheHostAndTheFault() {
        let error = FeedLoadingError.unreadableResponse(
            host: "example.org", reason: "its Content-Length -5 is not a number of bytes")

        #expect(
            FeedErrorMessage.message(for: error)
                == "example.org sent an answer the reader cannot read: its Content-Length -5 is not a number of "
                + "bytes. The server is at fault: try again later, or tell whoever runs it.")
    }

    @Test("the terse description keeps the host and the reason")
    func description_keepsHostAndReason() {
        let error = FeedLoadingError.unreadableResponse(host: "example.org", reason: "its head has more than 256 lines")

        #expect(error.description == "unreadable response from example.org: its head has more than 256 lines")
    }
}
