/// Reduces an author as feeds write it to the person's name.
enum AuthorName {
    /// The name in `text`: "jo@example.com (Jo Doe)", "Jo Doe (jo@example.com)" and
    /// "Jo Doe <jo@example.com>" all give "Jo Doe"; an address alone stays; whitespace collapsed; `nil`
    /// when empty.
    static func name(in text: String) -> String? {
        guard let author = HTMLTextReducer.collapsingWhitespace(text) else { return nil }
        // Most authors are a plain name: no brackets to look inside.
        let isBracket = { (byte: UInt8) in byte == UInt8(ascii: "<") || byte == UInt8(ascii: "(") }
        let hasBrackets = author.utf8.withContiguousStorageIfAvailable { $0.contains(where: isBracket) }
        guard hasBrackets ?? author.utf8.contains(where: isBracket) else {
            return author
        }
        if let name = name(in: author, between: "<", and: ">") { return name }
        return name(in: author, between: "(", and: ")") ?? author
    }

    /// The name in `author` around or inside a bracketed part (the address is the part holding an `@`), or
    /// `nil` when `author` has no such brackets.
    private static func name(in author: String, between open: Character, and close: Character) -> String? {
        guard let start = author.firstIndex(of: open), let end = author.lastIndex(of: close), start < end else {
            return nil
        }
        let inside = HTMLTextReducer.collapsingWhitespace(String(author[author.index(after: start)..<end]))
        let outside = HTMLTextReducer.collapsingWhitespace(
            String(author[..<start]) + String(author[author.index(after: end)...]))
        if let inside, !inside.contains("@") { return open == "(" ? inside : nil }
        return outside ?? inside ?? author
    }
}
