import Presentation

/// Renders feeds for a person: the title, the origin line, one row per item fitting the width.
///
/// A row is the item's reference and a `*` when it is new, then the title on the left and
/// "3 hours ago · example.org" on the right; the title is shortened on a word boundary to leave room, and
/// the right part too when the width is very small. The long form adds the link and up to
/// ``longSummaryLines`` lines of summary under each row.
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
    /// The lines of summary the long form shows per item.
    static let longSummaryLines = 2
    /// The indentation of the long form's detail lines, under the row's title.
    static let detailIndent = "      "

    /// The text of one loaded feed: its title, the origin line when any, its rows, then a blank line.
    ///
    /// - Parameters:
    ///   - marks: how each row's item stands, in the rows' order; without them rows have no reference column.
    ///   - long: whether each row is followed by its link and the first lines of its summary.
    func render(_ model: FeedViewModel, marks: [ItemMark] = [], long: Bool = false) -> String {
        var lines = [TextShortener.shorten(model.title, toWidth: max(width, 1))]
        if let origin = model.originLine {
            lines += wrap(origin, width: width - Self.indent.count).map { Self.indent + $0 }
        }
        if model.items.isEmpty { lines.append(Self.indent + "(no items)") }
        let prefixes = Self.prefixes(for: marks, count: model.items.count)
        for (item, prefix) in zip(model.items, prefixes) {
            lines.append(row(item, prefix: prefix))
            if long { lines += details(of: item) }
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// One item's row, at most ``width`` characters, `prefix` (its reference and new mark) first.
    func row(_ item: FeedItemViewModel, prefix: String = "") -> String {
        let available = max(width - Self.indent.count - prefix.count, 1)
        var meta = [item.published, item.source].compactMap { $0 }.joined(separator: " · ")
        guard !meta.isEmpty else {
            return Self.indent + prefix + TextShortener.shorten(item.title, toWidth: available)
        }
        let roomForMeta = available - Self.gap.count - Self.minimumTitleWidth
        if meta.count > roomForMeta { meta = TextShortener.shorten(meta, toWidth: roomForMeta) }
        let titleWidth = available - Self.gap.count - meta.count
        let title = TextShortener.shorten(item.title, toWidth: titleWidth)
        let padding = String(repeating: " ", count: max(titleWidth - title.count, 0))
        let line = Self.indent + prefix + title + padding + (meta.isEmpty ? "" : Self.gap + meta)
        return String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// The long form's lines under a row: the link, then the start of the summary.
    private func details(of item: FeedItemViewModel) -> [String] {
        let room = max(width - Self.detailIndent.count, 1)
        var lines = item.link.map { [TextShortener.shorten($0.absoluteString, toWidth: room)] } ?? []
        lines += item.summary.map { Array(wrap($0, width: room).prefix(Self.longSummaryLines)) } ?? []
        return lines.map { Self.detailIndent + $0 }
    }

    /// Each row's prefix: the reference right-aligned in a column as wide as the widest, then `*` when new.
    private static func prefixes(for marks: [ItemMark], count: Int) -> [String] {
        guard marks.count == count else { return Array(repeating: "", count: count) }
        let column = marks.compactMap(\.reference).map { String($0).count }.max() ?? 0
        return marks.map { mark in
            let reference = mark.reference.map(String.init) ?? ""
            let padded = String(repeating: " ", count: column - reference.count) + reference
            return (column > 0 ? padded + " " : "") + (mark.isNew ? "* " : "  ")
        }
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
