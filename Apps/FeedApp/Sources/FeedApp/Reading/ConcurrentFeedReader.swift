import Domain
import Foundation

/// Reads several feeds at once and gives the results in the order asked; one failure stops nothing.
struct ConcurrentFeedReader: Sendable {
    /// The loader of a feed URL.
    let loaders: @Sendable (URL) throws -> any FeedLoader
    /// Where each load's timing is logged.
    let logger: any Logger
    /// Told each time a feed is done: (done, total).
    let progress: @Sendable (Int, Int) -> Void

    /// Reads every target concurrently; a cancelled task ends every load and returns what finished.
    func read(_ targets: [FeedTarget]) async -> [FeedReadResult] {
        var results = [FeedReadResult?](repeating: nil, count: targets.count)
        await withTaskGroup(of: (Int, FeedReadResult).self) { group in
            for (index, target) in targets.enumerated() {
                group.addTask { (index, await read(target)) }
            }
            var done = 0
            for await (index, result) in group {
                results[index] = result
                done += 1
                progress(done, targets.count)
            }
        }
        return results.compactMap { $0 }
    }

    private func read(_ target: FeedTarget) async -> FeedReadResult {
        let url: URL
        switch target.url {
        case .success(let resolved): url = resolved
        case .failure(let error): return FeedReadResult(address: target.address, url: nil, outcome: .failed(error))
        }
        let started = ContinuousClock.now
        do {
            let loaded = try await loaders(url).load()
            let elapsed = ContinuousClock.now - started
            logger.debug(
                "Read \(url.absoluteString): \(loaded.feed.items.count) items from \(Self.origin(loaded)) in \(elapsed.milliseconds) ms"
            )
            return FeedReadResult(address: target.address, url: url, outcome: .loaded(loaded))
        } catch {
            // The chain logs the failure itself; the command words it for the person at the end.
            return FeedReadResult(address: target.address, url: url, outcome: .failed(FeedLoadingError(error)))
        }
    }

    private static func origin(_ loaded: LoadedFeed) -> String {
        loaded.origin.isCache ? "the cache" : "the network"
    }
}

extension Duration {
    /// The duration in whole milliseconds.
    var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
