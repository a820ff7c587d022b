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
    /// What failed and what to try, when it failed.
    let errorMessage: String?

    /// Presents the feed `result` loaded with `presenter`, keeping `limit` rows, headed by `title` when
    /// one is given (a subscription's own) instead of the feed's. Without `rows` (JSON output) only the
    /// items are kept: the text of the rows is never made.
    init(
        _ result: FeedReadResult, loaded: LoadedFeed, presenter: FeedPresenter, limit: Int?, title: String? = nil,
        rows: Bool = true
    ) {
        self.result = result
        let ordered = FeedPresenter.newestFirst(loaded.feed.items)
        items = limit.map { Array(ordered.prefix($0)) } ?? ordered
        errorMessage = nil
        guard rows else {
            viewModel = nil
            return
        }
        let full = presenter.map(loaded)
        let shown = limit.map { Array(full.items.prefix($0)) } ?? full.items
        let heading = title.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } ?? full.title
        viewModel = FeedViewModel(title: heading, originLine: full.originLine, items: shown)
    }

    /// Presents `result` as a feed that could not be shown: why, and what to try.
    init(_ result: FeedReadResult) {
        self.result = result
        viewModel = nil
        items = []
        errorMessage = result.error.map { FeedErrorMessage.message(for: $0, feedURL: result.url) }
    }
}
