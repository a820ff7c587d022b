/// Shortens text to a width, on a word boundary, marking the cut with "…".
///
/// Width counts terminal columns (``DisplayWidth``: a CJK character or an emoji takes two), the "…"
/// included, so the result never takes more than `width` columns. Whitespace is collapsed first: a
/// summary becomes one line.
public enum TextShortener {
    /// The mark that ends shortened text.
    public static let ellipsis: Character = "…"

    /// Returns `text` on one line, shortened to at most `width` columns.
    ///
    /// - Text that fits is returned whole, without "…".
    /// - Longer text is cut at the last space that leaves room for "…", dropping trailing punctuation
    ///   such as "," before the mark; a first word too long to fit is cut inside the word.
    /// - A width of 0 (or less) gives an empty string; a width of 1 gives "…" alone.
    public static func shorten(_ text: String, toWidth width: Int) -> String {
        shorten(line: text.singleSpaced, toWidth: width)
    }

    /// Returns `line`, text already on one line (``String/singleSpaced``), shortened to at most `width`
    /// columns as ``shorten(_:toWidth:)`` does.
    static func shorten(line: String, toWidth width: Int) -> String {
        guard DisplayWidth.exceeds(line, width) else { return line }
        guard width > 1 else { return width == 1 ? String(ellipsis) : "" }

        let head = prefix(of: line, fittingIn: width - 1)
        let nextIsSpace = line[head.endIndex...].first?.isWhitespace ?? true
        let cut = (nextIsSpace ? head : wordBoundaryPrefix(of: head)).trimmingSuffix(while: isDroppedBeforeEllipsis)
        return String(cut.isEmpty ? head : cut) + String(ellipsis)
    }

    /// The longest start of `line` that takes at most `columns`.
    private static func prefix(of line: String, fittingIn columns: Int) -> Substring {
        var used = 0
        var end = line.startIndex
        for index in line.indices {
            used += DisplayWidth.of(line[index])
            guard used <= columns else { break }
            end = line.index(after: index)
        }
        return line[..<end]
    }

    private static func wordBoundaryPrefix(of head: Substring) -> Substring {
        guard let space = head.lastIndex(where: { $0.isWhitespace }) else { return head }
        let words = head[..<space]
        return words.trimmingSuffix(while: isDroppedBeforeEllipsis).isEmpty ? head : words
    }

    private static func isDroppedBeforeEllipsis(_ character: Character) -> Bool {
        character.isWhitespace || [",", ";", ":", ".", "-", "–", "—"].contains(character)
    }
}

extension Substring {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) {
            end = index(before: end)
        }
        return self[..<end]
    }
}
