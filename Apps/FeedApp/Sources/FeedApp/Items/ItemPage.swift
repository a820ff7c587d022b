import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One item as `feed show` prints it: title, link, author, date and feed, then its text (the content, else
/// the summary) as paragraphs wrapped to the width, a blank line between them, never wider than
/// ``readableWidth`` however wide the terminal: long lines of prose are hard to follow.
struct ItemPage: Sendable {
    /// The widest wrapped prose is laid out, in columns.
    static let readableWidth = 100

    /// The columns available, or `nil` for whole lines (a pipe).
    let width: Int?
    /// Tells "now", for the relative date.
    let clock: any WallClock

    /// The page's text, ending with a newline.
    func render(_ found: CachedItem) -> String {
        let item = found.item
        var lines = wrap(item.title ?? "(untitled)")
        if let link = item.link { lines.append("Link:   \(link.absoluteString)") }
        if let author = item.author { lines.append("By:     \(author)") }
        if let published = item.published { lines.append("Date:   \(date(published))") }
        lines.append("Feed:   \(found.feedURL.absoluteString)")
        lines.append("Number: \(found.state.reference)")
        for paragraph in paragraphs(of: item.content ?? item.summary ?? "") {
            lines.append("")
            lines += wrap(paragraph)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func wrap(_ text: String) -> [String] {
        width.map { TextWrapper.wrap(text, width: min($0, Self.readableWidth)) } ?? [text]
    }

    /// `text` split at blank lines or line breaks, each paragraph's whitespace collapsed to single spaces.
    private func paragraphs(of text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { line in
            line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }.filter { !$0.isEmpty }
    }

    private func date(_ date: Date) -> String {
        let absolute = LocalDateText.string(for: date)
        let relative = RelativeTimeFormatter(clock: clock).string(for: date)
        return "\(absolute) (\(relative))"
    }
}
