import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An ``ImageDataStore`` in memory, bounded in bytes, evicting the least recently used images first.
///
/// Reading or writing an image makes it the most recently used. An image larger than the whole limit is
/// not kept (and any earlier bytes for its URL are dropped), so a miss is always possible.
public final class InMemoryImageDataStore: ImageDataStore {
    private struct Entry {
        var data: Data
        var lastUse: UInt64
    }

    private struct State {
        var entries: [URL: Entry] = [:]
        var totalBytes = 0
        var tick: UInt64 = 0
    }

    /// The most bytes the store keeps at once.
    public let byteLimit: Int
    private let state = Mutex(State())

    /// Creates an empty store that keeps at most `byteLimit` bytes of images.
    public init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
    }

    /// The bytes stored for `url`, if any; marks them as just used.
    public func retrieve(dataFor url: URL) async throws -> Data? {
        state.withLock { state in
            guard var entry = state.entries[url] else { return nil }
            state.tick += 1
            entry.lastUse = state.tick
            state.entries[url] = entry
            return entry.data
        }
    }

    /// Stores `data` for `url`, then evicts the least recently used images until the total fits the limit.
    public func insert(_ data: Data, for url: URL) async throws {
        let limit = byteLimit
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: url) { state.totalBytes -= old.data.count }
            guard data.count <= limit else { return }
            state.tick += 1
            state.entries[url] = Entry(data: data, lastUse: state.tick)
            state.totalBytes += data.count
            while state.totalBytes > limit,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                state.entries.removeValue(forKey: oldest.key)
                state.totalBytes -= oldest.value.data.count
            }
        }
    }
}
