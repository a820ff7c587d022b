import Domain

/// The tables of one database as the ordered steps that build them; the database's `PRAGMA user_version`
/// records how many steps it has had.
///
/// Opening a database runs the steps it has not had yet, all in one transaction, so an interrupted upgrade
/// leaves the database as it was. A database with more steps than this code knows was written by a newer
/// version of the app: it is left untouched and reported.
struct SQLiteSchema: Sendable {
    /// One step from a version to the next.
    typealias Migration = @Sendable (SQLiteConnection) throws -> Void

    /// The steps, oldest first; step `n` (from 0) takes a database from version `n` to `n + 1`.
    let migrations: [Migration]
    /// What every connection needs before it reads a table (a tokenizer FTS5 keeps no copy of), run on every
    /// open before the steps, read-only ones too.
    let connectionSetup: [Migration]
    /// Checks run on every open, after the steps, that put back what another tool removed (an index); each
    /// does nothing when all is there.
    let repairs: [Migration]

    /// Creates the schema of `migrations`, with `connectionSetup` and `repairs` run on every open.
    init(migrations: [Migration], connectionSetup: [Migration] = [], repairs: [Migration] = []) {
        self.migrations = migrations
        self.connectionSetup = connectionSetup
        self.repairs = repairs
    }

    /// The version a database has once every step has run.
    var version: Int { migrations.count }

    /// Runs the ``connectionSetup``, brings `database` up to ``version``, then runs the ``repairs`` (not on a
    /// read-only file).
    ///
    /// - Throws: ``Domain/CacheError/unavailable(reason:)`` for a database of an unknown version, or the
    ///   failing step's error (the transaction is rolled back).
    func apply(to database: SQLiteConnection) throws {
        for setup in connectionSetup { try setup(database) }
        try migrate(database)
        guard !database.isReadOnly else { return }
        for repair in repairs { try repair(database) }
    }

    private func migrate(_ database: SQLiteConnection) throws {
        guard try checkedVersion(of: database) < version else { return }
        try database.transaction("upgrade the tables of \(database.path)") {
            // Another process may have upgraded the file while this one waited for the write lock.
            let current = try checkedVersion(of: database)
            for step in migrations.dropFirst(current) { try step(database) }
            try database.execute("PRAGMA user_version = \(version)", operation: "recording the schema version")
        }
    }

    private func checkedVersion(of database: SQLiteConnection) throws -> Int {
        let current = try database.query("PRAGMA user_version") { $0.int(at: 0) }.first ?? 0
        guard (0...version).contains(current) else {
            throw CacheError.unavailable(
                reason: "the cache database \(database.path) has schema version \(current), newer than this "
                    + "version of feed knows (\(version)); update feed, or use another folder with --cache")
        }
        return current
    }
}
