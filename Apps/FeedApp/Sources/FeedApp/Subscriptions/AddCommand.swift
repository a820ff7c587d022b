import DI
import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `feed add URL [--title T] [--no-check] [--all]`: subscribes to a feed, reading it once first to check it.
///
/// Adding a feed that is already there says so and succeeds. The title defaults to the feed's own. The
/// address of a web page that names feeds (`<link rel="alternate">`) adds the first of them and says so;
/// with `--all` it lists them all and adds none.
struct AddCommand: FeedCommand {
    static let title = FlagSpec("title", value: "T", help: "The title to show instead of the feed's own.")
    static let noCheck = FlagSpec("no-check", help: "Add the feed without reading it first.")
    static let all = FlagSpec(
        "all", help: "For a web page that offers feeds, list them all instead of adding the first.")
    static let spec = CommandSpec(
        name: "add", summary: "Subscribe to a feed (read once to check it, unless --no-check).",
        positionals: .one("URL"),
        flags: [title, noCheck, all, CommonFlags.timeout, CommonFlags.maxSize, CommonFlags.caFile]
            + CommonFlags.configuration)

    /// What to add.
    struct Options: Sendable, Equatable {
        /// The feed's address as given.
        var address: String
        /// The title to keep instead of the feed's own.
        var title: String?
        /// Whether to skip reading the feed first.
        var skipsCheck = false
        /// Whether a web page's feeds are listed rather than the first added.
        var listsAll = false
    }

    static func options(from line: ParsedArguments) throws(UsageError) -> Options {
        Options(
            address: line.positionals.first ?? "", title: line.value(title), skipsCheck: line.has(noCheck),
            listsAll: line.has(all))
    }

    static func make(_ options: Options, composer: AppComposer) throws -> AddCommand {
        let services = try composer.services()
        return AddCommand(
            request: options, console: composer.console, workingDirectory: composer.workingDirectory,
            store: services.subscriptions, loaders: services.loaders)
    }

    let request: Options
    let console: any Console
    /// The folder a relative path is read from.
    let workingDirectory: URL
    let store: any SubscriptionStore
    /// The loader that checks the feed before it is added.
    let loaders: @Sendable (FeedRequest) throws -> any FeedLoader

    /// Adds the feed; ``ExitCode/failure`` when the address, the check or the store fails.
    func run() async -> ExitCode {
        do {
            var url = try FeedAddress.url(from: request.address, currentDirectory: workingDirectory)
            var subscriptions = try await store.load()
            if sayAlreadySubscribed(to: url, in: subscriptions) { return .success }
            var title = request.title
            if !request.skipsCheck {
                switch await check(url) {
                case .feed(let loaded):
                    title = title ?? loaded.feed.title
                case .page(let feeds, let first):
                    guard !request.listsAll else {
                        console.write(PageFeedsText.list(feeds, of: url))
                        return .success
                    }
                    guard case .feed(let loaded)? = first, let chosen = feeds.first else { return .failure }
                    console.write(PageFeedsText.choice(feeds, of: url))
                    if sayAlreadySubscribed(to: chosen, in: subscriptions) { return .success }
                    url = chosen
                    title = title ?? loaded.feed.title
                case .failed:
                    return .failure
                }
            }
            let subscription = Subscription(url: url, title: title)
            subscriptions.append(subscription)
            try await store.save(subscriptions)
            console.write("Subscribed to \(SubscriptionText.name(of: subscription)).\n")
            return .success
        } catch {
            console.writeError("feed: \(request.address) was not added: \(ErrorMessage.message(for: error))\n")
            return .failure
        }
    }

    /// Says so when `url` is among `subscriptions`.
    ///
    /// - Returns: Whether it is.
    private func sayAlreadySubscribed(to url: URL, in subscriptions: [Subscription]) -> Bool {
        guard let existing = subscriptions.first(where: { $0.url.absoluteString == url.absoluteString }) else {
            return false
        }
        console.write("Already subscribed to \(SubscriptionText.name(of: existing)).\n")
        return true
    }

    /// What reading the address once gave.
    private indirect enum Check {
        /// A feed.
        case feed(LoadedFeed)
        /// A web page naming `feeds` (never empty), and what reading the first of them gave, unless
        /// only a list was asked for.
        case page([URL], first: Check?)
        /// Nothing that can be added; the reason is already on stderr.
        case failed
    }

    private func check(_ url: URL, followingPage: Bool = true) async -> Check {
        do {
            return .feed(try await loaders(FeedRequest(url: url)).load())
        } catch FeedLoadingError.webPage(let feeds) where followingPage && !feeds.isEmpty {
            var first: Check?
            if !request.listsAll, let feed = feeds.first { first = await check(feed, followingPage: false) }
            return .page(feeds, first: first)
        } catch {
            let message = FeedErrorMessage.message(for: FeedLoadingError(error), feedURL: url)
            console.writeError(
                "feed: \(url.absoluteString) was not added: \(message) Use --no-check to add it anyway.\n")
            return .failed
        }
    }
}
