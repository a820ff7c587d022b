import DIAssemblies
import Domain
import Foundation
import Testing

@testable import FeedApp

@Suite("FeedAddress")
struct FeedAddressTests {
    private let currentDirectory = URL(fileURLWithPath: "/home/reader/feeds", isDirectory: true)

    @Test(
        "keeps http and https URLs as they are",
        arguments: ["https://example.org/feed.xml", "http://example.org:8080/rss?x=1"])
    func keepsWebURLs(_ address: String) throws {
        let url = try FeedAddress.url(from: address, currentDirectory: currentDirectory)

        #expect(url.absoluteString == address)
    }

    @Test("keeps file URLs, standardized")
    func keepsFileURLs() throws {
        let url = try FeedAddress.url(from: "file:///tmp/a/../feed.xml", currentDirectory: currentDirectory)

        #expect(url == URL(fileURLWithPath: "/tmp/feed.xml"))
    }

    @Test("turns an absolute path into a file URL")
    func absolutePath() throws {
        let url = try FeedAddress.url(from: "/var/feeds/news.xml", currentDirectory: currentDirectory)

        #expect(url == URL(fileURLWithPath: "/var/feeds/news.xml"))
    }

    @Test("resolves a relative path against the current directory")
    func relativePath() throws {
        let url = try FeedAddress.url(from: "../saved/news.xml", currentDirectory: currentDirectory)

        #expect(url.isFileURL)
        #expect(url.path == "/home/reader/saved/news.xml")
    }

    @Test("expands ~/ to the home folder")
    func homePath() throws {
        let url = try FeedAddress.url(from: "~/news.xml", currentDirectory: currentDirectory)

        #expect(url.path == URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("news.xml").path)
    }

    @Test(
        "rejects anything else as an invalid address",
        arguments: ["", "   ", "ftp://example.org/feed.xml", "http://", "mailto:me@example.org", "localhost:8080/feed"])
    func rejectsOtherAddresses(_ address: String) {
        #expect(throws: FeedLoadingError.invalidAddress(address)) {
            try FeedAddress.url(from: address, currentDirectory: currentDirectory)
        }
    }
}
