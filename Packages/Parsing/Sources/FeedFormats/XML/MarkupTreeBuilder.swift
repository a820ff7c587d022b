import Domain
import TolerantXML

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    ///   - keepingPositions: whether elements' lines and columns (``MarkupElement/position``) are wanted
    ///     once the document is read; without them, a UTF-8 document is read without a copy of its bytes.
    /// - Throws: `FeedLoadingError.malformed` with the line and column of the problem, for an empty
    ///   document, one with no element, or one past the reader's limits.
    static func root(of data: Data, url: URL?, charset: String? = nil, keepingPositions: Bool = false) throws
        -> MarkupElement
    {
        do {
            let tree: XMLTree
            if !keepingPositions, XMLEncodingNormalizer.isUTF8AsIs(data, charset: charset) {
                // Already UTF-8: read in place, without a copy the tree would keep only for positions.
                tree = try data.withUnsafeBytes { try reader.read(transient: $0.bindMemory(to: UInt8.self)) }
            } else {
                tree = try reader.read(XMLEncodingNormalizer.utf8Bytes(from: data, charset: charset))
            }
            return MarkupElement(document: MarkupDocument(tree: tree, url: url), index: tree.root)
        } catch let error as XMLReadError {
            throw FeedLoadingError.malformed(reason: error.reason, line: error.line, column: error.column)
        }
    }
}
