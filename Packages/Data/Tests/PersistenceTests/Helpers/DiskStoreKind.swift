import Foundation
import Persistence

/// The stores that keep feeds on disk, for tests that run the same resilience check on each.
enum DiskStoreKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case sqlite
    case codable

    var description: String { rawValue }

    /// A store of this kind in `directory`, failing writes as `faults` says.
    func makeStore(in directory: TemporaryDirectory, faults: StoreFaultInjector = .none) -> any FeedStore {
        switch self {
        case .sqlite: SQLiteFeedStore(fileURL: directory.file("feeds.sqlite"), faults: faults)
        case .codable: CodableFeedStore(directory: directory.url, faults: faults)
        }
    }

    /// The file that holds the copy of `url` (the whole database for SQLite).
    func file(for url: URL, in directory: TemporaryDirectory) -> URL {
        switch self {
        case .sqlite: directory.file("feeds.sqlite")
        case .codable: directory.file(codableName(for: url))
        }
    }

    private func codableName(for url: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ".json"
    }
}
