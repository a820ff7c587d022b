import Domain
import Foundation
import TolerantXML

/// Reads an XML document into ``MarkupElement``s with the tolerant ``XMLReader``.
///
/// The bytes are first made UTF-8 by ``XMLEncodingNormalizer``. The reader recovers from what feeds get
/// wrong (HTML entities, undeclared prefixes, a bare `&`, missing end tags), so only a document with no
/// element, or one past the reader's limits, fails. Nothing is ever fetched for a document.
enum MarkupTreeBuilder {
    /// The reader, with the prefixes feeds use without declaring them.
    private static let reader = XMLReader(undeclaredPrefixes: XMLNamespace.conventionalPrefixes)

    /// The root element of `data`.
    ///
    /// - Parameters:
    ///   - data: the document's bytes, in any encoding the normalizer reads.
    ///   - url: the document's address; relative references and `xml:base` resolve against it.
    ///   - charset: the Content-Type's `charset`, used when the document declares no encoding.
    /// - Throws: `FeedLoadingError.malformed` with the line and column of the problem, for an empty
    ///   document, one with no element, or one past the reader's limits.
    static func root(of data: Data, url: URL?, charset: String? = nil) throws -> MarkupElement {
        let utf8 = XMLEncodingNormalizer.utf8Bytes(from: data, charset: charset)
        do {
            let tree = try reader.read(utf8)
            return MarkupElement(document: MarkupDocument(tree: tree, url: url), index: tree.root)
        } catch let error as XMLReadError {
            throw FeedLoadingError.malformed(reason: error.reason, line: error.line, column: error.column)
        }
    }
}
