import Domain

/// Parses a feed document's XML with its URL as base and its Content-Type's charset as a hint.
enum XMLFeedDocument {
    /// The document's root element.
    ///
    /// - Throws: `FeedLoadingError.malformed` as ``MarkupTreeBuilder/root(of:url:charset:)`` does.
    static func root(of document: FeedDocument) throws -> MarkupElement {
        try MarkupTreeBuilder.root(
            of: document.data, url: document.url, charset: ContentType(document.contentType)?.charset)
    }
}
