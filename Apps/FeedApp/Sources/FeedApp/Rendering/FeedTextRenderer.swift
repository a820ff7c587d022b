import Presentation

/// Renders feeds for a person: the title, the origin line, one row per item fitting the width.
///
/// A row is the item's reference and a `*` when it is new, then the title on the left and
/// "3 hours ago · example.org" on the right, in columns of the feed's widest date and host
/// (``RowMetaColumns``), so they line up whatever their lengths; the title takes the rest of the terminal's
/// width, shortened on a word boundary only when it does not fit, and the right part too when the width is very
/// small. Widths are terminal columns (``DisplayWidth``), so CJK and emoji titles fit. Without a width (a pipe)
/// nothing is shortened or aligned: every line is whole. The long form adds the link and up to ``longSummaryLines``
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
    /// The lines of summary the long form shows per item.
    static let longSummaryLines = 2
    /// The indentation of the long form's detail lines, under the row's title.
    static let detailIndent = "      "

    /// Writes the text of one loaded feed to `console`'s output: its title, the origin line when any, its rows,
    /// then a blank line. The title is styled as a feed's title, the origin line as a warning (the network did
    /// not give this copy), the rows of new items as new.
    ///
    /// - Parameters:
    ///   - marks: how each row's item stands, in the rows' order; without them rows have no reference column.
    ///   - long: whether each row is followed by its link and the first lines of its summary.
    func write(_ model: FeedViewModel, marks: [ItemMark] = [], long: Bool = false, to console: any Console) {
        var writer = TerminalTextWriter { console.write($0) }
        writer.append(width.map { TextShortener.shorten(model.title, toWidth: max($0, 1)) } ?? model.title)
        writer.endLine(.feedTitle)
        if let origin = model.originLine {
            for line in width.map({ TextWrapper.wrap(origin, width: $0 - Self.indent.count) }) ?? [origin] {
                writer.append(Self.indent)
                writer.append(line)
                writer.endLine(.warning)
            }
        }
        if model.items.isEmpty {
            writer.append(Self.indent + "(no items)")
            writer.endLine()
        }
        let isMarked = marks.count == model.items.count
        let column = isMarked ? Self.referenceColumn(of: marks) : 0
        let metaColumns = RowMetaColumns(of: model.items)
        for (index, item) in model.items.enumerated() {
            let mark = isMarked ? marks[index] : nil
            let prefix = mark.map { Self.prefix(for: $0, column: column) } ?? ""
            if let width {
                writer.append(row(item, prefix: prefix, width: width, columns: metaColumns))
            } else {
                writeWholeRow(item, prefix: prefix, to: &writer)
            }
            writer.endLine(mark?.isNew == true ? .newItem : nil)
            guard long else { continue }
            for line in details(of: item) {
                writer.append(line)
                writer.endLine()
            }
        }
        writer.endLine()
        writer.flush()
    }

    /// One item's row in a pipe, whole: its pieces are written one after the other, with no `String` made.
    private func writeWholeRow(_ item: FeedItemViewModel, prefix: String, to writer: inout TerminalTextWriter) {
        writer.append(Self.indent)
        writer.append(prefix)
        // The presenter's title is on one line already.
        writer.append(item.title)
        if let published = item.published {
            writer.append(Self.gap)
            writer.append(published)
        }
        if let source = item.source {
            writer.append(item.published == nil ? Self.gap : Self.metaSeparator)
            writer.append(source)
        }
    }

    /// One item's row, at most `width` columns, `prefix` (its reference and new mark) first, its date and host in
    /// `columns` when they fit beside a title of ``minimumTitleWidth`` (the hosts shortened if need be), else
    /// shortened row by row.
    private func row(_ item: FeedItemViewModel, prefix: String, width: Int, columns: RowMetaColumns) -> String {
        let available = max(width - Self.indent.count - prefix.count, 1)
        let roomForMeta = available - Self.gap.count - Self.minimumTitleWidth
        let fitted = columns.fitted(to: roomForMeta)
        let meta =
            fitted?.text(of: item)
            ?? [item.published, item.source].compactMap { $0 }.joined(separator: Self.metaSeparator)
        guard !meta.isEmpty else {
            return Self.indent + prefix + TextShortener.shorten(item.title, toWidth: available)
        }
        let shownMeta = DisplayWidth.of(meta) > roomForMeta ? TextShortener.shorten(meta, toWidth: roomForMeta) : meta
        let titleWidth = available - Self.gap.count - (fitted?.width ?? DisplayWidth.of(shownMeta))
        let title = TextShortener.shorten(item.title, toWidth: titleWidth)
        let padding = String(repeating: " ", count: max(titleWidth - DisplayWidth.of(title), 0))
        let line = Self.indent + prefix + title + padding + (shownMeta.isEmpty ? "" : Self.gap + shownMeta)
        return line.droppingTrailingSpaces()
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

    /// The width of the reference column: that of the widest reference, 0 when no item has one.
    private static func referenceColumn(of marks: [ItemMark]) -> Int {
        marks.compactMap(\.reference).map { String($0).count }.max() ?? 0
    }

    /// A row's prefix: the reference right-aligned in a `column` as wide as the widest, then `*` when new.
    private static func prefix(for mark: ItemMark, column: Int) -> String {
        let flag = mark.isNew ? "* " : "  "
        guard column > 0 else { return flag }
        let reference = mark.reference.map(String.init) ?? ""
        return String(repeating: " ", count: column - reference.count) + reference + " " + flag
    }
}
