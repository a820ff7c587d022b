/// How feeds are shown.
struct DisplayOptions: Sendable, Equatable {
    /// One JSON document instead of text.
    var json = false
    /// At most this many items per feed.
    var limit: Int?
}

extension DisplayOptions {
    /// The display options on `line` (`--json`, `--limit N`).
    ///
    /// - Throws: ``UsageError`` for a limit that is not a whole number ≥ 1.
    init(_ line: ParsedArguments) throws(UsageError) {
        json = line.has(CommonFlags.json)
        limit = try line.positiveInteger(CommonFlags.limit, expected: "a whole number ≥ 1")
    }
}
