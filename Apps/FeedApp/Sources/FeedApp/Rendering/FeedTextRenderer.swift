import Presentation

/// Renders feeds for a person: the title, the origin line, one row per item fitting the width.
///
/// A row is the title on the left and "3 hours ago · example.org" on the right; the title is shortened
/// on a word boundary to leave room, and the right part too when the width is very small.
/// Widths count characters (grapheme clusters); wide characters (CJK, emoji) may overflow a little.
struct FeedTextRenderer: Sendable {
    /// The columns available.
    let width: Int
    /// The indentation of rows and of the origin line.
    static let indent = "  "
    /// The space between a row's title and its date and host.
    static let gap = "  "
    /// The fewest characters a title keeps before the right part is shortened.
    static let minimumTitleWidth = 12

    /// The text of one loaded feed: its title, the origin line when any, its rows, then a blank line.
    func render(_ model: FeedViewModel) -> String {
        var lines = [TextShortener.shorten(model.title, toWidth: max(width, 1))]
        if let origin = model.originLine {
            lines += wrap(origin, width: width - Self.indent.count).map { Self.indent + $0 }
        }
        if model.items.isEmpty { lines.append(Self.indent + "(no items)") }
        lines += model.items.map(row)
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// One item's row, at most ``width`` characters.
    func row(_ item: FeedItemViewModel) -> String {
        let available = max(width - Self.indent.count, 1)
        var meta = [item.published, item.source].compactMap { $0 }.joined(separator: " · ")
        guard !meta.isEmpty else { return Self.indent + TextShortener.shorten(item.title, toWidth: available) }
        let roomForMeta = available - Self.gap.count - Self.minimumTitleWidth
        if meta.count > roomForMeta { meta = TextShortener.shorten(meta, toWidth: roomForMeta) }
        let titleWidth = available - Self.gap.count - meta.count
        let title = TextShortener.shorten(item.title, toWidth: titleWidth)
        let padding = String(repeating: " ", count: max(titleWidth - title.count, 0))
        let line = Self.indent + title + padding + (meta.isEmpty ? "" : Self.gap + meta)
        return String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// `text` broken into lines of at most `width` characters at spaces (a longer word stays whole).
    func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
