import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads and writes subscription lists as OPML, the format feed readers exchange them in.
///
/// Decoding reads OPML 1.0 and 2.0 as ``OutlineReader`` says: outlines with an `xmlUrl` are subscriptions,
/// folders become categories, repeated addresses are counted, unusable outlines are reported. Encoding writes OPML 2.0 with one folder outline
/// per category, placed where its first subscription appears; `dateCreated` is written only when given,
/// so the same list always encodes to the same bytes.
///
/// - Errors: ``decode(_:)`` and ``read(_:)`` throw `FeedLoadingError.malformed` with the line and column
///   of the problem (no XML element, a root other than `<opml>`, no `<body>`); nothing partial.
public struct OPMLCodec: SubscriptionListCodec {
    private let dateCreated: Date?

    /// Creates a codec.
    ///
    /// - Parameter dateCreated: the creation date to write in the head; `nil` leaves it out.
    public init(dateCreated: Date? = nil) {
        self.dateCreated = dateCreated
    }

    /// Reads every subscription in `data`, nested outlines flattened, in document order.
    public func decode(_ data: Data) throws -> [Subscription] {
        try read(data).subscriptions
    }

    /// Reads `data`, also counting repeated addresses and naming the outlines left out (see ``OutlineReader``).
    public func read(_ data: Data) throws -> SubscriptionListImport {
        let root = try MarkupTreeBuilder.root(of: data, url: nil, keepingPositions: true)
        guard root.unprefixedName.lowercased() == "opml" else {
            throw malformed("the root element is <\(root.name)>, not <opml>", at: root)
        }
        guard let body = root.child("body", in: root.namespace) ?? root.child(ignoringCase: "body") else {
            throw malformed("the <opml> element has no <body>", at: root)
        }
        return OutlineReader.read(body)
    }

    /// Writes `subscriptions` as an OPML 2.0 document titled `title`.
    public func encode(_ subscriptions: [Subscription], title: String) -> Data {
        Data(OPMLWriter(dateCreated: dateCreated).document(subscriptions, title: title).utf8)
    }

    private func malformed(_ reason: String, at element: MarkupElement) -> FeedLoadingError {
        .malformed(reason: reason, line: element.position.line, column: element.position.column)
    }
}
