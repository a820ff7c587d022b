import Presentation

/// Renders feeds for a person: the title, the origin line, one row per item fitting the width.
///
/// A row is the item's reference and a `*` when it is new, then the title on the left and
/// "3 hours ago · example.org" on the right; the title is shortened
/// on a word boundary to leave room, and the right part too when the width is very small. Widths are
/// terminal columns (``DisplayWidth``), so CJK and emoji titles fit. Rows never grow past
/// ``maximumRowWidth``, so on a wide terminal the date stays near its title. Without a width (a pipe)
/// nothing is shortened: every line is whole. The long form adds the link and up to ``longSummaryLines``
/// lines of summary under each row.
struct FeedTextRenderer: Sendable {
    /// The columns available, or `nil` for whole lines.
    let width: Int?
    /// The indentation of rows and of the origin line.
    static let indent = "  "
    /// The space between a row's title and its date and host.
    static let gap = "  "
    /// Between a row's date and host.
    static let metaSeparator = " · "
    /// The fewest columns a title keeps before the right part is shortened.
    static let minimumTitleWidth = 12
    /// The widest a row is laid out, whatever the terminal's width.
    static let maximumRowWidth = 100
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
        runs(model, marks: marks, long: long).map(\.text).joined()
    }

    /// The text of ``render(_:marks:long:)`` as styled runs, one per line: the title, the origin line as a
    /// warning (the network did not give this copy), the rows of new items.
    func runs(_ model: FeedViewModel, marks: [ItemMark] = [], long: Bool = false) -> [StyledText] {
        let title = width.map { TextShortener.shorten(model.title, toWidth: max($0, 1)) } ?? model.title
        var lines = [StyledText(title, .feedTitle)]
        if let origin = model.originLine {
            let wrapped = width.map { TextWrapper.wrap(origin, width: $0 - Self.indent.count) } ?? [origin]
            lines += wrapped.map { StyledText(Self.indent + $0, .warning) }
        }
        if model.items.isEmpty { lines.append(StyledText(Self.indent + "(no items)")) }
        let prefixes = Self.prefixes(for: marks, count: model.items.count)
        for (index, (item, prefix)) in zip(model.items, prefixes).enumerated() {
            let isNew = marks.count == model.items.count && marks[index].isNew
            lines.append(StyledText(row(item, prefix: prefix), isNew ? .newItem : nil))
            if long { lines += details(of: item).map { StyledText($0) } }
        }
        var runs: [StyledText] = []
        runs.reserveCapacity(2 * lines.count + 1)
        for line in lines {
            runs.append(line)
            runs.append(StyledText("\n"))
        }
        runs.append(StyledText("\n"))
        return runs
    }

    /// One item's row, at most ``width`` columns (and ``maximumRowWidth``), `prefix` (its reference and new
    /// mark) first.
    func row(_ item: FeedItemViewModel, prefix: String = "") -> String {
        guard let width else {
            // Appended into one string, sized once: in a pipe this runs once per item of every feed.
            let title = TextShortener.shorten(item.title, toWidth: .max)
            var line = ""
            line.reserveCapacity(
                Self.indent.utf8.count + prefix.utf8.count + title.utf8.count + Self.gap.utf8.count
                    + (item.published?.utf8.count ?? 0) + Self.metaSeparator.utf8.count + (item.source?.utf8.count ?? 0)
            )
            line += Self.indent
            line += prefix
            line += title
            if let published = item.published {
                line += Self.gap
                line += published
            }
            if let source = item.source {
                line += item.published == nil ? Self.gap : Self.metaSeparator
                line += source
            }
            return line
        }
        let meta = [item.published, item.source].compactMap { $0 }.joined(separator: Self.metaSeparator)
        let available = max(min(width, Self.maximumRowWidth) - Self.indent.count - prefix.count, 1)
        guard !meta.isEmpty else {
            return Self.indent + prefix + TextShortener.shorten(item.title, toWidth: available)
        }
        let roomForMeta = available - Self.gap.count - Self.minimumTitleWidth
        let shownMeta = DisplayWidth.of(meta) > roomForMeta ? TextShortener.shorten(meta, toWidth: roomForMeta) : meta
        let titleWidth = available - Self.gap.count - DisplayWidth.of(shownMeta)
        let title = TextShortener.shorten(item.title, toWidth: titleWidth)
        let padding = String(repeating: " ", count: max(titleWidth - DisplayWidth.of(title), 0))
        let line = Self.indent + prefix + title + padding + (shownMeta.isEmpty ? "" : Self.gap + shownMeta)
        return String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// The long form's lines under a row: the link, then the start of the summary (whole lines in a pipe).
    private func details(of item: FeedItemViewModel) -> [String] {
        let link = item.link?.absoluteString
        guard let width else { return [link, item.summary].compactMap { $0 }.map { Self.detailIndent + $0 } }
        let room = max(width - Self.detailIndent.count, 1)
        var lines = link.map { [TextShortener.shorten($0, toWidth: room)] } ?? []
        lines += item.summary.map { Array(TextWrapper.wrap($0, width: room).prefix(Self.longSummaryLines)) } ?? []
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
}
