import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One asked-for feed, ready to render as text or JSON.
struct PresentedFeed: Sendable, Equatable {
    /// What reading it gave.
    let result: FeedReadResult
    /// The view model of the loaded feed, its rows already limited; `nil` when it failed or when no rows
    /// were asked for.
    let viewModel: FeedViewModel?
    /// The positions in the loaded feed of the items shown, in the rows' order (newest first), limited like the
    /// rows.
    ///
    /// The rows of ``viewModel`` are the presenter's rows of these positions, so the two line up one to one.
    let positions: [Int]
    /// Every item of the loaded feed, in its order: what ``positions`` index (the feed's own array, not a copy).
    let loadedItems: [FeedItem]
    /// How each item stands (reference, new, read), in the rows' order.
    let marks: [ItemMark]
    /// What failed and what to try, when it failed.
    let errorMessage: String?

    /// Presents the feed `result` loaded with `presenter`: the rows `display` shows, at most its limit,
    /// headed by `title` when one is given (a subscription's own) instead of the feed's. For JSON output
    /// only the items are kept: the text of the rows is never made.
    ///
    /// - Parameters:
    ///   - states: the cached state of each item of `loaded`, in the feed's order; an item without one (or past
    ///     the end of `states`) is new and unread.
    ///   - readStart: when this read began: an item first seen since then is new.
    init(
        _ result: FeedReadResult, loaded: LoadedFeed, presenter: FeedPresenter, display: DisplayOptions,
        states: [ItemReadState?] = [], readStart: Date = .distantPast, title: String? = nil
    ) {
        self.result = result
        // Each item's state is found by its position and the item copied never: a feed of 10,000 items is shown
        // whole far more often than filtered or limited.
        let all = loaded.feed.items
        loadedItems = all
        let ordered = FeedPresenter.newestFirst(all)
        let allMarks = ordered.map { position in
            ItemMark(state: states.indices.contains(position) ? states[position] : nil, readStart: readStart)
        }
        let kept: [Int]?
        if display.onlyNew || display.onlyUnread || display.limit.map({ $0 < ordered.count }) == true {
            let shown = allMarks.indices.filter { display.shows(allMarks[$0]) }
            kept = display.limit.map { Array(shown.prefix($0)) } ?? shown
        } else {
            kept = nil
        }
        positions = kept.map { $0.map { ordered[$0] } } ?? ordered
        marks = kept.map { $0.map { allMarks[$0] } } ?? allMarks
        errorMessage = nil
        guard !display.json else {
            viewModel = nil
            return
        }
        // Only the rows shown are made, in the order already found; they show their summaries only in the long
        // form.
        let shown = presenter.map(loaded, feedURL: result.url, positions: positions, summaries: display.long)
        let heading = title.flatMap { $0.trimmingSpacesAndTabs.isEmpty ? nil : $0 } ?? shown.title
        viewModel = FeedViewModel(title: heading, originLine: shown.originLine, items: shown.items)
    }

    /// Presents `result` as a feed that could not be shown: why, and what to try.
    init(_ result: FeedReadResult) {
        self.result = result
        viewModel = nil
        positions = []
        loadedItems = []
        marks = []
        errorMessage = result.error.map { FeedErrorMessage.message(for: $0, feedURL: result.url) }
    }

    /// The loaded feed's items shown, in the rows' order, each beside its mark in ``marks``.
    var items: [FeedItem] { positions.map { loadedItems[$0] } }
}
