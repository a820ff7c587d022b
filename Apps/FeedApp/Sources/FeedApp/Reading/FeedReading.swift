import Domain
import Foundation
import Presentation

/// The way through `feed read` and bare `feed`: load feeds concurrently, present each, show them in the
/// order asked, then prune the cache.
struct FeedReading: Sendable {
    /// The loader of a feed URL: remote, cached, with fallback, logged.
    let loaders: @Sendable (URL) throws -> any FeedLoader
    /// The presenter of a feed URL.
    let presenters: @Sendable (URL) throws -> FeedPresenter
    /// Prunes the cache once the feeds are shown.
    let maintenance: any FeedCacheMaintenance
    /// Tells which items are new and which were read.
    let readState: any ReadStateStore
    /// Tells "now", for pruning and for when this read began (an item first seen since then is new).
    let clock: any WallClock
    /// Where the steps are logged.
    let logger: any Logger

    /// Loads `targets`, then shows them on `console` in the order given (as JSON when `display` says).
    ///
    /// - Returns: The feeds shown, or `nil` when the task was cancelled before anything was shown.
    func show(_ targets: [FeedTarget], display: DisplayOptions, console: any Console) async -> [PresentedFeed]? {
        let readStart = clock.now
        let progress = ProgressLine(console: console)
        progress.update(done: 0, total: targets.count)
        let reader = ConcurrentFeedReader(loaders: loaders, logger: logger) { progress.update(done: $0, total: $1) }
        let results = await reader.read(targets)
        progress.clear(total: targets.count)
        if Task.isCancelled { return nil }
        var feeds: [PresentedFeed] = []
        for result in results { feeds.append(await present(result, display: display, readStart: readStart)) }
        render(feeds, display: display, on: console)
        return feeds
    }

    /// Prunes the cache and says how the command ends: every feed shown, one missing, or cancelled.
    func finish(_ feeds: [PresentedFeed]) async -> ExitCode {
        do {
            let removed = try await maintenance.prune(now: clock.now)
            logger.debug("Pruned \(removed) cached feeds older than the retention limit")
        } catch {
            logger.warning("Could not prune the cache: \(error)")
        }
        if Task.isCancelled { return .interrupted }
        return feeds.allSatisfy { $0.viewModel != nil } ? .success : .failure
    }

    private func present(_ result: FeedReadResult, display: DisplayOptions, readStart: Date) async -> PresentedFeed {
        guard let loaded = result.loaded, let url = result.url else { return PresentedFeed(result) }
        let states = await readStates(of: url)
        let marks = Dictionary(
            loaded.feed.items.map { ($0.id, ItemMark(state: states[$0.id], readStart: readStart)) },
            uniquingKeysWith: { first, _ in first })
        do {
            return PresentedFeed(result, loaded: loaded, presenter: try presenters(url), display: display, marks: marks)
        } catch {
            return PresentedFeed(
                FeedReadResult(address: result.address, url: url, outcome: .failed(FeedLoadingError(error))))
        }
    }

    /// The read state of `url`'s cached items; none when it cannot be read (the feed is still shown).
    private func readStates(of url: URL) async -> [String: ItemReadState] {
        do {
            return try await readState.readStates(in: url)
        } catch {
            logger.warning("What was read in \(url.absoluteString) is unknown: \(ErrorMessage.message(for: error))")
            return [:]
        }
    }

    private func render(_ feeds: [PresentedFeed], display: DisplayOptions, on console: any Console) {
        if display.json {
            console.write(FeedJSONRenderer().render(feeds))
            return
        }
        let renderer = FeedTextRenderer(width: console.width)
        for feed in feeds {
            if let model = feed.viewModel {
                console.write(renderer.render(model, marks: feed.marks, long: display.long))
            } else {
                console.writeError("feed: \(feed.result.address): \(feed.errorMessage ?? "could not be shown.")\n")
            }
        }
    }
}
