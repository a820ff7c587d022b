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

    @Test("a full disk under the subscription list is named, with its folder, and no I/O error wording")
    func subscriptionListOnAFullDisk() {
        let error = SubscriptionStoreError.diskFull(path: "/home/r/.config/feed/subscriptions")

        #expect(
            ErrorMessage.message(for: error)
                == "The disk holding the subscription list (/home/r/.config/feed) is full; the list was not changed. "
                + "Free some space on it, or choose another folder with --config.")
    }

    @Test("a feed's error reads as FeedErrorMessage words it")
    func feedError() {
        let error = FeedLoadingError.cannotConnect(host: "example.org")

        #expect(ErrorMessage.message(for: error) == FeedErrorMessage.message(for: error))
    }

    @Test("the cache's error reads the same whichever port met it: the cache's upkeep, read state")
    func cacheError() {
        let failure = CacheError.diskFull(folder: "/home/ada/.cache/feed")
        let expected =
            "The disk holding the cache (/home/ada/.cache/feed) is full. Free some space on it (feed cache clear "
            + "gives the cache's back), or choose another folder with --cache."

        #expect(ErrorMessage.message(for: failure) == expected)
        #expect(ErrorMessage.message(for: ReadStateError.cache(failure)) == expected)
        #expect(ErrorMessage.message(for: FeedLoadingError.cache(failure)) == expected)
    }

    @Test("a feed read state cannot find is worded as a feed not cached")
    func readStateNotCached() {
        #expect(
            ErrorMessage.message(for: ReadStateError.notCached)
                == "Nothing is saved offline for this feed yet. Read it once while online.")
    }

    @Test("any other error is an unexpected failure, with its description and what to do")
    func otherError() {
        struct Boom: Error {}

        #expect(ErrorMessage.message(for: Boom()).hasPrefix("Something unexpected went wrong: Boom()."))
    }
}
