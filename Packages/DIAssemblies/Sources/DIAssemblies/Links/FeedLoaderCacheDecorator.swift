import Domain
import Presentation

/// A ``FeedLoader`` that passes the loaded feed through and also saves it to the cache when it came from the network.
///
/// Only a feed whose origin is `.remote` is saved, with the validators of the response it came from: a
/// copy read from the cache is never saved again (that would refresh its date). The feed is delivered with the
/// read states the save gave its items, so whoever shows it asks the cache nothing more. A failure to save never
/// loses the feed: it is delivered all the same and the failure is logged as an error, the level production
/// shows, because nothing else would tell that offline reading has stopped working.
///
/// - Threading: `Sendable`, stateless; `load()` may run from any task, several at once.
/// - Cancellation: a task cancelled once the decoratee has delivered saves nothing and throws
///   `FeedLoadingError.cancelled`; a save cancelled half-way throws it too, never a feed that looks cached.
public struct FeedLoaderCacheDecorator: FeedLoader {
    private let decoratee: any FeedLoader
    private let cache: any FeedCache
    private let logger: any Logger

    /// Creates the decorator.
    ///
    /// - Parameters:
    ///   - decoratee: Loads the feed, usually from the network.
    ///   - cache: Saves what `decoratee` delivered from the network.
    ///   - logger: Hears about saves that failed.
    public init(decoratee: any FeedLoader, cache: any FeedCache, logger: any Logger) {
        self.decoratee = decoratee
        self.cache = cache
        self.logger = logger
    }

    /// Loads the feed from the decoratee and, when it is remote, saves it before delivering it.
    ///
    /// - Returns: What the decoratee delivered, with the saved items' read states when it was saved.
    /// - Throws: The decoratee's error, or `FeedLoadingError.cancelled`.
    public func load() async throws -> LoadedFeed {
        let loaded = try await decoratee.load()
        guard loaded.origin == .remote else { return loaded }
        if Task.isCancelled { throw FeedLoadingError.cancelled }
        do {
            return loaded.withReadStates(try await cache.save(loaded.feed, validators: loaded.validators))
        } catch {
            let reason = FeedLoadingError(error)
            if reason == .cancelled { throw reason }
            logger.error(Self.message(for: reason))
            return loaded
        }
    }

    /// What the log says when a save failed: a full disk in the words a person reads, as it is theirs to free.
    static func message(for reason: FeedLoadingError) -> String {
        guard case .diskFull = reason else {
            return "The feed was loaded but could not be saved for offline reading: \(reason)"
        }
        let sentence = FeedErrorMessage.reason(for: reason).dropLast()
        return "\(sentence); the feed was still shown, but not saved for offline reading. "
            + (FeedErrorMessage.advice(for: reason) ?? "")
    }
}
