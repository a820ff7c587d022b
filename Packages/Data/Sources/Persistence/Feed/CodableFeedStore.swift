import Domain
import Foundation

/// A ``FeedStore`` that keeps each feed as a JSON file in a folder, replaced atomically.
///
/// Each file is named by a stable hash of the feed's URL (FNV-1a, 64 bits, in hex) and holds the URL, so a
/// hash collision reads as "not cached", never as the wrong feed. A save writes a temporary file, flushes
/// it and renames it over the old one: readers in any process see the old copy or the new one, whole.
/// A file that cannot be decoded is moved aside (`<name>.corrupt-<timestamp>`) and reported once.
/// Nothing is created until the first save.
public final class CodableFeedStore: FeedStore {
    private let directory: URL
    private let faults: StoreFaultInjector

    /// Creates a store in `directory`; the folder is created by the first save.
    ///
    /// - Parameters:
    ///   - directory: the folder that holds one JSON file per feed.
    ///   - faults: a test seam that can fail a write between its steps; leave it as ``StoreFaultInjector/none``.
    public init(directory: URL, faults: StoreFaultInjector = .none) {
        self.directory = directory
        self.faults = faults
    }

    /// The copy of `url`, if any.
    public func retrieve(for url: URL) async throws -> CachedFeed? {
        let path = file(for: url).path
        guard let data = try read(path) else { return nil }
        let record: CodableFeedRecord = try decodeOrQuarantine(data, path: path)
        guard record.url == url else { return nil }
        return CachedFeed(feed: record.feed, savedAt: record.savedAt, validators: record.validators)
    }

    /// Writes the copy of `url` to a temporary file and renames it over the previous one.
    public func insert(_ feed: Feed, validators: CacheValidators?, savedAt: Date, for url: URL) async throws {
        let path = file(for: url).path
        let record = CodableFeedRecord(
            url: url, savedAt: savedAt, validators: validators, itemCount: feed.items.count, feed: feed)
        let data = try FeedPayload.encode(record, path: path)
        do {
            try faults.check(.beforeWriting)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try AtomicFile.replace(path, with: data) { try faults.check(.beforePublishing) }
        } catch {
            throw StoreFailure.unavailable("saving the feed \(url.absoluteString)", path: path, error: error)
        }
    }

    /// Deletes the copy of `url`.
    public func delete(for url: URL) async throws {
        try remove(file(for: url).path)
    }

    /// One summary per stored feed; the byte count is the file's size. Damaged files are moved aside and skipped.
    public func entries() async throws -> [CachedFeedEntry] {
        try feedFiles().compactMap { path in
            guard let data = try read(path),
                let summary: CodableFeedRecordSummary = try? decodeOrQuarantine(data, path: path)
            else { return nil }
            return CachedFeedEntry(
                url: summary.url, savedAt: summary.savedAt, itemCount: summary.itemCount, bytes: data.count)
        }
    }

    /// Deletes every stored feed, and any temporary file an interrupted save left behind.
    public func deleteAll() async throws {
        for path in try feedFiles(includingTemporary: true) { try remove(path) }
    }

    /// Deletes the copies saved before `date`.
    public func delete(savedBefore date: Date) async throws -> Int {
        var deleted = 0
        for entry in try await entries() where entry.savedAt < date {
            try remove(file(for: entry.url).path)
            deleted += 1
        }
        return deleted
    }

    // MARK: - Files

    private func file(for url: URL) -> URL {
        directory.appendingPathComponent("\(StableHash.fnv1a64Hex(url.absoluteString)).json")
    }

    private func feedFiles(includingTemporary: Bool = false) throws -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            if !FileManager.default.fileExists(atPath: directory.path) { return [] }
            throw StoreFailure.unavailable("listing the cache", path: directory.path, error: error)
        }
        return names.filter { name in
            (name.hasSuffix(".json") && !name.hasPrefix(".")) || (includingTemporary && AtomicFile.isTemporary(name))
        }.sorted().map { directory.appendingPathComponent($0).path }
    }

    private func read(_ path: String) throws(FeedLoadingError) -> Foundation.Data? {
        do {
            return try AtomicFile.contents(of: path)
        } catch {
            throw StoreFailure.unavailable("reading the cached feed", path: path, error: error)
        }
    }

    private func remove(_ path: String) throws(FeedLoadingError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw StoreFailure.unavailable("deleting the cached feed", path: path, error: AtomicFile.posixError())
        }
    }

    private func decodeOrQuarantine<T: Decodable>(_ data: Foundation.Data, path: String) throws(FeedLoadingError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            let moved = CorruptFileQuarantine.moveAside(URL(fileURLWithPath: path))
            let whereTo =
                moved.map { "it was moved aside to \($0.path) for inspection" } ?? "move or delete it by hand"
            throw .cacheUnavailable(
                reason: "the cached feed \(path) is damaged (\(StoreFailure.describe(error))); \(whereTo), "
                    + "and the feed will be saved again on the next successful load")
        }
    }
}
