import Presentation

/// The date and host columns of a feed's rows: each as wide as its widest entry, so every row's date starts at
/// one column and every host at another, whatever their lengths.
struct RowMetaColumns: Sendable, Equatable {
    /// The widest date, in columns; 0 when no item has one.
    let date: Int
    /// The widest host, in columns; 0 when no item has one.
    let host: Int

    /// The fewest columns a host keeps when the host column is narrowed to fit.
    static let minimumHostWidth = 6

    /// The columns of `items`' dates and hosts.
    init(of items: [FeedItemViewModel]) {
        date = items.compactMap(\.published).map(DisplayWidth.of).max() ?? 0
        host = items.compactMap(\.source).map(DisplayWidth.of).max() ?? 0
    }

    private init(date: Int, host: Int) {
        self.date = date
        self.host = host
    }

    /// The columns in at most `room` columns: as they are; else with the host column narrowed (hosts shortened)
    /// down to ``minimumHostWidth``; else the dates alone (a terminal too narrow for hosts); `nil` when not even
    /// the dates fit.
    func fitted(to room: Int) -> RowMetaColumns? {
        if width <= room { return self }
        let narrowed = room - date - FeedTextRenderer.metaSeparator.count
        if date > 0, narrowed >= Self.minimumHostWidth { return RowMetaColumns(date: date, host: narrowed) }
        return date > 0 && date <= room ? RowMetaColumns(date: date, host: 0) : nil
    }

    /// The columns both take, with the separator between them.
    var width: Int { date + host + (date > 0 && host > 0 ? FeedTextRenderer.metaSeparator.count : 0) }

    /// `item`'s date and host in the columns, the date padded so the host lines up; trailing spaces dropped.
    func text(of item: FeedItemViewModel) -> String {
        guard host > 0, let source = item.source else { return item.published ?? "" }
        guard date > 0 else {
            return DisplayWidth.of(source) > host ? TextShortener.shorten(source, toWidth: host) : source
        }
        let published = item.published ?? ""
        let padding = String(repeating: " ", count: date - DisplayWidth.of(published))
        let separator =
            item.published == nil
            ? String(repeating: " ", count: FeedTextRenderer.metaSeparator.count) : FeedTextRenderer.metaSeparator
        let shown = DisplayWidth.of(source) > host ? TextShortener.shorten(source, toWidth: host) : source
        return published + padding + separator + shown
    }
}
