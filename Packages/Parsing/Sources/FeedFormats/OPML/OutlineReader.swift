import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Walks an OPML body's outlines in document order, collecting subscriptions as established readers
/// (listparser) do.
///
/// An outline with an `xmlUrl` (in any letter case) is a subscription, titled by its `text`, else its
/// `title`; its category is the innermost enclosing folder's, else the first entry of its own `category`
/// attribute (the last part of a `/a/b` path). A repeated address is counted, not added; an outline whose
/// address is not an absolute URL, or that is a subscription list (`type="source"`), is left out and
/// reported. A loop over an explicit stack, not recursion: how deep outlines nest is the document's choice.
struct OutlineReader {
    private var subscriptions: [Subscription] = []
    private var seen = Set<URL>()
    private var duplicates = 0
    private var skipped: [(outline: MarkupElement, name: String, reason: String)] = []

    /// Everything `body` holds.
    static func read(_ body: MarkupElement) -> SubscriptionListImport {
        var reader = OutlineReader()
        var pending = outlines(in: body, folder: nil)
        while let (outline, folder) = pending.popLast() {
            let title = Self.title(of: outline)
            let isFolder = reader.read(outline, title: title, folder: folder)
            pending += outlines(in: outline, folder: isFolder ? title ?? folder : folder)
        }
        let lines = MarkupElement.lines(of: reader.skipped.map(\.outline))
        return SubscriptionListImport(
            subscriptions: reader.subscriptions, duplicates: reader.duplicates,
            skipped: zip(reader.skipped, lines).map {
                SubscriptionListImport.SkippedEntry(name: $0.name, reason: $0.reason, line: $1)
            }
        )
    }

    /// The outlines directly inside `parent`, last first, so popping yields document order.
    private static func outlines(in parent: MarkupElement, folder: String?) -> [(MarkupElement, String?)] {
        parent.children.reversed().filter { $0.name.lowercased() == "outline" }.map { ($0, folder) }
    }

    private static func title(of outline: MarkupElement) -> String? {
        (outline.attribute(ignoringCase: "text").flatMap(HTMLTextReducer.collapsingWhitespace))
            ?? outline.attribute(ignoringCase: "title").flatMap(HTMLTextReducer.collapsingWhitespace)
    }

    /// Reads one outline; returns whether it is a folder (no address of its own).
    private mutating func read(_ outline: MarkupElement, title: String?, folder: String?) -> Bool {
        guard let rawAddress = outline.attribute(ignoringCase: "xmlUrl") else { return true }
        let address = rawAddress.trimmingWhitespaceAndNewlines
        let name = title ?? (address.isEmpty ? "an outline" : address)
        if outline.attribute(ignoringCase: "type")?.lowercased() == "source" {
            skipped.append((outline, name, "it is a subscription list (type=\"source\"), not a feed"))
            return false
        }
        guard let url = URL(string: address), url.scheme != nil, url.host != nil || url.scheme == "file" else {
            let reason = address.isEmpty ? "its xmlUrl is empty" : "its xmlUrl \"\(address)\" is not an absolute URL"
            skipped.append((outline, name, reason))
            return false
        }
        guard seen.insert(url).inserted else {
            duplicates += 1
            return false
        }
        let category = folder ?? Self.category(in: outline.attribute(ignoringCase: "category"))
        subscriptions.append(Subscription(url: url, title: title == address ? nil : title, category: category))
        return false
    }

    /// The first category of an OPML `category` attribute ("/News/Tech,Swift" gives "Tech"); empty entries
    /// and path parts (" / , root1") are passed over.
    private static func category(in attribute: String?) -> String? {
        for entry in (attribute ?? "").split(separator: ",") {
            let parts = entry.split(separator: "/").compactMap { HTMLTextReducer.collapsingWhitespace(String($0)) }
            if let last = parts.last { return last }
        }
        return nil
    }
}
