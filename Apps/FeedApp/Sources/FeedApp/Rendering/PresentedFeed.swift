import Domain
import Foundation
import Presentation

/// One asked-for feed, ready to render as text or JSON.
struct PresentedFeed: Sendable, Equatable {
    /// What reading it gave.
    let result: FeedReadResult
    /// The view model of the loaded feed, its rows already limited; `nil` when it failed.
    let viewModel: FeedViewModel?
    /// The loaded feed's items in the rows' order (newest first), limited like the rows.
    let items: [FeedItem]
    /// How each item stands (reference, new, read), in the rows' order.
    let marks: [ItemMark]
    /// What failed and what to try, when it failed.
    let errorMessage: String?

    /// Presents the feed `result` loaded with `presenter`: the rows `display` shows, at most its limit,
    /// headed by `title` when one is given (a subscription's own) instead of the feed's.
    ///
    /// - Parameter marks: how each item stands, by id; an item without one is new and unread.
    init(
        _ result: FeedReadResult, loaded: LoadedFeed, presenter: FeedPresenter, display: DisplayOptions,
        marks: [String: ItemMark] = [:], title: String? = nil
    ) {
        self.result = result
        let full = presenter.map(loaded)
        let unknown = ItemMark(reference: nil, isNew: true, isRead: false)
        let shown = full.items.filter { display.shows(marks[$0.id] ?? unknown) }
        let rows = display.limit.map { Array(shown.prefix($0)) } ?? shown
        let heading = title.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } ?? full.title
        viewModel = FeedViewModel(title: heading, originLine: full.originLine, items: rows)
        items = Self.items(of: loaded.feed, inOrderOf: rows)
        self.marks = items.map { marks[$0.id] ?? unknown }
        errorMessage = nil
    }

    /// Presents `result` as a feed that could not be shown: why, and what to try.
    init(_ result: FeedReadResult) {
        self.result = result
        viewModel = nil
        items = []
        marks = []
        errorMessage = result.error.map { FeedErrorMessage.message(for: $0, feedURL: result.url) }
    }

    /// The items of `feed` in the order of `rows`, matched by id (repeated ids in feed order).
    private static func items(of feed: Feed, inOrderOf rows: [FeedItemViewModel]) -> [FeedItem] {
        var byID: [String: [FeedItem]] = [:]
        for item in feed.items { byID[item.id, default: []].append(item) }
        return rows.compactMap { row in
            guard let item = byID[row.id]?.first else { return nil }
            byID[row.id]?.removeFirst()
            return item
        }
    }
}
