import Domain
import Foundation
import Presentation

/// `feed read` (and bare `feed`): reads feeds concurrently, renders them in the order asked, saves
/// images when asked, then prunes the cache.
///
/// Exit codes: ``ExitCode/success`` when every feed was shown (from the network, or from the cache with
/// a warning), ``ExitCode/failure`` when any could not be shown (the others are still shown),
/// ``ExitCode/interrupted`` when the task was cancelled.
struct ReadCommand: Sendable {
    let services: any AppServices
    let console: any Console

    /// Reads `request`'s feeds, or every subscription when it names none.
    func run(_ request: ReadRequest) async -> ExitCode {
        let targets: [FeedTarget]
        if request.addresses.isEmpty {
            switch await subscribedTargets() {
            case .success(let subscribed): targets = subscribed
            case .failure(let message):
                console.writeError("feed: \(message)\n")
                return .failure
            }
        } else {
            targets = request.addresses.map(target)
        }
        return await read(targets, display: request.display, imagesDirectory: request.imagesDirectory)
    }

    /// Reads the bundled sample feed.
    func runSample(_ display: DisplayOptions) async -> ExitCode {
        let url = services.sampleFeedURL
        return await read([FeedTarget(address: url.absoluteString, url: .success(url))], display: display)
    }

    private func read(_ targets: [FeedTarget], display: DisplayOptions, imagesDirectory: URL? = nil) async -> ExitCode {
        let progress = ProgressLine(console: console)
        progress.update(done: 0, total: targets.count)
        let reader = ConcurrentFeedReader(services: services) { progress.update(done: $0, total: $1) }
        let results = await reader.read(targets)
        progress.clear(total: targets.count)
        if Task.isCancelled { return .interrupted }

        let feeds = results.map { result in
            PresentedFeed(
                result, presenter: result.url.flatMap { try? services.presenter(for: $0) }, limit: display.limit)
        }
        render(feeds, json: display.json)
        if let imagesDirectory { await saveImages(of: feeds, into: imagesDirectory) }
        await prune()
        if Task.isCancelled { return .interrupted }
        return results.allSatisfy { $0.loaded != nil } ? .success : .failure
    }

    private func render(_ feeds: [PresentedFeed], json: Bool) {
        if json {
            console.write(FeedJSONRenderer().render(feeds))
            return
        }
        let renderer = FeedTextRenderer(width: console.width)
        for feed in feeds {
            if let model = feed.viewModel {
                console.write(renderer.render(model))
            } else {
                console.writeError("feed: \(feed.result.address): \(feed.errorMessage ?? "could not be shown.")\n")
            }
        }
    }

    private func saveImages(of feeds: [PresentedFeed], into directory: URL) async {
        do {
            let saver = ImageSaver(loader: try services.imageLoader(), directory: directory, logger: services.logger)
            let urls = feeds.flatMap { $0.items.compactMap(\.imageURL) }
            let saved = await saver.save(urls)
            services.logger.info("Saved \(saved) of \(Set(urls).count) images into \(directory.path)")
        } catch {
            console.writeError("feed: images were not saved: \(FeedLoadingError(error))\n")
        }
    }

    private func prune() async {
        do {
            let removed = try await services.cacheMaintenance().prune(now: services.clock.now)
            services.logger.debug("Pruned \(removed) cached feeds older than the retention limit")
        } catch {
            services.logger.warning("Could not prune the cache: \(FeedLoadingError(error))")
        }
    }

    private func target(_ address: String) -> FeedTarget {
        do {
            return FeedTarget(address: address, url: .success(try services.address(of: address)))
        } catch {
            return FeedTarget(address: address, url: .failure(FeedLoadingError(error)))
        }
    }

    private func subscribedTargets() async -> Result<[FeedTarget], ReadFailure> {
        do {
            let subscriptions = try await services.subscriptionStore().load()
            guard !subscriptions.isEmpty else {
                return .failure(ReadFailure("nothing to read: give a URL or a path, or subscribe with `feed add URL`."))
            }
            return .success(subscriptions.map { FeedTarget(address: $0.url.absoluteString, url: .success($0.url)) })
        } catch {
            return .failure(ReadFailure("could not read the subscriptions: \(error)"))
        }
    }
}

/// A failure that stops a command before anything is shown, worded for a person.
struct ReadFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
