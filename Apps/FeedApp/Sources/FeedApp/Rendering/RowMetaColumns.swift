import Presentation

/// The date and host columns of a feed's rows: each as wide as its widest entry, so every row's date starts at
/// one column and every host at another, whatever their lengths.
struct RowMetaColumns: Sendable, Equatable {
    /// The widest date, in columns; 0 when no item has one.
    let date: Int
    /// The widest host, in columns; 0 when no item has one.
    let host: Int

    /// The columns of `items`' dates and hosts.
    init(of items: [FeedItemViewModel]) {
        date = items.compactMap(\.published).map(DisplayWidth.of).max() ?? 0
        host = items.compactMap(\.source).map(DisplayWidth.of).max() ?? 0
    }

    /// The columns both take, with the separator between them.
    var width: Int { date + host + (date > 0 && host > 0 ? FeedTextRenderer.metaSeparator.count : 0) }

    /// `item`'s date and host in the columns, the date padded so the host lines up; trailing spaces dropped.
    func text(of item: FeedItemViewModel) -> String {
        guard host > 0, let source = item.source else { return item.published ?? "" }
        guard date > 0 else { return source }
        let published = item.published ?? ""
        let padding = String(repeating: " ", count: date - DisplayWidth.of(published))
        let separator =
            item.published == nil
            ? String(repeating: " ", count: FeedTextRenderer.metaSeparator.count) : FeedTextRenderer.metaSeparator
        return published + padding + separator + source
    }
}
