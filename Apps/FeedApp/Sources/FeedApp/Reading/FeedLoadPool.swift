import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Loads several feeds at once and gives the results in the order asked, each as soon as it and every one
/// before it are done; one failure stops nothing.
///
/// The pool keeps a long subscription list from holding a task (and a connection) per feed at once: it has
/// twice ``inFlight`` loads started, so that while ``inFlight`` of them are fetched, as many more wait ready
/// at the HTTP client, which lets ``inFlight`` requests go at once (`--jobs` sets both): when one ends, the
/// client starts the next at once, while the feed that ended is still being saved and shown. A load that does
/// not go to the network (a file, the cache) is not held back by the client: at most twice ``inFlight`` of
/// those run at once.
struct FeedLoadPool: Sendable {
    /// The loader of a feed.
    let loaders: @Sendable (FeedRequest) throws -> any FeedLoader
    /// Where each load's timing is logged.
    let logger: any Logger
    /// How many feeds are fetched at once, at least 1.
    let inFlight: Int
    /// Told each time a feed is done: (done, total).
    let progress: @Sendable (Int, Int) -> Void

    /// Loads the targets, twice ``inFlight`` started at once, handing each result to `deliver` in the targets'
    /// order as soon as it and all before it are done.
    ///
    /// A cancelled task (Ctrl-C) ends every load; the results already done are still delivered, in order,
    /// past those that never finished, so what was read is shown; failures that come after it are not.
    ///
    /// - Returns: How many results were delivered.
    @discardableResult
    func load(_ targets: [FeedTarget], deliver: (FeedReadResult) async -> Void) async -> Int {
        var waiting = [Int: FeedReadResult]()
        var delivered = 0
        await withTaskGroup(of: (Int, FeedReadResult).self) { group in
            var pending = targets.enumerated().makeIterator()
            for _ in 0..<Self.started(inFlight) {
                guard let (index, target) = pending.next() else { break }
                group.addTask { (index, await load(target)) }
            }
            var done = 0
            for await (index, result) in group {
                // After the cancellation a failure is most likely a load it ended, not a feed that failed.
                if Task.isCancelled && result.loaded == nil { continue }
                // The next load starts before this one is delivered: delivering (saving what was shown, printing)
                // would otherwise keep a slot idle.
                if !Task.isCancelled, let (index, target) = pending.next() {
                    group.addTask { (index, await load(target)) }
                }
                waiting[index] = result
                done += 1
                progress(done, targets.count)
                while !Task.isCancelled, let next = waiting.removeValue(forKey: delivered) {
                    await deliver(next)
                    delivered += 1
                }
            }
        }
        for (_, result) in waiting.sorted(by: { $0.key < $1.key }) {
            await deliver(result)
            delivered += 1
        }
        return delivered
    }

    private func load(_ target: FeedTarget) async -> FeedReadResult {
        let url: URL
        switch target.url {
        case .success(let resolved): url = resolved
        case .failure(let error): return FeedReadResult(address: target.address, url: nil, outcome: .failed(error))
        }
        let started = ContinuousClock.now
        do {
            let request = FeedRequest(url: url, title: target.title, refreshInterval: target.refreshInterval)
            let loaded = try await loaders(request).load()
            let elapsed = ContinuousClock.now - started
            logger.debug(
                "Read \(url.absoluteString): \(loaded.feed.items.count) items from \(Self.origin(loaded)) in \(elapsed.milliseconds) ms"
            )
            return FeedReadResult(address: target.address, url: url, outcome: .loaded(loaded), title: target.title)
        } catch {
            // The chain logs the failure itself; the command words it for the person at the end.
            return FeedReadResult(address: target.address, url: url, outcome: .failed(FeedLoadingError(error)))
        }
    }

    /// How many loads are started at once for `inFlight` fetches.
    static func started(_ inFlight: Int) -> Int {
        max(inFlight, 1) * 2
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
