import Domain
import Foundation

/// Reads and writes subscription lists as OPML, the format feed readers exchange them in.
///
/// Decoding reads OPML 1.0 and 2.0: every `outline` with an `xmlUrl` is a subscription, titled by its
/// `title` (else its `text`); nested outlines are flattened and the nearest enclosing outline's `text`
/// becomes the category; a URL seen before is skipped. Encoding writes OPML 2.0 with one folder outline
/// per category, placed where its first subscription appears; `dateCreated` is written only when given,
/// so the same list always encodes to the same bytes.
///
/// - Errors: ``decode(_:)`` throws `FeedLoadingError.malformed` with the line and column of the problem
///   (broken XML, a root other than `<opml>`, no `<body>`, an `xmlUrl` that is not a URL); nothing partial.
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
        let root = try MarkupTreeBuilder.root(of: data, url: nil)
        guard root.name == "opml" else {
            throw malformed("the root element is <\(root.name)>, not <opml>", at: root)
        }
        guard let body = root.child("body", in: root.namespace) else {
            throw malformed("the <opml> element has no <body>", at: root)
        }
        var reader = OutlineReader()
        try reader.read(body)
        return reader.subscriptions
    }

    /// Writes `subscriptions` as an OPML 2.0 document titled `title`.
    public func encode(_ subscriptions: [Subscription], title: String) -> Data {
        Data(OPMLWriter(dateCreated: dateCreated).document(subscriptions, title: title).utf8)
    }

    private func malformed(_ reason: String, at element: MarkupElement) -> FeedLoadingError {
        .malformed(reason: reason, line: element.position.line, column: element.position.column)
    }
}

/// Walks the outline tree in document order, collecting subscriptions.
///
/// A loop over an explicit stack, not recursion: how deep outlines nest is the document's choice.
private struct OutlineReader {
    private(set) var subscriptions: [Subscription] = []
    private var seen = Set<URL>()

    mutating func read(_ body: MarkupElement) throws {
        var pending = Self.outlines(in: body, category: nil)
        while let (outline, category) = pending.popLast() {
            let text = outline.attribute("text").flatMap(HTMLTextReducer.collapsingWhitespace)
            try readSubscription(outline, text: text, category: category)
            pending += Self.outlines(in: outline, category: text ?? category)
        }
    }

    /// The outlines directly inside `parent`, last first, so popping yields document order.
    private static func outlines(in parent: MarkupElement, category: String?) -> [(MarkupElement, String?)] {
        parent.children.reversed().filter { $0.name == "outline" }.map { ($0, category) }
    }

    private mutating func readSubscription(_ outline: MarkupElement, text: String?, category: String?) throws {
        guard
            let address = (outline.attribute("xmlUrl") ?? outline.attribute("xmlurl"))?
                .trimmingCharacters(in: .whitespacesAndNewlines), !address.isEmpty
        else { return }
        guard let url = URL(string: address), url.scheme != nil else {
            throw FeedLoadingError.malformed(
                reason: "the outline's xmlUrl \"\(address)\" is not an absolute URL",
                line: outline.position.line,
                column: outline.position.column
            )
        }
        let title =
            outline.attribute("title").flatMap(HTMLTextReducer.collapsingWhitespace)
            ?? text.flatMap { $0 == address ? nil : $0 }
        if seen.insert(url).inserted {
            subscriptions.append(Subscription(url: url, title: title, category: category))
        }
    }
}
