import Domain
import Search

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The full-text index of the cached items (SQLite's FTS5), kept by the save and by triggers on `items`.
///
/// The index stores no text of its own: it reads `items` (an external-content table). A save adds the items
/// it inserted in one statement after inserting them (``add(itemsAfter:in:)``); two triggers update the index
/// in the same statement that changes or deletes an item, so it follows every save and prune (a clear removes the
/// database). The inserted items are added by the save, not by a trigger, because a trigger runs once per row. A
/// save rewrites every item of its feed, so the update trigger fires only when the title or summary really
/// changed: re-saving unchanged items then costs about what it does without an index (Benchmarks/README.md,
/// "Figures behind the code's comments"). Titles and summaries are
/// tokenized as Unicode words, case and accents folded, and runs of Chinese and Japanese character by character
/// (``SQLiteWordTokenizer``): a term is searched as a phrase, so a word inside such a run is found.
enum SQLiteSearchIndex {
    /// The marks `snippet()` puts around a matched word; split out again by ``snippet(_:)``.
    private static let matchStart: Character = "\u{2}"
    private static let matchEnd: Character = "\u{3}"

    private static let objects = ["item_search", "item_search_delete", "item_search_update"]

    /// The trigger that added each inserted item up to schema version 5; the save adds them now.
    private static let rowInsertTrigger = "item_search_insert"

    private static let creation = """
        CREATE VIRTUAL TABLE item_search USING fts5(
            title, summary, content = 'items', content_rowid = 'ref', tokenize = 'feed_words remove_diacritics 2'
        );
        CREATE TRIGGER item_search_delete AFTER DELETE ON items BEGIN
            INSERT INTO item_search (item_search, rowid, title, summary)
            VALUES ('delete', old.ref, old.title, old.summary);
        END;
        CREATE TRIGGER item_search_update AFTER UPDATE OF title, summary ON items
        WHEN old.title IS NOT new.title OR old.summary IS NOT new.summary BEGIN
            INSERT INTO item_search (item_search, rowid, title, summary)
            VALUES ('delete', old.ref, old.title, old.summary);
            INSERT INTO item_search (rowid, title, summary) VALUES (new.ref, new.title, new.summary);
        END;
        INSERT INTO item_search (item_search) VALUES ('rebuild');
        """

    /// Creates the index and its triggers and fills it from the items already cached; a migration step.
    static func create(in database: SQLiteConnection) throws {
        try database.execute(creation, operation: "creating the search index of \(database.path)")
    }

    /// Builds the index again with the tokenizer that reads runs of Chinese and Japanese character by character
    /// (``SQLiteWordTokenizer``); a migration step.
    static func readRunsByCharacter(in database: SQLiteConnection) throws {
        try database.execute(
            "DROP TABLE item_search; DROP TRIGGER item_search_delete; DROP TRIGGER item_search_update;",
            operation: "removing the search index of \(database.path) to build it again")
        try create(in: database)
    }

    /// Drops the trigger that added each inserted item, as the save adds them; a migration step.
    static func dropRowInsertTrigger(in database: SQLiteConnection) throws {
        try database.execute(
            "DROP TRIGGER IF EXISTS \(rowInsertTrigger)", operation: "updating the search index of \(database.path)")
    }

    /// Adds to the index the items whose reference is above `reference`: those a save inserted, as references
    /// only grow. The save must insert each item once (an item it inserted and then updated would be taken out
    /// of the index by the update trigger before it was in it).
    static func add(itemsAfter reference: Int, in database: SQLiteConnection) throws {
        try database.run(
            "INSERT INTO item_search (rowid, title, summary) SELECT ref, title, summary FROM items WHERE ref > ?1",
            [.integer(reference)])
    }

    /// Rebuilds the index when it or one of its triggers is missing, or the old insert trigger is back (a file
    /// edited by another tool): run on every open, so no save meets a trigger without its table, no search an
    /// index that stopped following the items, and no item is added twice.
    static func ensure(in database: SQLiteConnection) throws {
        let names = "'\(objects.joined(separator: "', '"))'"
        let found = try database.query(
            "SELECT coalesce(sum(name IN (\(names))), 0), coalesce(sum(name = '\(rowInsertTrigger)'), 0) FROM sqlite_master"
        ) { ($0.int(at: 0), $0.int(at: 1)) }.first
        guard let found, found.0 != objects.count || found.1 != 0 else { return }
        try database.transaction("rebuild the search index") {
            try database.execute(
                "DROP TABLE IF EXISTS item_search; DROP TRIGGER IF EXISTS \(rowInsertTrigger); "
                    + "DROP TRIGGER IF EXISTS item_search_delete; DROP TRIGGER IF EXISTS item_search_update;",
                operation: "removing what is left of the search index")
            try create(in: database)
        }
    }

    /// The items matching every term, best first: a match in the title weighs five times one in the text.
    static let searchSQL = """
        SELECT items.feed_url, feeds.title, items.item_id, items.title, items.link, items.published,
            snippet(item_search, -1, char(2), char(3), '…', 16)
        FROM item_search
        JOIN items ON items.ref = item_search.rowid
        JOIN feeds ON feeds.url = items.feed_url
        WHERE item_search MATCH ?1 AND (?2 IS NULL OR items.feed_url = ?2)
        ORDER BY bm25(item_search, 5.0, 1.0), items.ref
        LIMIT ?3
        """

    /// The FTS5 expression for `terms`: each term a quoted string (quotes doubled), all required, so no
    /// term can be read as an operator, a column filter or a broken expression.
    static func expression(for terms: [String]) -> String {
        terms.map { "\"" + $0.replacingEvery("\"", with: "\"\"") + "\"" }.joined(separator: " ")
    }

    /// The snippet `snippet()` gave, split at its marks into runs.
    static func snippet(_ marked: String) -> SearchSnippet {
        var runs: [SearchSnippet.Run] = []
        var current = ""
        var inMatch = false
        for character in marked {
            guard character == matchStart || character == matchEnd else {
                current.append(character)
                continue
            }
            if !current.isEmpty { runs.append(.init(current, isMatch: inMatch)) }
            current = ""
            inMatch = character == matchStart
        }
        if !current.isEmpty { runs.append(.init(current, isMatch: inMatch)) }
        return SearchSnippet(runs: runs)
    }
}
