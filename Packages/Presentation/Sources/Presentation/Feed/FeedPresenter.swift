import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns a loaded feed into what a UI shows: title, origin line and rows, and words its failures.
///
/// The app presents each loaded feed with ``map(_:feedURL:summaries:)``, then lays the view model out as text or
/// JSON. It holds no view, no state and no feed: one presenter serves every feed of a run, each named by its URL
/// when mapped, so it is `Sendable` and needs no actor.
public struct FeedPresenter: Sendable {
    /// The width summaries are shortened to unless told otherwise, in characters.
    public static let defaultSummaryWidth = 160
    /// The width a summary standing in for a missing title is shortened to, in characters.
    public static let defaultTitleWidth = 80
    /// The title of an item that has neither a title nor a summary.
    public static let untitled = "Untitled"
    /// The title of a feed that has no title and no address with a host.
    public static let untitledFeed = "Untitled feed"

    private let relativeTime: RelativeTimeFormatter
    private let summaryWidth: Int
    private let titleWidth: Int

    /// Creates a presenter.
    ///
    /// - Parameters:
    ///   - clock: Tells "now", for "3 hours ago"; inject a fixed one in tests.
    ///   - summaryWidth: The most characters a summary takes, "…" included.
    ///   - titleWidth: The most characters a summary standing in for a title takes.
    public init(
        clock: any WallClock,
        summaryWidth: Int = FeedPresenter.defaultSummaryWidth,
        titleWidth: Int = FeedPresenter.defaultTitleWidth
    ) {
        self.relativeTime = RelativeTimeFormatter(clock: clock)
        self.summaryWidth = summaryWidth
        self.titleWidth = titleWidth
    }

    /// The view model of `loaded`, the feed at `feedURL`: its title, the line about its origin, and its rows newest
    /// first.
    ///
    /// - Parameters:
    ///   - feedURL: The feed's address: its host titles a feed without a title, and the origin line names it.
    ///   - summaries: whether the rows carry their summaries; a caller that shows none leaves them out, and they
    ///     are not made (an item without a title is still titled by its summary).
    public func map(_ loaded: LoadedFeed, feedURL: URL?, summaries: Bool = true) -> FeedViewModel {
        map(loaded, feedURL: feedURL, positions: FeedItemOrdering.newestFirst(loaded.feed.items), summaries: summaries)
    }

    /// The view model of `loaded`, the feed at `feedURL`, with the rows of the items at `positions` only, in that
    /// order; a position outside the feed's items has no row.
    ///
    /// For a caller that has ordered the items (``newestFirst(_:)``) and kept some: they are neither ordered
    /// again nor mapped when they are not shown.
    ///
    /// - Parameters:
    ///   - feedURL: The feed's address, as in ``map(_:feedURL:summaries:)``.
    ///   - summaries: whether the rows carry their summaries, as in ``map(_:feedURL:summaries:)``.
    public func map(_ loaded: LoadedFeed, feedURL: URL?, positions: [Int], summaries: Bool = true) -> FeedViewModel {
        let items = loaded.feed.items
        var hosts = DisplayHosts()
        var times = RelativeTimeSeries(relativeTime)
        var rows: [FeedItemViewModel] = []
        rows.reserveCapacity(positions.count)
        for position in positions where items.indices.contains(position) {
            rows.append(map(items[position], summary: summaries, hosts: &hosts, times: &times))
        }
        return FeedViewModel(
            title: title(of: loaded.feed, at: feedURL),
            originLine: FeedOriginLine(relativeTime: relativeTime, feedURL: feedURL).text(for: loaded.origin),
            items: rows
        )
    }

    /// The positions of the items in the order ``map(_:feedURL:summaries:)`` gives their rows: newest first, then
    /// those without a date in feed order.
    public static func newestFirst(_ items: [FeedItem]) -> [Int] {
        FeedItemOrdering.newestFirst(items)
    }

    /// The row of one item.
    public func map(_ item: FeedItem) -> FeedItemViewModel {
        var hosts = DisplayHosts()
        var times = RelativeTimeSeries(relativeTime)
        return map(item, summary: true, hosts: &hosts, times: &times)
    }

    private func map(
        _ item: FeedItem, summary includesSummary: Bool, hosts: inout DisplayHosts, times: inout RelativeTimeSeries
    ) -> FeedItemViewModel {
        // Each text is reduced to one line once; shortening works on that line. The summary is reduced only
        // when it is shown, as the row's summary or as the title of a row without one.
        let title = item.title?.nonBlank
        let summary = includesSummary || title == nil ? item.summary?.nonBlank : nil
        return FeedItemViewModel(
            id: item.id,
            title: title ?? summary.map { TextShortener.shorten(line: $0, toWidth: titleWidth) } ?? Self.untitled,
            summary: title == nil ? nil : summary.map { TextShortener.shorten(line: $0, toWidth: summaryWidth) },
            source: item.link.flatMap { hosts.host(of: $0) },
            published: item.published.map { times.string(for: $0) },
            link: item.link,
            imageURL: item.imageURL
        )
    }

    /// What failed, where (`feedURL`, when the error does not say) and what to try, for a feed that could not be
    /// shown at all.
    public func errorMessage(for error: any Error, feedURL: URL?) -> String {
        FeedErrorMessage.message(for: FeedLoadingError(error), feedURL: feedURL)
    }

    private func title(of feed: Feed, at feedURL: URL?) -> String {
        feed.title?.nonBlank ?? feedURL?.displayHost ?? feed.link?.displayHost ?? Self.untitledFeed
    }
}
