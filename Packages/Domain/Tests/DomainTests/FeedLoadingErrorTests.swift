import Domain
import Foundation
import Testing

@Suite("FeedLoadingError")
struct FeedLoadingErrorTests {
    @Test func init_keepsAFeedLoadingError() {
        #expect(FeedLoadingError(FeedLoadingError.notCached) == .notCached)
    }

    @Test func init_mapsCancellationToCancelled() {
        #expect(FeedLoadingError(CancellationError()) == .cancelled)
    }

    @Test func init_wrapsAnyOtherErrorAsUnexpected() {
        struct Boom: Error {}

        guard case .unexpected = FeedLoadingError(Boom()) else {
            Issue.record("expected .unexpected")
            return
        }
    }

    @Test func init_wrapsACacheErrorAsCache() {
        #expect(
            FeedLoadingError(CacheError.diskFull(folder: "/var/cache/feed"))
                == .cache(.diskFull(folder: "/var/cache/feed")))
    }

    @Test(arguments: [
        (FeedLoadingError.cannotConnect(host: "example.org"), "cannot connect to example.org"),
        (.timedOut(host: "example.org", seconds: 5), "example.org timed out after 5 s"),
        (.httpStatus(code: 404, host: "example.org"), "example.org answered HTTP 404"),
        (.tooLarge(limit: 10), "larger than 10 bytes"),
        (.malformed(reason: "unclosed tag", line: 3, column: 7), "malformed at 3:7: unclosed tag"),
        (.notAFeed(reason: "an HTML page"), "not a feed: an HTML page"),
        (.notCached, "not cached"),
        (.fileNotFound(path: "/tmp/x"), "no file at /tmp/x"),
        (.cache(.unavailable(reason: "disk full")), "cache unavailable: disk full"),
        (.cache(.diskFull(folder: "/var/cache/feed")), "disk full: /var/cache/feed"),
    ])
    func description_isTerseAndGivesNoAdvice(error: FeedLoadingError, expected: String) {
        #expect(error.description == expected)
    }
}

@Suite("ImageLoadingError and ReadStateError")
struct PortErrorTests {
    @Test func imageInit_wrapsCacheAndCancellation() {
        #expect(ImageLoadingError(CacheError.unavailable(reason: "gone")) == .cache(.unavailable(reason: "gone")))
        #expect(ImageLoadingError(CancellationError()) == .cancelled)
        #expect(ImageLoadingError(ImageLoadingError.notCached) == .notCached)
    }

    @Test func descriptions_areTerse() {
        #expect(
            ImageLoadingError.empty(url: URL(filePath: "/i.png")).description == "the image at file:///i.png is empty")
        #expect(ReadStateError.notCached.description == "not cached")
        #expect(ReadStateError.cache(.diskFull(folder: "/c")).description == "disk full: /c")
    }
}
