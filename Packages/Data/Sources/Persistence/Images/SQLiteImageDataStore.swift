import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The on-disk ``ImageDataStore``: image bytes in one SQLite database, with the feed store's resilience.
///
/// Opened on first use; WAL mode with a busy timeout for several processes; each insert is one transaction;
/// a damaged database is moved aside (`<name>.corrupt-<timestamp>`), reported once, and replaced by an
/// empty one.
public final class SQLiteImageDataStore: ImageDataStore {
    // Version 1 is the table as it has always been, so a file from before versioning opens unchanged.
    private static let schema = SQLiteSchema(migrations: [
        { database in
            try database.execute(
                "CREATE TABLE IF NOT EXISTS images (url TEXT PRIMARY KEY NOT NULL, data BLOB NOT NULL);",
                operation: "creating the images table")
        }
    ])

    private let file: SQLiteStoreFile
    private let faults: StoreFaultInjector

    /// Creates a store on the database at `fileURL`; nothing is created until the first call.
    ///
    /// - Parameters:
    ///   - fileURL: the database file; its folder is created when needed.
    ///   - logger: told, at error level so it shows by default, when the file can only be read (a read-only or
    ///     full disk); the saved copies are still served.
    ///   - faults: a test seam that can fail a write between its steps; leave it as ``StoreFaultInjector/none``.
    public init(fileURL: URL, logger: (any Logger)? = nil, faults: StoreFaultInjector = .none) {
        self.file = SQLiteStoreFile(fileURL: fileURL, schema: Self.schema, logger: logger, faults: faults)
        self.faults = faults
    }

    /// The bytes stored for `url`, if any.
    public func retrieve(dataFor url: URL) async throws -> Data? {
        try file.perform("reading the image \(url.absoluteString)") { database in
            try database.query("SELECT data FROM images WHERE url = ?1", [.text(url.absoluteString)]) {
                $0.blob(at: 0)
            }.first
        }
    }

    /// Stores `data` for `url` in one transaction.
    public func insert(_ data: Data, for url: URL) async throws {
        let faults = self.faults
        try file.perform("saving the image \(url.absoluteString)") { database in
            try faults.check(.beforeWriting)
            try database.transaction("save the image \(url.absoluteString)") {
                try database.run(
                    "INSERT OR REPLACE INTO images (url, data) VALUES (?1, ?2)",
                    [.text(url.absoluteString), .blob(data)])
                try faults.check(.beforePublishing)
            }
        }
    }
}
