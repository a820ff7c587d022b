import Domain
import Presentation
import Testing

@Suite("Wording any error a command meets")
struct ErrorMessageTests {
    @Test("a broken subscription list names the file and line and says what to do")
    func malformedSubscriptionList() {
        let error = SubscriptionStoreError.malformed(path: "/home/r/subs.txt", line: 3, reason: "not a URL")

        #expect(
            ErrorMessage.message(for: error)
                == "The subscription list at /home/r/subs.txt:3 could not be read: not a URL. Fix or remove that line.")
    }

    @Test("an unavailable subscription list says to check the folder")
    func unavailableSubscriptionList() {
        let error = SubscriptionStoreError.unavailable(path: "/home/r/subs.txt", reason: "permission denied")

        #expect(ErrorMessage.message(for: error).hasSuffix("Check the folder's permissions."))
    }

    @Test("a feed's error reads as FeedErrorMessage words it")
    func feedError() {
        let error = FeedLoadingError.cannotConnect(host: "example.org")

        #expect(ErrorMessage.message(for: error) == FeedErrorMessage.message(for: error))
    }

    @Test("any other error is an unexpected failure, with its description and what to do")
    func otherError() {
        struct Boom: Error {}

        #expect(ErrorMessage.message(for: Boom()).hasPrefix("Something unexpected went wrong: Boom()."))
    }
}
