import Presentation

/// Renders feeds for a person: the title, the origin line, one row per item fitting the width.
///
/// A row is the title on the left and "3 hours ago · example.org" on the right; the title is shortened
/// on a word boundary to leave room, and the right part too when the width is very small. Widths are
/// terminal columns (``DisplayWidth``), so CJK and emoji titles fit. Rows never grow past
/// ``maximumRowWidth``, so on a wide terminal the date stays near its title. Without a width (a pipe)
/// nothing is shortened: every line is whole.
struct FeedTextRenderer: Sendable {
    /// The columns available, or `nil` for whole lines.
    let width: Int?
    /// The indentation of rows and of the origin line.
    static let indent = "  "
    /// The space between a row's title and its date and host.
    static let gap = "  "
    /// The fewest columns a title keeps before the right part is shortened.
    static let minimumTitleWidth = 12
    /// The widest a row is laid out, whatever the terminal's width.
    static let maximumRowWidth = 100

    /// The text of one loaded feed: its title, the origin line when any, its rows, then a blank line.
    func render(_ model: FeedViewModel) -> String {
        var lines = [width.map { TextShortener.shorten(model.title, toWidth: max($0, 1)) } ?? model.title]
        if let origin = model.originLine {
            let wrapped = width.map { TextWrapper.wrap(origin, width: $0 - Self.indent.count) } ?? [origin]
            lines += wrapped.map { Self.indent + $0 }
        }
        if model.items.isEmpty { lines.append(Self.indent + "(no items)") }
        lines += model.items.map(row)
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// One item's row, at most ``width`` columns (and ``maximumRowWidth``).
    func row(_ item: FeedItemViewModel) -> String {
        let meta = [item.published, item.source].compactMap { $0 }.joined(separator: " · ")
        guard let width else {
            let title = TextShortener.shorten(item.title, toWidth: .max)
            return Self.indent + title + (meta.isEmpty ? "" : Self.gap + meta)
        }
        let available = max(min(width, Self.maximumRowWidth) - Self.indent.count, 1)
        guard !meta.isEmpty else { return Self.indent + TextShortener.shorten(item.title, toWidth: available) }
        let roomForMeta = available - Self.gap.count - Self.minimumTitleWidth
        let shownMeta = DisplayWidth.of(meta) > roomForMeta ? TextShortener.shorten(meta, toWidth: roomForMeta) : meta
        let titleWidth = available - Self.gap.count - DisplayWidth.of(shownMeta)
        let title = TextShortener.shorten(item.title, toWidth: titleWidth)
        let padding = String(repeating: " ", count: max(titleWidth - DisplayWidth.of(title), 0))
        let line = Self.indent + title + padding + (shownMeta.isEmpty ? "" : Self.gap + shownMeta)
        return String(line.reversed().drop { $0 == " " }.reversed())
    }
}
