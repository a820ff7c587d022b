import DI
import Domain
import Presentation

/// `feed export`: prints the subscriptions as OPML 2.0, which other readers import.
struct ExportCommand: FeedCommand {
    static let spec = CommandSpec(
        name: "export", summary: "Print the subscriptions as OPML 2.0.", positionals: .none,
        flags: CommonFlags.configuration)
    /// The title the exported document carries.
    static let documentTitle = "feed subscriptions"

    static func make(_ options: NoOptions, composer: AppComposer) throws -> ExportCommand {
        let services = try composer.services()
        return ExportCommand(console: composer.console, store: services.subscriptions, codec: services.codec)
    }

    let console: any Console
    let store: any SubscriptionStore
    let codec: any SubscriptionListCodec

    /// Writes the OPML document on the output.
    func run() async -> ExitCode {
        do {
            let subscriptions = try await SubscriptionListReader.subscriptions(in: store, warningOn: console)
            let data = codec.encode(subscriptions, title: Self.documentTitle)
            console.write(String(decoding: data, as: UTF8.self))
            return .success
        } catch {
            console.writeError("feed: the subscriptions were not exported: \(ErrorMessage.message(for: error))\n")
            return .failure
        }
    }
}
