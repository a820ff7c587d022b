import Domain
import Presentation

/// A ``ConditionalFeedLoader`` that passes the loaded feed through and also saves it to the cache when it came from
/// the network.
///
/// The saved copy's validators pass through to the decoratee, for a conditional request. Only a feed whose origin
/// is `.remote` is saved, with the validators of the response it came from: a copy read from the cache is never
/// saved again (that would refresh its date), and ``ConditionalLoad/unchanged`` (a 304) passes through with
/// nothing to save, for the fallback to serve the saved copy. The feed is delivered with
/// the read states the save gave its items, so whoever shows it asks the cache nothing more. A failure to save never
/// loses the feed: it is delivered all the same and the failure is logged as an error, the level production
/// shows, because nothing else would tell that offline reading has stopped working.
///
/// - Threading: `Sendable`, stateless; `loadIfChanged(since:)` may run from any task, several at once.
/// - Cancellation: a task cancelled once the decoratee has delivered saves nothing and throws
///   `FeedLoadingError.cancelled`; a save cancelled half-way throws it too, never a feed that looks cached.
public struct FeedLoaderCacheDecorator: ConditionalFeedLoader {
    private let decoratee: any ConditionalFeedLoader
    private let cache: any FeedCache
    private let logger: any Logger

    /// Creates the decorator.
    ///
    /// - Parameters:
    ///   - decoratee: Loads the feed, usually from the network.
    ///   - cache: Saves what `decoratee` delivered from the network.
    ///   - logger: Hears about saves that failed.
    public init(decoratee: any ConditionalFeedLoader, cache: any FeedCache, logger: any Logger) {
        self.decoratee = decoratee
        self.cache = cache
        self.logger = logger
    }

    /// Loads the feed from the decoratee, if changed since `validators`, and, when it is remote, saves it before
    /// delivering it.
    ///
    /// - Parameter validators: The saved copy's, passed to the decoratee.
    /// - Returns: What the decoratee delivered, with the saved items' read states when it was saved.
    /// - Throws: The decoratee's error, or `FeedLoadingError.cancelled`.
    public func loadIfChanged(since validators: CacheValidators?) async throws -> ConditionalLoad {
        let result = try await decoratee.loadIfChanged(since: validators)
        guard case .loaded(let loaded) = result, loaded.origin == .remote else { return result }
        if Task.isCancelled { throw FeedLoadingError.cancelled }
        do {
            return .loaded(loaded.withReadState(try await cache.save(loaded.feed, validators: loaded.validators)))
        } catch {
            if error is CancellationError || Task.isCancelled { throw FeedLoadingError.cancelled }
            logger.error(Self.message(for: error))
            return .loaded(loaded)
        }
    }

    /// What the log says when a save failed: a full disk in the words a person reads, as it is theirs to free.
    static func message(for error: any Error) -> String {
        guard let reason = error as? CacheError, case .diskFull = reason else {
            return "The feed was loaded but could not be saved for offline reading: \(FeedLoadingError(error))"
        }
        let sentence = CacheErrorMessage.reason(for: reason).dropLast()
        return "\(sentence); the feed was still shown, but not saved for offline reading. "
            + CacheErrorMessage.advice(for: reason)
    }
}
