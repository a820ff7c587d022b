import Domain
import Foundation
import Testing

@Suite("FeedItem links: made from URLs or kept as text")
struct FeedItemLinkTests {
    private let link = "https://example.com/posts/1?a=1&b=%E6%97%A5#top"
    private let image = "https://example.com/1.png"

    @Test("an item whose links are text gives them back as URLs and as the same text")
    func linksKeptAsText_readBackAsURLsAndText() {
        let item = FeedItem(id: "1", linkString: link, imageURLString: image)

        #expect(item.link == URL(string: link))
        #expect(item.imageURL == URL(string: image))
        #expect(item.linkString == link)
        #expect(item.imageURLString == image)
    }

    @Test("an item made from URLs gives their absolute strings as text, a relative link resolved")
    func linksMadeFromURLs_giveAbsoluteStrings() {
        let base = URL(string: "https://example.com/feed/")
        let item = FeedItem(id: "1", link: URL(string: "../posts/1", relativeTo: base), imageURL: URL(string: image))

        #expect(item.linkString == "https://example.com/posts/1")
        #expect(item.imageURLString == image)
    }

    @Test("an item read back as text equals, and hashes as, the item saved from URLs")
    func itemKeptAsText_equalsTheItemMadeFromURLs() {
        let saved = FeedItem(id: "1", title: "Post", link: URL(string: link), imageURL: URL(string: image))
        let readBack = FeedItem(id: "1", title: "Post", linkString: link, imageURLString: image)

        #expect(readBack == saved)
        #expect(Set([saved, readBack]).count == 1)
        #expect(readBack != FeedItem(id: "1", title: "Post", linkString: image, imageURLString: image))
    }

    @Test("an item without links has none in either form")
    func itemWithoutLinks_hasNone() {
        let item = FeedItem(id: "1", linkString: nil, imageURLString: nil)

        #expect(item.link == nil && item.linkString == nil && item.imageURL == nil && item.imageURLString == nil)
        #expect(item == FeedItem(id: "1"))
    }

    @Test("an item is coded with its links as URLs, whichever form it keeps them in")
    func coding_keepsTheLinksAsURLs() throws {
        let fromURLs = FeedItem(id: "1", link: URL(string: link), imageURL: URL(string: image))
        let fromText = FeedItem(id: "1", linkString: link, imageURLString: image)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys

        let coded = try encoder.encode(fromText)
        let decoded = try JSONDecoder().decode(FeedItem.self, from: coded)

        #expect(coded == (try encoder.encode(fromURLs)))
        #expect(decoded == fromURLs)
        #expect(decoded.link == URL(string: link))
    }
}
