import Domain
import Foundation
import Presentation

/// One asked-for feed, ready to render as text or JSON.
struct PresentedFeed: Sendable, Equatable {
    /// What reading it gave.
    let result: FeedReadResult
    /// The view model of the loaded feed, its rows already limited; `nil` when it failed or when no rows
    /// were asked for.
    let viewModel: FeedViewModel?
    /// The loaded feed's items in the rows' order (newest first), limited like the rows.
    ///
    /// The presenter's rows follow ``FeedPresenter/newestFirst(_:)``, so the two line up one to one.
    let items: [FeedItem]
    /// How each item stands (reference, new, read), in the rows' order.
    let marks: [ItemMark]
    /// What failed and what to try, when it failed.
    let errorMessage: String?

    /// Presents the feed `result` loaded with `presenter`: the rows `display` shows, at most its limit,
    /// headed by `title` when one is given (a subscription's own) instead of the feed's. For JSON output
    /// only the items are kept: the text of the rows is never made.
    ///
    /// - Parameter marks: how each item stands, by id; an item without one is new and unread.
    init(
        _ result: FeedReadResult, loaded: LoadedFeed, presenter: FeedPresenter, display: DisplayOptions,
        marks: [String: ItemMark] = [:], title: String? = nil
    ) {
        self.result = result
        let unknown = ItemMark(reference: nil, isNew: true, isRead: false)
        let ordered = FeedPresenter.newestFirst(loaded.feed.items)
        let shown = ordered.indices.filter { display.shows(marks[ordered[$0].id] ?? unknown) }
        let kept = display.limit.map { Array(shown.prefix($0)) } ?? shown
        items = kept.map { ordered[$0] }
        self.marks = items.map { marks[$0.id] ?? unknown }
        errorMessage = nil
        guard !display.json else {
            viewModel = nil
            return
        }
        let full = presenter.map(loaded)
        let heading = title.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } ?? full.title
        viewModel = FeedViewModel(title: heading, originLine: full.originLine, items: kept.map { full.items[$0] })
    }

    /// Presents `result` as a feed that could not be shown: why, and what to try.
    init(_ result: FeedReadResult) {
        self.result = result
        viewModel = nil
        items = []
        marks = []
        errorMessage = result.error.map { FeedErrorMessage.message(for: $0, feedURL: result.url) }
    }
}
