import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads and writes the text format of ``FileSubscriptionStore``.
enum SubscriptionListFormat {
    static let header = """
        # Feed subscriptions: one feed per line, its URL, an optional refresh= interval (45m, 2h, 1d), then an
        # optional title. A [Category] line files the feeds below it; [] ends the category. Lines starting with
        # # are comments.

        """

    /// The subscriptions in `text`, in order.
    ///
    /// - Throws: the first line that is not a comment, a category or a feed.
    static func parse(_ text: String, path: String) throws(SubscriptionStoreError) -> [Subscription] {
        let list = parseSkippingMalformedLines(text, path: path)
        if let first = list.skipped.first { throw first }
        return list.subscriptions
    }

    /// The subscriptions in `text`, in order, past the lines that are not comments, categories or feeds.
    static func parseSkippingMalformedLines(_ text: String, path: String) -> PartialSubscriptionList {
        var subscriptions: [Subscription] = []
        var skipped: [SubscriptionStoreError] = []
        var category: String?
        // `\.isNewline`, not "\n": Swift reads "\r\n" as one Character, so a file saved with Windows line
        // endings would otherwise be one long line and every feed after the first would be lost.
        let rawLines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, rawLine) in rawLines.enumerated() {
            let line = rawLine.trimming { $0.isSpaceOrTab || $0 == "\r" }
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]") else {
                    skipped.append(.malformed(path: path, line: index + 1, reason: "a category line must end with ]"))
                    continue
                }
                let name = line.dropFirst().dropLast().trimmingSpacesAndTabs
                category = name.isEmpty ? nil : name
                continue
            }
            let parts = line.split(separator: " ", maxSplits: 1)
            let address = String(parts[0])
            guard let url = URL(string: address), let scheme = url.scheme, !scheme.isEmpty,
                url.host != nil || url.isFileURL
            else {
                skipped.append(
                    .malformed(
                        path: path, line: index + 1,
                        reason: "\"\(address)\" is not a feed address; a line holds a URL such as "
                            + "https://example.org/feed.xml, then an optional title"))
                continue
            }
            var rest = parts.count > 1 ? parts[1].trimmingSpacesAndTabs : ""
            let interval: TimeInterval?
            do {
                interval = try RefreshIntervalText.interval(from: rest.split(separator: " ", maxSplits: 1).first ?? "")
            } catch {
                skipped.append(.malformed(path: path, line: index + 1, reason: error.reason))
                continue
            }
            if interval != nil {
                rest = rest.drop { $0 != " " }.trimmingSpacesAndTabs
            }
            subscriptions.append(
                Subscription(
                    url: url, title: rest.isEmpty ? nil : rest, category: category, refreshInterval: interval))
        }
        return PartialSubscriptionList(subscriptions: subscriptions, skipped: skipped)
    }

    /// `subscriptions` as text, in order, with a category line wherever the category changes.
    static func render(_ subscriptions: [Subscription]) -> String {
        var lines: [String] = []
        var category: String?
        for subscription in subscriptions {
            let next = subscription.category.map { oneLine($0).replacingEvery("]", with: ")") }
                .flatMap { $0.isEmpty ? nil : $0 }
            if next != category {
                lines.append(next.map { "[\($0)]" } ?? "[]")
                category = next
            }
            let words = [
                subscription.url.absoluteString, subscription.refreshInterval.map(RefreshIntervalText.word(for:)),
                subscription.title.map(oneLine),
            ]
            lines.append(words.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " "))
        }
        return header + lines.joined(separator: "\n") + "\n"
    }

    /// `text` on one line: a title or category cannot span lines in this format.
    private static func oneLine(_ text: String) -> String {
        // Each line break (U+000A to U+000D, U+0085, U+2028, U+2029: Foundation's `.newlines`) becomes a space.
        let breaks: Set<Unicode.Scalar> = ["\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.map { breaks.contains($0) ? " " : $0 })
        return String(scalars).trimmingSpacesAndTabs
    }
}
