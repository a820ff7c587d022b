import DI
import Domain
import Foundation
import Presentation

/// `feed add URL [--title T] [--no-check]`: subscribes to a feed, reading it once first to check it.
///
/// Adding a feed that is already there says so and succeeds. The title defaults to the feed's own.
struct AddCommand: FeedCommand {
    static let title = FlagSpec("title", value: "T", help: "The title to show instead of the feed's own.")
    static let noCheck = FlagSpec("no-check", help: "Add the feed without reading it first.")
    static let spec = CommandSpec(
        name: "add", summary: "Subscribe to a feed (read once to check it, unless --no-check).",
        positionals: .one("URL"),
        flags: [title, noCheck, CommonFlags.timeout, CommonFlags.maxSize] + CommonFlags.configuration)

    /// What to add.
    struct Options: Sendable, Equatable {
        /// The feed's address as given.
        var address: String
        /// The title to keep instead of the feed's own.
        var title: String?
        /// Whether to skip reading the feed first.
        var skipsCheck = false
    }

    static func options(from line: ParsedArguments) throws(UsageError) -> Options {
        Options(address: line.positionals.first ?? "", title: line.value(title), skipsCheck: line.has(noCheck))
    }

    static func make(_ options: Options, composer: AppComposer) throws -> AddCommand {
        let container = try composer.container()
        return AddCommand(
            request: options, console: composer.console, workingDirectory: composer.workingDirectory,
            store: try container.resolve((any SubscriptionStore).self),
            loaders: { url in try container.resolve((any FeedLoader).self, argument: url) })
    }

    let request: Options
    let console: any Console
    /// The folder a relative path is read from.
    let workingDirectory: URL
    let store: any SubscriptionStore
    /// The loader that checks the feed before it is added.
    let loaders: @Sendable (URL) throws -> any FeedLoader

    /// Adds the feed; ``ExitCode/failure`` when the address, the check or the store fails.
    func run() async -> ExitCode {
        do {
            let url = try FeedAddress.url(from: request.address, currentDirectory: workingDirectory)
            var subscriptions = try await store.load()
            if let existing = subscriptions.first(where: { $0.url.absoluteString == url.absoluteString }) {
                console.write("Already subscribed to \(SubscriptionText.name(of: existing)).\n")
                return .success
            }
            var title = request.title
            if !request.skipsCheck {
                guard let checked = await check(url) else { return .failure }
                title = title ?? checked.feed.title
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

    private func check(_ url: URL) async -> LoadedFeed? {
        do {
            return try await loaders(url).load()
        } catch {
            let message = FeedErrorMessage.message(for: FeedLoadingError(error), feedURL: url)
            console.writeError(
                "feed: \(url.absoluteString) was not added: \(message) Use --no-check to add it anyway.\n")
            return nil
        }
    }
}
