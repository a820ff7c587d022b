import FeedFormats
import Foundation
import FuzzSupport

/// Feeds one input to the OPML importer, then writes what it read and imports that again.
///
/// The second pass covers the writer with hostile titles, categories and URLs: a subscription list that
/// was imported must export and import again.
public enum OPMLHarness {
    /// Decodes `data` as OPML; on success, encodes the result and decodes it once more.
    ///
    /// - Returns: `.accepted` with the subscription count, or `.rejected` with the importer's error.
    public static func run(_ data: Data) -> FuzzOutcome {
        let codec = OPMLCodec(dateCreated: Date(timeIntervalSince1970: 0))
        do {
            let subscriptions = try codec.decode(data)
            let exported = codec.encode(subscriptions, title: "Fuzz")
            let reimported = try codec.decode(exported)
            return .accepted(summary: "\(subscriptions.count) subscriptions, \(reimported.count) after a round trip")
        } catch {
            return .rejected(reason: String(describing: error))
        }
    }
}
