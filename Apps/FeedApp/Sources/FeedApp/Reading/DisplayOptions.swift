/// How feeds are shown.
struct DisplayOptions: Sendable, Equatable {
    /// One JSON document instead of text.
    var json = false
    /// At most this many items per feed.
    var limit: Int?
    /// Only the items new in this read.
    var onlyNew = false
    /// Only the items not read yet.
    var onlyUnread = false
    /// Each item's link and the first lines of its summary under its row.
    var long = false

    /// Whether an item marked `mark` is shown.
    func shows(_ mark: ItemMark) -> Bool {
        (!onlyNew || mark.isNew) && (!onlyUnread || !mark.isRead)
    }
}

extension DisplayOptions {
    /// The display options on `line` (`--json`, `--limit N`, `--new`, `--unread`, `--long`).
    ///
    /// - Throws: ``UsageError`` for a limit that is not a whole number ≥ 1.
    init(_ line: ParsedArguments) throws(UsageError) {
        json = line.has(CommonFlags.json)
        limit = try line.positiveInteger(CommonFlags.limit, expected: "a whole number ≥ 1")
        onlyNew = line.has(CommonFlags.new)
        onlyUnread = line.has(CommonFlags.unread)
        long = line.has(CommonFlags.long)
    }
}
