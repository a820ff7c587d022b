import Domain
import Foundation
import Presentation
import Testing

@Suite("Error messages say what failed, where, and what to try")
struct FeedErrorMessageTests {
    @Test(
        "every FeedLoadingError has a message a person can act on",
        arguments: [
            (
                .cannotConnect(host: "example.org"),
                "Couldn't connect to example.org. Check the address and your connection, or try again later."
            ),
            (
                .timedOut(host: "example.org", seconds: 10),
                "example.org did not answer within 10 seconds. Try again later, or allow it more time."
            ),
            (
                .timedOut(host: "example.org", seconds: 1),
                "example.org did not answer within 1 second. Try again later, or allow it more time."
            ),
            (
                .httpStatus(code: 401, host: "example.org"),
                "example.org answered HTTP 401 (access denied). The feed may need a login."
            ),
            (
                .httpStatus(code: 403, host: "example.org"),
                "example.org answered HTTP 403 (access denied). The feed may need a login."
            ),
            (
                .httpStatus(code: 404, host: "example.org"),
                "example.org answered HTTP 404 (not found). Check the address; the feed may have moved."
            ),
            (
                .httpStatus(code: 410, host: "example.org"),
                "example.org answered HTTP 410 (not found). Check the address; the feed may have moved."
            ),
            (
                .httpStatus(code: 429, host: "example.org"),
                "example.org answered HTTP 429 (too many requests). Wait a while before trying again."
            ),
            (
                .httpStatus(code: 502, host: "example.org"),
                "example.org answered HTTP 502 (a server error). Try again later."
            ),
            (
                .httpStatus(code: 418, host: "example.org"),
                "example.org answered HTTP 418. Check the address, or try again later."
            ),
            (
                .tooLarge(limit: 10_485_760),
                "The feed at https://example.org/feed.xml is larger than the limit of 10 MiB. "
                    + "Check that the address points at a feed, or raise the size limit."
            ),
            (
                .malformed(reason: "unclosed tag", line: 3, column: 7),
                "The feed at https://example.org/feed.xml is not valid (line 3, column 7): unclosed tag. "
                    + "Check that the address points at the feed itself; if it does, the publisher has to fix it."
            ),
            (
                .malformed(reason: "bad date", line: 3, column: nil),
                "The feed at https://example.org/feed.xml is not valid (line 3): bad date. "
                    + "Check that the address points at the feed itself; if it does, the publisher has to fix it."
            ),
            (
                .notAFeed(reason: "an HTML page"),
                "There is no feed at https://example.org/feed.xml (an HTML page). "
                    + "Check the address: it should point at the RSS, Atom or JSON feed, not at a web page."
            ),
            (.notCached, "Nothing is saved offline for https://example.org/feed.xml yet. Read it once while online."),
            (.fileNotFound(path: "/tmp/feed.xml"), "There is no file at /tmp/feed.xml. Check the path."),
            (
                .fileNotReadable(path: "/tmp/feed.xml"),
                "The file at /tmp/feed.xml cannot be read. Check its permissions."
            ),
            (
                .cache(.unavailable(reason: "the disk is full")),
                "The offline cache is not available: the disk is full. "
                    + "Check that the cache folder exists and can be written, or clear the cache."
            ),
            (
                .cache(.diskFull(folder: "/home/ada/.cache/feed")),
                "The disk holding the cache (/home/ada/.cache/feed) is full. Free some space on it (feed cache "
                    + "clear gives the cache's back), or choose another folder with --cache."
            ),
            (
                .untrustedCertificate(host: "example.org", reason: "has expired"),
                "The certificate of example.org has expired. If a proxy on your network inspects TLS, give its CA "
                    + "with --ca-file PATH (or FEED_CA_FILE)."
            ),
            (
                .proxyFailed(proxy: "http://proxy:3128", reason: "refused to connect to example.org: 502"),
                "The proxy at http://proxy:3128 refused to connect to example.org: 502. Check the proxy variables "
                    + "(https_proxy, http_proxy, all_proxy, no_proxy), or try again later."
            ),
            (
                .invalidAddress("ftp://x"),
                "\"ftp://x\" is not an address the reader can load. Use an http(s) URL, a file URL or a path."
            ),
            (.cancelled, "Loading the feed at https://example.org/feed.xml was cancelled."),
            (
                .unexpected("disk on fire"),
                "Something unexpected went wrong at https://example.org/feed.xml: disk on fire. "
                    + "Try again; if it keeps happening, report this message."
            ),
        ] as [(FeedLoadingError, String)]
    )
    func message(error: FeedLoadingError, expected: String) {
        #expect(FeedErrorMessage.message(for: error, feedURL: makeURL("https://example.org/feed.xml")) == expected)
    }

    @Test("without the feed's address, messages still read well")
    func messagesWithoutFeedURL() {
        #expect(
            FeedErrorMessage.message(for: .notCached)
                == "Nothing is saved offline for this feed yet. Read it once while online.")
        #expect(
            FeedErrorMessage.message(for: .tooLarge(limit: 512)).hasPrefix(
                "The feed is larger than the limit of 512 bytes."))
        #expect(FeedErrorMessage.message(for: .cancelled) == "Loading the feed was cancelled.")
    }

    @Test("a file's address is named by its path")
    func fileAddress() {
        let message = FeedErrorMessage.message(for: .notCached, feedURL: URL(fileURLWithPath: "/tmp/my feed.xml"))

        #expect(message == "Nothing is saved offline for /tmp/my feed.xml yet. Read it once while online.")
    }

    @Test("the reason alone is one sentence, without advice")
    func reasonAlone() {
        #expect(FeedErrorMessage.reason(for: .cannotConnect(host: "example.org")) == "Couldn't connect to example.org.")
        #expect(FeedErrorMessage.advice(for: .cancelled) == nil)
    }
}
