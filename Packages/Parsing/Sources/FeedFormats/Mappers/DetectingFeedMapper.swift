import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The mapper to use by default: detects the format from the content and hands it to the right mapper.
///
/// XML with an `<rss>`, `<rdf:RDF>` or CDF `<CHANNEL>` root goes to ``RSSFeedMapper``, `<feed>` to
/// ``AtomFeedMapper``; JSON with a `version` (or served as `application/feed+json`) to ``JSONFeedMapper``,
/// JSON whose items hold only `id`/`location`/`description`/`image` to ``EssentialFeedMapper``, other
/// JSON with `items` to ``JSONFeedMapper``. The
/// content decides, since servers often send feeds as `text/html` or `text/plain`; the Content-Type
/// breaks ties and explains failures.
///
/// - Errors: `FeedLoadingError.webPage` for an HTML page that names feeds (``FeedLinkFinder``);
///   `FeedLoadingError.notAFeed` for any other HTML page, an OPML list, other XML or JSON, or text that is
///   neither; `FeedLoadingError.malformed` for an empty or broken document. Never an empty success for
///   input it could not read.
public struct DetectingFeedMapper: FeedMapper {
    /// Creates the mapper; it holds no state.
    public init() {}

    /// Maps `document`, whatever its format.
    public func map(_ document: FeedDocument) throws -> Feed {
        let contentType = ContentType(document.contentType)
        switch FeedSniffer.kind(of: document.data) {
        case .empty:
            throw FeedLoadingError.malformed(reason: "the document is empty", line: nil, column: nil)
        case .html:
            throw webPage(document, else: "it is an HTML page, not an RSS, Atom or JSON feed")
        case .json:
            return try mapJSON(document, contentType: contentType)
        case .xml:
            return try mapXML(document, contentType: contentType)
        case .other(let opening):
            if contentType?.isHTML == true { throw webPage(document, else: Self.servedHTML) }
            throw FeedLoadingError.notAFeed(reason: Self.neither(opening, isLocal: document.url.isFileURL))
        }
    }

    private func mapJSON(_ document: FeedDocument, contentType: ContentType?) throws -> Feed {
        let json = try JSONDocumentReader.document(from: document.data)
        // A version of any kind ("1.1", a jsonfeed.org URL) means JSON Feed; without one, items that hold
        // only the Essential Feed API's keys mean that API, and any other items a JSON Feed.
        if json.hasVersion || contentType?.mediaType == "application/feed+json" {
            return try JSONFeedMapper().map(json, url: document.url)
        }
        if EssentialFeedMapper.hasEssentialShape(json) {
            return try EssentialFeedMapper().map(json, url: document.url)
        }
        if json.items != nil {
            return try JSONFeedMapper().map(json, url: document.url)
        }
        throw FeedLoadingError.notAFeed(
            reason: "it is JSON, but neither a JSON Feed (no \"version\": \"https://jsonfeed.org/version/1.1\") "
                + "nor an {\"items\": [...]} image feed"
        )
    }

    private func mapXML(_ document: FeedDocument, contentType: ContentType?) throws -> Feed {
        let root: MarkupElement
        do {
            root = try XMLFeedDocument.root(of: document)
        } catch FeedLoadingError.malformed where contentType?.isHTML == true {
            throw webPage(document, else: Self.servedHTML)
        }
        if RSSFeedMapper.reads(root) { return try RSSFeedMapper().map(root: root) }
        if AtomFeedMapper.reads(root) { return try AtomFeedMapper().map(root: root) }
        switch root.unprefixedName.lowercased() {
        case "html": throw webPage(document, else: "it is an HTML page, not an RSS, Atom or JSON feed")
        case "opml":
            throw FeedLoadingError.notAFeed(reason: "it is an OPML subscription list; import it instead of reading it")
        case _ where contentType?.isHTML == true:
            // The reader reads any markup, so an HTML fragment has a root too: the server's word decides.
            throw webPage(document, else: Self.servedHTML)
        default:
            throw FeedLoadingError.notAFeed(
                reason: "its root element is <\(root.name)>, not <rss>, <rdf:RDF> or <feed>")
        }
    }

    /// Why a document that is neither XML nor JSON is refused. A local file is described, never quoted:
    /// the person has it, and its bytes (`/proc/self/maps`, a key) are nobody else's business in an error
    /// that may be logged; a server's answer was sent to anyone, and a few printable characters of it
    /// ("Access denied") help.
    private static func neither(_ opening: DocumentOpening, isLocal: Bool) -> String {
        switch (opening.isBinary, isLocal) {
        case (true, _): "it is binary data, neither XML nor JSON"
        case (false, false) where !opening.quote.isEmpty:
            "it is neither XML nor JSON; it starts with \"\(opening.quote)\""
        case (false, _): "it is text, but neither XML nor JSON"
        }
    }

    private static let servedHTML = "the server sent an HTML page (Content-Type text/html)"

    /// The error for an HTML page: the feeds it names, else "not a feed" for `reason`.
    private func webPage(_ document: FeedDocument, else reason: String) -> FeedLoadingError {
        let feeds = FeedLinkFinder.feeds(in: document.data, pageURL: document.url)
        return feeds.isEmpty ? .notAFeed(reason: reason) : .webPage(feeds: feeds)
    }
}
