import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `feed remove URL|TITLE`: unsubscribes from a feed named by its URL or its title.
///
/// A URL matches exactly; a title matches ignoring case. Nothing matching, or a title that several
/// subscriptions share, is a failure that says so.
struct RemoveCommand: FeedCommand {
    static let spec = CommandSpec(
        name: "remove", summary: "Unsubscribe from a feed, by URL or title.", positionals: .one("URL|TITLE"),
        flags: CommonFlags.configuration)

    static func make(_ options: String, composer: AppComposer) throws -> RemoveCommand {
        RemoveCommand(
            argument: options, console: composer.console, workingDirectory: composer.workingDirectory,
            store: try composer.services().subscriptions)
    }

    /// The subscription's URL or title, as typed.
    let argument: String
    let console: any Console
    /// The folder a relative path is read from.
    let workingDirectory: URL
    let store: any SubscriptionStore

    /// Removes the subscription ``argument`` names.
    func run() async -> ExitCode {
        do {
            let subscriptions = try await store.load()
            let matches = matching(argument, in: subscriptions)
            guard let removed = matches.first else {
                console.writeError("feed: no subscription matches \"\(argument)\". Run `feed list` to see them.\n")
                return .failure
            }
            guard matches.count == 1 else {
                console.writeError(
                    "feed: \(matches.count) subscriptions are titled \"\(argument)\". Remove one by its URL.\n")
                return .failure
            }
            try await store.save(subscriptions.filter { $0 != removed })
            console.write("Unsubscribed from \(SubscriptionText.name(of: removed)).\n")
            return .success
        } catch {
            console.writeError("feed: \"\(argument)\" was not removed: \(ErrorMessage.message(for: error))\n")
            return .failure
        }
    }

    private func matching(_ argument: String, in subscriptions: [Subscription]) -> [Subscription] {
        let url = (try? FeedAddress.url(from: argument, currentDirectory: workingDirectory))?.absoluteString
        let byURL = subscriptions.filter { $0.url.absoluteString == argument || $0.url.absoluteString == url }
        if !byURL.isEmpty { return byURL }
        return subscriptions.filter { $0.title.map(Self.folded) == Self.folded(argument) }
    }

    /// `title` with its case folded, so titles compare as `caseInsensitiveCompare` compared them ("STRASSE"
    /// matches "Straße", "ΣΟΦΟΣ" matches "σοφος").
    private static func folded(_ title: String) -> String {
        title.uppercased().lowercased()
    }
}
