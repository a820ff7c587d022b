import CSQLite

/// The search index's tokenizer, `feed_words`: SQLite's `unicode61` (case and accents folded) for text written
/// with spaces between words, and each character a token of its own inside runs of Chinese and Japanese (Han,
/// kana), which are written without them.
///
/// `unicode61` reads a run such as `東京で新しい図書館が開館しました` as one token, so no word inside it could be
/// found. With a token per character, at its own position, a query word becomes a phrase of characters: `図書館`
/// finds its three characters side by side, `東京` its two, one character itself; the snippet marks just them,
/// as each token's offsets are its character's. Overlapping bigrams, the other common design, give fewer and
/// more selective tokens, but overlapping offsets, which SQLite 3.40's `snippet()` copies wrongly when two
/// matches touch; a personal cache is small enough for phrase queries of characters. Words of other scripts
/// are `unicode61`'s, untouched, and the tokenizer's arguments are passed on to it (`remove_diacritics 2`).
///
/// FTS5 keeps no tokenizer in the file: ``register(on:)`` must run on every connection before the index is
/// read or written (``SQLiteFeedSchema`` does, on opening).
enum SQLiteWordTokenizer {
    /// The name the index's `tokenize` option gives.
    static let name = "feed_words"

    /// The tokenizer `feed_words` wraps.
    private static let wrapped = "unicode61"

    /// Makes `feed_words` known to `database`'s FTS5.
    static func register(on database: SQLiteConnection) throws(SQLiteError) {
        guard let api = try fts5API(of: database) else {
            throw SQLiteError(
                operation: "registering the search tokenizer on \(database.path)", code: SQLITE_ERROR,
                message: "this SQLite has no FTS5")
        }
        var methods = fts5_tokenizer(xCreate: create, xDelete: delete, xTokenize: tokenize)
        let code = api.pointee.xCreateTokenizer(api, name, UnsafeMutableRawPointer(api), &methods, nil)
        guard code == SQLITE_OK else {
            throw SQLiteError(
                operation: "registering the search tokenizer on \(database.path)", code: code,
                message: "FTS5 refused the tokenizer")
        }
    }

    /// FTS5's registration interface on `database`, handed out through `SELECT fts5(?)` as SQLite documents.
    private static func fts5API(of database: SQLiteConnection) throws(SQLiteError) -> UnsafeMutablePointer<fts5_api>? {
        let statement = try SQLiteStatement(sql: "SELECT fts5(?1)", connection: database.handle)
        var api: UnsafeMutablePointer<fts5_api>?
        withUnsafeMutablePointer(to: &api) { slot in
            statement.bindPointer(slot, at: 1, type: pointerType)
            _ = try? statement.step()
        }
        return api
    }

    /// The pointer type `fts5()` expects: a literal's address, valid as long as the process, as SQLite needs.
    private static var pointerType: UnsafePointer<CChar> {
        UnsafeRawPointer(StaticString("fts5_api_ptr").utf8Start).assumingMemoryBound(to: CChar.self)
    }

    // MARK: - FTS5's callbacks

    private static let create:
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafeMutablePointer<UnsafePointer<CChar>?>?, Int32,
            UnsafeMutablePointer<OpaquePointer?>?
        ) -> Int32 = { context, arguments, count, made in
            guard let context, let made else { return SQLITE_ERROR }
            let api = context.assumingMemoryBound(to: fts5_api.self)
            var wrappedContext: UnsafeMutableRawPointer?
            var methods = fts5_tokenizer()
            let found = api.pointee.xFindTokenizer(api, SQLiteWordTokenizer.wrapped, &wrappedContext, &methods)
            guard found == SQLITE_OK, let makeWrapped = methods.xCreate else { return found }
            var words: OpaquePointer?
            var pieces: OpaquePointer?
            var code = makeWrapped(wrappedContext, arguments, count, &words)
            if code == SQLITE_OK { code = makeWrapped(wrappedContext, arguments, count, &pieces) }
            guard code == SQLITE_OK, let words, let pieces else {
                if let words { methods.xDelete?(words) }
                if let pieces { methods.xDelete?(pieces) }
                return code == SQLITE_OK ? SQLITE_ERROR : code
            }
            let tokenizer = CharacterRunTokenizer(methods: methods, words: words, pieces: pieces)
            made.pointee = OpaquePointer(Unmanaged.passRetained(tokenizer).toOpaque())
            return SQLITE_OK
        }

    private static let delete: @convention(c) (OpaquePointer?) -> Void = { made in
        guard let made else { return }
        Unmanaged<CharacterRunTokenizer>.fromOpaque(UnsafeRawPointer(made)).release()
    }

    private static let tokenize:
        @convention(c) (
            OpaquePointer?, UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32, CharacterRunTokenizer.Emit?
        ) -> Int32 = { made, context, flags, text, length, emit in
            guard let made, let emit else { return SQLITE_ERROR }
            guard let text, length > 0 else { return SQLITE_OK }
            let tokenizer = Unmanaged<CharacterRunTokenizer>.fromOpaque(UnsafeRawPointer(made)).takeUnretainedValue()
            return tokenizer.tokenize(text, length: length, flags: flags, emit: emit, context: context)
        }
}
