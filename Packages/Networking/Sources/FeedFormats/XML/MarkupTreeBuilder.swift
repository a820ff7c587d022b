import Domain
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses an XML document into a ``MarkupElement`` tree with `XMLParser`.
///
/// `XMLParser` is not `Sendable`: each call creates its own parser and delegate. The bytes are first
/// made UTF-8 by ``XMLEncodingNormalizer``, because `XMLParser` on Linux stops the process on element
/// names that are not UTF-8, then ``XMLParserInputGuard`` blanks the few shapes that crash its callbacks.
/// External entities are never resolved.
enum MarkupTreeBuilder {
    /// The root element of `data`.
    ///
    /// - Parameters:
    ///   - data: the document's bytes, in any encoding the normalizer reads.
    ///   - url: the document's address; relative references and `xml:base` resolve against it.
    ///   - charset: the Content-Type's `charset`, used when the document declares no encoding.
    /// - Throws: `FeedLoadingError.malformed` with the line and column the parser stopped at, for empty,
    ///   truncated or broken documents; the parser's "success" is never trusted on its own.
    static func root(of data: Data, url: URL?, charset: String? = nil) throws -> MarkupElement {
        let utf8 = try XMLEncodingNormalizer.utf8Data(from: data, charset: charset)
        let parser = XMLParser(data: XMLParserInputGuard.sanitized(utf8))
        let delegate = MarkupTreeDelegate(documentURL: url)
        parser.delegate = delegate
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let succeeded = parser.parse()
        if let failure = delegate.firstError ?? parser.parserError.map({ ($0, parser.lineNumber, parser.columnNumber) })
        {
            throw FeedLoadingError.malformed(
                reason: XMLParserErrorReason.describe(failure.error),
                line: failure.line > 0 ? failure.line : nil,
                column: failure.column > 0 ? failure.column : nil
            )
        }
        if let open = delegate.openElementName {
            throw FeedLoadingError.malformed(
                reason: "the document ends before <\(open)> is closed; it may be truncated",
                line: parser.lineNumber,
                column: parser.columnNumber
            )
        }
        guard succeeded, let root = delegate.root else {
            throw FeedLoadingError.malformed(reason: "the document is empty", line: nil, column: nil)
        }
        return root
    }
}
