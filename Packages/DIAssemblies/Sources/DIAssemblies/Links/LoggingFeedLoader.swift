import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A ``FeedLoader`` that logs each load in one line: what was loaded, from where, how long it took, how it failed.
///
/// - A feed from the network, or from the cache when that was asked for (offline) or when the server said it
///   had not changed (304), is logged at `info`.
/// - A cached copy served because the network failed is logged at `warning`, with the reason.
/// - A failure is logged at `warning` with its description, then rethrown unchanged: the command tells the
///   person, so production (errors only) does not say it twice. A cancelled load is logged at `info`.
///
/// - Threading: `Sendable`, stateless; `load()` may run from any task, several at once.
/// - Cancellation: passes straight through to the decoratee.
public struct LoggingFeedLoader: FeedLoader {
    private let decoratee: any FeedLoader
    private let url: URL
    private let logger: any Logger
    private let clock: any WallClock

    /// Creates the decorator.
    ///
    /// - Parameters:
    ///   - decoratee: The loader whose loads are logged.
    ///   - url: The feed's address, named in every line.
    ///   - logger: Receives one line per load.
    ///   - clock: Times each load.
    public init(decoratee: any FeedLoader, url: URL, logger: any Logger, clock: any WallClock) {
        self.decoratee = decoratee
        self.url = url
        self.logger = logger
        self.clock = clock
    }

    /// Loads the feed from the decoratee and logs the outcome.
    ///
    /// - Returns: What the decoratee delivered, unchanged.
    /// - Throws: The decoratee's error, unchanged.
    public func load() async throws -> LoadedFeed {
        let start = clock.now
        do {
            let loaded = try await decoratee.load()
            log(loaded, after: clock.now.timeIntervalSince(start))
            return loaded
        } catch {
            log(FeedLoadingError(error), after: clock.now.timeIntervalSince(start))
            throw error
        }
    }

    private func log(_ loaded: LoadedFeed, after elapsed: TimeInterval) {
        // The pieces are made inside the messages, which the logger makes only for a level it records: wording a
        // cached copy's date sets up a calendar and a time zone, a tenth of a whole one-item read, in a program
        // that logs errors only.
        let what = {
            "Loaded \(url.absoluteString): \(Self.count(loaded.feed.items.count)) in \(Self.duration(elapsed))"
        }
        switch loaded.origin {
        case .remote:
            logger.info("\(what()), from the network")
        case .cache(let info):
            let copy = { "the cached copy saved \(info.savedAt.formatted(.iso8601))\(info.isStale ? " (stale)" : "")" }
            switch info.fallbackReason {
            case nil: logger.info("\(what()), from \(copy())")
            case .unchanged?: logger.info("\(what()), from \(copy()): the server said it has not changed")
            case .failure(let reason)?:
                logger.warning("\(what()), from \(copy()), because the network failed: \(reason)")
            }
        }
    }

    private func log(_ error: FeedLoadingError, after elapsed: TimeInterval) {
        if error == .cancelled {
            logger.info("Cancelled loading \(url.absoluteString) after \(Self.duration(elapsed))")
        } else {
            logger.warning("Failed to load \(url.absoluteString) after \(Self.duration(elapsed)): \(error)")
        }
    }

    private static func count(_ items: Int) -> String {
        items == 1 ? "1 item" : "\(items) items"
    }

    private static func duration(_ elapsed: TimeInterval) -> String {
        "\(Int((max(0, elapsed) * 1000).rounded())) ms"
    }
}
