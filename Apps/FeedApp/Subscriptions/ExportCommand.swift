/// `feed export`: prints the subscriptions as OPML 2.0, which other readers import.
struct ExportCommand: Sendable {
    /// The title the exported document carries.
    static let documentTitle = "feed subscriptions"

    let services: any AppServices
    let console: any Console

    /// Writes the OPML document on the output.
    func run() async -> ExitCode {
        do {
            let subscriptions = try await services.subscriptionStore().load()
            let data = try services.subscriptionCodec().encode(subscriptions, title: Self.documentTitle)
            console.write(String(decoding: data, as: UTF8.self))
            return .success
        } catch {
            console.writeError("feed: the subscriptions were not exported: \(SubscriptionText.describe(error))\n")
            return .failure
        }
    }
}
