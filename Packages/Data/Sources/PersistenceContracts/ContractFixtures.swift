import Domain
import Foundation

// The fixtures the contracts and the Data package's own tests build their feeds from: one file, so the two
// cannot drift apart. Public for those tests; a module that declares its own shadows them. URLs are
// DomainTestSupport's `anyURL`, the one every package's tests use.

/// A date with a fractional second, so a store that rounds dates fails.
public func anyDate(_ offset: TimeInterval = 0) -> Date {
    Date(timeIntervalSinceReferenceDate: 790_000_000.25 + offset)
}

/// A feed titled `title` with `count` items of every field.
public func makeFeed(title: String = "A feed", items count: Int = 2) -> Feed {
    Feed(
        title: title, link: URL(string: "https://example.org"),
        items: (0..<count).map { makeItem(id: "\(title)-\($0)") })
}

/// An item with every field set, text beyond ASCII included.
public func makeItem(id: String) -> FeedItem {
    FeedItem(
        id: id, title: "Title of \(id) — ünïcødé ✓", summary: "Summary of \(id)",
        content: "Content of \(id).\n\nIts second paragraph.",
        link: URL(string: "https://example.org/items/\(id)"), imageURL: URL(string: "https://example.org/\(id).png"),
        author: "Ada", published: anyDate(-3_600))
}

extension Data {
    /// `count` bytes of `value`.
    public static func bytes(_ count: Int, value: UInt8 = 7) -> Data { Data(repeating: value, count: count) }
}
