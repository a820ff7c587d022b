import DI
import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `feed read`: reads feeds concurrently, renders them in the order asked, saves images when asked, then
/// records the feeds shown and prunes the cache (also when interrupted).
///
/// Exit codes: ``ExitCode/success`` when every feed was shown (from the network, or from the cache with
/// a warning), ``ExitCode/failure`` when any could not be shown (the others are still shown),
/// ``ExitCode/interrupted`` when the task was cancelled.
struct ReadCommand: FeedCommand {
    static let images = FlagSpec("images", value: "DIR", help: "Save each item's image into DIR.")
    static let jobs = FlagSpec(
        "jobs", value: "N",
        help:
            "Fetch at most N feeds at once, over at most N connections (1 to \(FeedReading.maximumInFlight); \(FeedReading.defaultInFlight) by default)."
    )
    static let spec = CommandSpec(
        name: "read", summary: "Read feeds (http(s) URLs, file URLs or paths); with none, every subscription.",
        positionals: .zeroOrMore("URL|PATH"),
        flags: [
            CommonFlags.json, CommonFlags.limit, CommonFlags.offline, CommonFlags.refresh, CommonFlags.timeout,
            CommonFlags.maxSize, CommonFlags.caFile, jobs,
            images, CommonFlags.new, CommonFlags.unread, CommonFlags.long, OutputPaging.noPager,
        ]
            + CommonFlags.configuration)

    /// What to read and how to show it.
    struct Options: Sendable, Equatable {
        /// The addresses as given (URLs or paths); empty means every subscription.
        var addresses: [String] = []
        /// How to show the feeds.
        var display = DisplayOptions()
        /// Where to save the items' images, when asked.
        var imagesDirectory: URL?
        /// How many feeds load at once.
        var inFlight = FeedReading.defaultInFlight
    }

    static func options(from line: ParsedArguments) throws(UsageError) -> Options {
        var options = Options(
            addresses: line.positionals, display: try DisplayOptions(line), imagesDirectory: line.directory(images))
        let expected = "a whole number from 1 to \(FeedReading.maximumInFlight)"
        if let inFlight = try line.positiveInteger(jobs, expected: expected) {
            guard inFlight <= FeedReading.maximumInFlight else {
                throw line.invalid(jobs, value: String(inFlight), expected: expected)
            }
            options.inFlight = inFlight
        }
        return options
    }

    static func make(_ options: Options, composer: AppComposer) throws -> ReadCommand {
        let services = try composer.services()
        return ReadCommand(
            options: options, console: composer.console, workingDirectory: composer.workingDirectory,
            feeds: services.feeds, subscriptions: services.subscriptions,
            imageSaver: try options.imagesDirectory.map { directory in
                ImageSaver(loader: try services.images(), directory: directory, logger: services.logger)
            })
    }

    let options: Options
    let console: any Console
    /// The folder a relative path is read from.
    let workingDirectory: URL
    /// Loads, presents and shows the feeds.
    let feeds: FeedReading
    /// The subscriptions read when no address is given, and updated when a feed moved for good.
    let subscriptions: any SubscriptionStore
    /// Saves the items' images with `--images`; `nil` without it, so a read that saves none never builds the
    /// image chain (and the HTTP client under it, whose first use loads libcurl).
    let imageSaver: ImageSaver?

    /// Reads the addresses given, or every subscription when none is.
    func run() async -> ExitCode {
        let targets: [FeedTarget]
        if options.addresses.isEmpty {
            switch await subscribedTargets() {
            case .success(let subscribed): targets = subscribed
            case .failure(let failure):
                console.writeError("feed: \(failure.description)\n")
                return .failure
            }
        } else {
            let subscribed = await subscriptionsByURL()
            targets = options.addresses.map { address in
                var named = target(address)
                if case .success(let url) = named.url, let subscription = subscribed[url.absoluteString] {
                    named.title = subscription.title
                    named.refreshInterval = subscription.refreshInterval
                }
                return named
            }
        }
        let shown = await feeds.show(targets, display: options.display, inFlight: options.inFlight, console: console)
        // Interrupted, the read still ends by recording what it showed; it saves no image and follows no move.
        guard shown.isComplete else { return await feeds.finish(shown) }
        if let imageSaver { await saveImages(of: shown.feeds, with: imageSaver) }
        await SubscriptionMoves(store: subscriptions, console: console).follow(shown.feeds.map(\.result))
        return await feeds.finish(shown)
    }

    private func saveImages(of feeds: [PresentedFeed], with saver: ImageSaver) async {
        let urls = feeds.flatMap { $0.items.compactMap(\.imageURL) }
        let saved = await saver.save(urls)
        self.feeds.logger.info("Saved \(saved) of \(Set(urls).count) images into \(saver.directory.path)")
    }

    private func target(_ address: String) -> FeedTarget {
        do {
            return FeedTarget(
                address: address, url: .success(try FeedAddress.url(from: address, currentDirectory: workingDirectory)))
        } catch {
            return FeedTarget(address: address, url: .failure(error))
        }
    }

    /// The subscriptions, by URL, for their titles and refresh intervals; none when the list cannot be read (a
    /// read of a URL does not need it).
    private func subscriptionsByURL() async -> [String: Subscription] {
        let subscribed = (try? await subscriptions.loadSkippingMalformedLines())?.subscriptions ?? []
        return Dictionary(subscribed.map { ($0.url.absoluteString, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func subscribedTargets() async -> Result<[FeedTarget], ReadFailure> {
        do {
            let subscribed = try await SubscriptionListReader.subscriptions(in: subscriptions, warningOn: console)
            guard !subscribed.isEmpty else {
                return .failure(ReadFailure("nothing to read: give a URL or a path, or subscribe with `feed add URL`."))
            }
            return .success(
                subscribed.map {
                    FeedTarget(
                        address: $0.url.absoluteString, url: .success($0.url), title: $0.title,
                        refreshInterval: $0.refreshInterval)
                })
        } catch {
            return .failure(ReadFailure("the subscriptions could not be read: \(ErrorMessage.message(for: error))"))
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
