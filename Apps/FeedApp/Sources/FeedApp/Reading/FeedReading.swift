import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The way through `feed read` and bare `feed`: load feeds concurrently, present each, show them in the
/// order asked, then record the showings and prune the cache, in one call.
struct FeedReading: Sendable {
    /// How many feeds load at once unless `--jobs` says otherwise.
    static let defaultInFlight = 8
    /// The most `--jobs` accepts.
    static let maximumInFlight = 64

    /// The loader of a feed: remote, cached, with fallback, polite, logged.
    let loaders: @Sendable (FeedRequest) throws -> any FeedLoader
    /// Presents every feed shown, each named by its URL.
    let presenter: FeedPresenter
    /// Records the feeds shown and prunes the cache, once the read ends.
    let maintenance: any FeedCacheMaintenance
    /// Tells which items were read when a load carries no read states (a file, a save that failed).
    let readState: any ReadStateStore
    /// Tells "now", for pruning and for when this read began and showed each feed.
    let clock: any WallClock
    /// Where the steps are logged.
    let logger: any Logger

    /// Loads `targets` and shows them on `console` in the order given: as text, each feed as soon as it
    /// and every one before it are loaded; as JSON, one document once all are. Cancelled, it still shows
    /// the feeds already loaded. Nothing is written to the cache here: the showings go to ``finish(_:)``.
    ///
    /// - Returns: The feeds shown and when each was; not complete when the task was cancelled before all were
    ///   shown.
    func show(
        _ targets: [FeedTarget], display: DisplayOptions, inFlight: Int = FeedReading.defaultInFlight,
        console: any Console
    ) async -> ShownFeeds {
        let readStart = clock.now
        let progress = ProgressLine(console: console, total: targets.count)
        progress.redraw()
        let pool = FeedLoadPool(loaders: loaders, logger: logger, inFlight: inFlight) { done, _ in
            progress.update(done: done)
        }
        let renderer = FeedTextRenderer(width: console.width)
        var feeds: [PresentedFeed] = []
        var showings: [URL: Date] = [:]
        await pool.load(targets) { result in
            let feed = await present(result, display: display, readStart: readStart, showings: &showings)
            feeds.append(feed)
            guard !display.json else { return }
            // The progress line sits below the feeds: clear it, print the feed, draw it again.
            progress.clear()
            show(feed, with: renderer, long: display.long, on: console)
            progress.redraw()
        }
        progress.clear()
        if display.json { FeedJSONRenderer().render(feeds, to: console) }
        // The feeds, which can hold many thousands of items, are freed by the process's exit, not one by one.
        KeptUntilExit.keep(feeds)
        return ShownFeeds(
            feeds: feeds, showings: showings, isComplete: !Task.isCancelled && feeds.count == targets.count)
    }

    /// Ends the read, in one call to the cache: records when it showed each feed (so the next read knows what is
    /// new), also when the read was interrupted, and prunes the cache; then says how the command ends: every feed
    /// shown, one missing, or cancelled.
    func finish(_ shown: ShownFeeds) async -> ExitCode {
        do {
            let removed = try await maintenance.finishRead(shown: shown.showings, now: clock.now)
            logger.debug("Pruned \(removed) cached feeds older than the retention limit")
        } catch {
            logger.warning("Could not record the feeds shown or prune the cache: \(error)")
        }
        if Task.isCancelled || !shown.isComplete { return .interrupted }
        return shown.feeds.allSatisfy { $0.result.loaded != nil } ? .success : .failure
    }

    /// The feed of `result` ready to show, its showing added to `showings`. An item is new when it was first seen
    /// since a read last showed its feed (every item of a feed never shown, such as one `feed add` or an import only
    /// checked), or since this read began when that is unknown.
    private func present(
        _ result: FeedReadResult, display: DisplayOptions, readStart: Date, showings: inout [URL: Date]
    ) async -> PresentedFeed {
        guard let loaded = result.loaded, let url = result.url else { return PresentedFeed(result) }
        let states = await readStates(of: loaded, in: url)
        let newSince = Self.newSince(loaded, shownInThisRead: showings[url], readStart: readStart)
        showings[url] = clock.now
        return PresentedFeed(
            result, loaded: loaded, presenter: presenter, display: display, states: states, readStart: newSince,
            title: result.title)
    }

    /// Since when an item of `loaded` is new (see ``present(_:display:readStart:showings:)``): the last showing is
    /// this read's own when it already showed the feed (asked twice), else the one the cache gave with the copy.
    private static func newSince(_ loaded: LoadedFeed, shownInThisRead: Date?, readStart: Date) -> Date {
        guard let shown = shownInThisRead ?? loaded.lastShown else {
            // With read states the cache answered: never shown, every item is new. Without, no cache answered (a
            // file, whose items it does not hold, or a save that failed): the showing is unknown.
            return loaded.readStates == nil ? readStart : .distantPast
        }
        // After the showing, not at it: an item first seen then (a cache migrated from before showings were kept
        // counts as shown when it was saved) was shown by it.
        return min(Date(timeIntervalSinceReferenceDate: shown.timeIntervalSinceReferenceDate.nextUp), readStart)
    }

    /// The read state of each item of `loaded`, the feed of `url`, in their order: those the cache gave with the
    /// feed when it served or saved it, else (a file, a save that failed) looked up; none when they cannot be read
    /// (the feed is still shown).
    private func readStates(of loaded: LoadedFeed, in url: URL) async -> [ItemReadState?] {
        if let states = loaded.readStates { return states }
        do {
            return try await readState.readStates(of: loaded.feed.items, in: url)
        } catch {
            logger.warning("What was read in \(url.absoluteString) is unknown: \(ErrorMessage.message(for: error))")
            return []
        }
    }

    private func show(_ feed: PresentedFeed, with renderer: FeedTextRenderer, long: Bool, on console: any Console) {
        if let model = feed.viewModel {
            renderer.write(model, marks: feed.marks, long: long, to: console)
        } else {
            let message = "feed: \(feed.result.address): \(feed.errorMessage ?? "could not be shown.")"
            console.writeError([StyledText(message, .error), StyledText("\n")])
        }
    }
}
