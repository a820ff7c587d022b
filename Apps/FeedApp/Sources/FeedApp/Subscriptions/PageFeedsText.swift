#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How `feed add` words the feeds a web page offers.
enum PageFeedsText {
    /// Every feed `page` offers, one a line, and how to add one.
    static func list(_ feeds: [URL], of page: URL) -> String {
        let lines = feeds.map { "  \($0.absoluteString)\n" }.joined()
        return "\(page.absoluteString) is a web page that offers \(count(feeds)):\n\(lines)"
            + "Add one with feed add URL.\n"
    }

    /// Which of the feeds `page` offers is added: the first, and the others it could have been.
    static func choice(_ feeds: [URL], of page: URL) -> String {
        let first = feeds.first?.absoluteString ?? ""
        let others = feeds.dropFirst().map(\.absoluteString)
        let also = others.isEmpty ? "" : " It also offers \(others.joined(separator: ", ")); feed add --all lists them."
        return "\(page.absoluteString) is a web page; taking the first feed it offers, \(first).\(also)\n"
    }

    private static func count(_ feeds: [URL]) -> String {
        feeds.count == 1 ? "1 feed" : "\(feeds.count) feeds"
    }
}
