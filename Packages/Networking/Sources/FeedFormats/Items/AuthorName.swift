/// Reduces an author as feeds write it to the person's name.
enum AuthorName {
    /// The name in `text`: "jo@example.com (Jo Doe)" and "Jo Doe (jo@example.com)" both give "Jo Doe";
    /// whitespace collapsed; `nil` when empty.
    static func name(in text: String) -> String? {
        guard let author = HTMLTextReducer.collapsingWhitespace(text) else { return nil }
        guard let open = author.firstIndex(of: "("), let close = author.lastIndex(of: ")"), open < close else {
            return author
        }
        let inside = HTMLTextReducer.collapsingWhitespace(String(author[author.index(after: open)..<close]))
        let outside = HTMLTextReducer.collapsingWhitespace(
            String(author[..<open]) + String(author[author.index(after: close)...]))
        if let inside, !inside.contains("@") { return inside }
        return outside ?? inside ?? author
    }
}
