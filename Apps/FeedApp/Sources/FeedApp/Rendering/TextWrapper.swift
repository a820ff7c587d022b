import Presentation

/// Breaks text into lines that fit a width in columns (``DisplayWidth``), at spaces.
enum TextWrapper {
    /// `text` broken into lines of at most `width` columns at spaces; a longer word stays whole.
    static func wrap(_ text: String, width: Int) -> [String] {
        wrap(words: text.split(separator: " ").map(String.init), width: width)
    }

    /// `words` joined by spaces into lines of at most `width` columns; a word (which may hold spaces,
    /// like `[--limit N]`) is never split, and a longer one stays whole.
    static func wrap(words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in words {
            if current.isEmpty {
                current = String(word)
            } else if DisplayWidth.of(current) + 1 + DisplayWidth.of(word) <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The fewest columns text keeps beside its lead; with less, it goes under the lead instead.
    static let minimumTextWidth = 20
    /// How far text that goes under its lead is indented.
    static let underIndent = "      "

    /// `lead` followed by `text` wrapped to `width`, the lines after the first indented under the text;
    /// when the lead leaves too little room, the text goes on the lines below it, indented a little.
    static func hanging(_ lead: String, _ text: String, width: Int?) -> [String] {
        hanging(lead, words: text.split(separator: " ").map(String.init), width: width)
    }

    /// `lead` followed by `words`, wrapped like ``hanging(_:_:width:)``, a word never split.
    static func hanging(_ lead: String, words: [String], width: Int?) -> [String] {
        guard let width else { return [lead + words.joined(separator: " ")] }
        let leadWidth = DisplayWidth.of(lead)
        guard width - leadWidth >= minimumTextWidth else {
            let below = wrap(words: words, width: max(width - underIndent.count, minimumTextWidth))
            return [lead.droppingTrailingSpaces()] + below.map { underIndent + $0 }
        }
        let lines = wrap(words: words, width: width - leadWidth)
        guard let first = lines.first else { return [lead] }
        return [lead + first] + lines.dropFirst().map { String(repeating: " ", count: leadWidth) + $0 }
    }
}
