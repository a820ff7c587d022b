import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the feeds a web page names in its `<link rel="alternate" type="..." href="...">` tags.
///
/// A tiny scanner, not an HTML parser: one pass over the first ``maxScannedBytes`` of the page, linear
/// in them, with no recursion. It reads `<link>` tags whose `rel` holds `alternate` and whose `type` is
/// RSS, Atom or JSON Feed, skips comments, and resolves each `href` against the page's address. Pages
/// put these links in their head, so the first bytes are enough.
public enum FeedLinkFinder {
    /// How much of the page is read.
    public static let maxScannedBytes = 512 * 1024
    /// The most feeds a page may name.
    public static let maxFeeds = 32
    private static let maxTagBytes = 4096
    private static let feedTypes: Set<String> = [
        "application/rss+xml", "application/atom+xml", "application/feed+json", "application/json",
        "application/rdf+xml",
    ]

    /// The feeds `page` names, in the page's order, each once, resolved against `pageURL`.
    public static func feeds(in page: Data, pageURL: URL) -> [URL] {
        let bytes = [UInt8](page.prefix(maxScannedBytes))
        var scanner = TagScanner(bytes: bytes, maxTagBytes: maxTagBytes)
        var found: [URL] = []
        var seen = Set<String>()
        while found.count < maxFeeds, let attributes = scanner.nextLinkTag() {
            guard let rel = attributes["rel"], rel.lowercased().split(separator: " ").contains("alternate"),
                let type = attributes["type"], feedTypes.contains(type.lowercased().trimmed),
                let href = attributes["href"].map({ decodeEntities($0.trimmed) }), !href.isEmpty,
                let url = URL(string: href, relativeTo: pageURL)?.absoluteURL,
                let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
                seen.insert(url.absoluteString).inserted
            else { continue }
            found.append(url)
        }
        return found
    }

    /// `&amp;` and its few kin, which an `href` may hold; other references are left as written.
    private static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingEvery("&amp;", with: "&").replacingEvery("&#38;", with: "&")
            .replacingEvery("&quot;", with: "\"").replacingEvery("&#39;", with: "'")
    }
}

extension String {
    fileprivate var trimmed: String { trimmingWhitespaceAndNewlines }
}
