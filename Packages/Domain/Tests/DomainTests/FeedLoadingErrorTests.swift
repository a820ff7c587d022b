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

    @Test func notModifiedIsNotAFailure() {
        #expect(!FeedLoadingError.notModified.isFailure)
        #expect(FeedLoadingError.notCached.isFailure)
    }

    @Test(arguments: [
        (FeedLoadingError.cannotConnect(host: "example.org"), "Couldn't connect to example.org"),
        (.timedOut(host: "example.org", seconds: 5), "did not answer within 5 s"),
        (.httpStatus(code: 404, host: "example.org"), "HTTP 404 (not found; check the URL)"),
        (.tooLarge(limit: 10), "10-byte limit"),
        (.malformed(reason: "unclosed tag", line: 3, column: 7), "at line 3, column 7: unclosed tag"),
        (.notAFeed(reason: "an HTML page"), "does not hold a feed (an HTML page)"),
        (.notCached, "Read it once while online"),
        (.fileNotFound(path: "/tmp/x"), "no file at /tmp/x"),
        (.cacheUnavailable(reason: "disk full"), "not available: disk full"),
    ])
    func description_saysWhatFailedAndWhatToTry(error: FeedLoadingError, expected: String) {
        #expect(error.description.contains(expected), "\(error.description)")
    }
}
