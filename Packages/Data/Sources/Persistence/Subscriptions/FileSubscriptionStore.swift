import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A ``SubscriptionStore`` kept as a small text file a person can edit by hand.
///
/// One feed per line, its URL then an optional title; a `[Category]` line files the feeds below it (an empty
/// `[]` ends the category); `#` starts a comment line; blank lines are ignored:
///
/// ```
/// # My feeds
/// https://example.org/feed.xml Example
/// [News]
/// https://news.example.com/rss.xml Daily news
/// ```
///
/// A save writes a temporary file and renames it over the old one, so a crash never leaves half a list. A
/// missing file is an empty list; nothing is created until the first save.
public final class FileSubscriptionStore: SubscriptionStore {
    private let fileURL: URL

    /// Creates a store on the file at `fileURL`; its folder is created by the first save.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The subscriptions in file order; empty when the file does not exist.
    ///
    /// - Throws: ``SubscriptionStoreError/malformed(path:line:reason:)`` for the first line that is not a
    ///   comment, a category or a feed; ``SubscriptionStoreError/unavailable(path:reason:)`` when the file
    ///   cannot be read.
    public func load() async throws -> [Subscription] {
        try SubscriptionListFormat.parse(try text(), path: fileURL.path)
    }

    /// The subscriptions in file order, past the lines that are not comments, categories or feeds, and
    /// those lines; empty when the file does not exist.
    ///
    /// - Throws: ``SubscriptionStoreError/unavailable(path:reason:)`` when the file cannot be read;
    ///   ``SubscriptionStoreError/malformed(path:line:reason:)`` when it is not UTF-8 text.
    public func loadSkippingMalformedLines() async throws -> PartialSubscriptionList {
        SubscriptionListFormat.parseSkippingMalformedLines(try text(), path: fileURL.path)
    }

    /// The file's text; empty when there is no file.
    private func text() throws -> String {
        let data: Data?
        do {
            data = try AtomicFile.contents(of: fileURL.path)
        } catch {
            throw SubscriptionStoreError.unavailable(path: fileURL.path, reason: StoreFailure.describe(error))
        }
        guard let data else { return "" }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SubscriptionStoreError.malformed(path: fileURL.path, line: nil, reason: "the file is not UTF-8 text")
        }
        return text
    }

    /// Replaces the file with `subscriptions`, atomically.
    ///
    /// - Throws: ``SubscriptionStoreError/diskFull(path:)`` when the disk has no space left for it (`ENOSPC`);
    ///   ``SubscriptionStoreError/unavailable(path:reason:)`` when the folder or file cannot be written otherwise.
    public func save(_ subscriptions: [Subscription]) async throws {
        let text = SubscriptionListFormat.render(subscriptions)
        let folder = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicFile.replace(fileURL.path, with: Data(text.utf8)) {}
        } catch  where StoreFailure.meansDiskFull(error, folder: folder) {
            throw SubscriptionStoreError.diskFull(path: fileURL.path)
        } catch {
            throw SubscriptionStoreError.unavailable(path: fileURL.path, reason: StoreFailure.describe(error))
        }
    }
}
