import Foundation
import Testing

@testable import FeedApp

@Suite("The home folder and ~ paths, as NSString expanded them")
struct HomeFolderTests {
    @Test(
        "expands a leading tilde as expandingTildeInPath did",
        arguments: ["~", "~/", "~/notes/feeds.opml", "~/a//b/", "~root/x", "~nosuchuser/x", "a/~", "/abs/path", ""])
    func expandsAsNSString(path: String) {
        #expect(HomeFolder.expandingTilde(in: path) == NSString(string: path).expandingTildeInPath)
    }

    @Test("the home folder is NSHomeDirectory()")
    func home() {
        #expect(HomeFolder.path == NSHomeDirectory())
    }
}
