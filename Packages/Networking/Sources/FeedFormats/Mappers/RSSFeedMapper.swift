import Domain
import Foundation
import Networking

/// Maps RSS 2.0 (and 0.9x) and RSS 1.0 (RDF) documents to a `Feed`.
///
/// Reads the channel's `title` and `link`, and per item `guid` (RSS 1.0: `rdf:about`), `title`, `link`,
/// `description` (else `content:encoded`) reduced to text, `pubDate` (else `dc:date`), `dc:creator`
/// (else `author`) and an image from Media RSS, an image enclosure or `itunes:image`. Links resolve
/// against `xml:base`, else the document's URL.
///
/// - Errors: `FeedLoadingError.malformed` for broken XML (with line and column) or an `<rss>` without a
///   channel; `FeedLoadingError.notAFeed` for any other root element.
public struct RSSFeedMapper: FeedMapper {
    /// Creates the mapper; it holds no state.
    public init() {}

    /// Maps an RSS document.
    public func map(_ document: FeedDocument) throws -> Feed {
        try map(root: XMLFeedDocument.root(of: document))
    }

    /// Maps an already parsed RSS document.
    func map(root: MarkupElement) throws -> Feed {
        let isRDF = root.name == "RDF" && root.namespace == XMLNamespace.rdf
        guard isRDF || (root.name == "rss" && root.namespace == nil) else {
            throw FeedLoadingError.notAFeed(reason: "its root element is <\(root.name)>, not <rss> or <rdf:RDF>")
        }
        guard let channel = root.child("channel", where: Self.isCore) else {
            throw FeedLoadingError.malformed(
                reason: "the <\(root.name)> element has no <channel>", line: nil, column: nil)
        }
        let items = (isRDF ? root.children : channel.children).filter { $0.name == "item" && Self.isCore($0.namespace) }
        return FeedAssembler.feed(
            title: channel.child("title", where: Self.isCore).flatMap { HTMLTextReducer.text(from: $0.innerText) },
            link: channel.child("link", where: Self.isCore).flatMap { LinkResolver.resolve($0.text, against: $0.base) },
            drafts: items.map(Self.draft(from:))
        )
    }

    /// Whether an element in `namespace` is one of RSS's own (no namespace, or RSS 1.0's or 0.90's).
    static func isCore(_ namespace: String?) -> Bool {
        namespace == nil || namespace == XMLNamespace.rss10 || namespace == XMLNamespace.rss090
    }
}
