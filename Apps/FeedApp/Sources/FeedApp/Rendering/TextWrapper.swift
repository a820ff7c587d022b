import Presentation

/// Breaks text into lines that fit a width in columns (``DisplayWidth``), at spaces.
enum TextWrapper {
    /// `text` broken into lines of at most `width` columns at spaces; a longer word stays whole.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
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
        guard let width else { return [lead + text] }
        let leadWidth = DisplayWidth.of(lead)
        guard width - leadWidth >= minimumTextWidth else {
            let below = wrap(text, width: max(width - underIndent.count, minimumTextWidth)).map { underIndent + $0 }
            return [String(lead.reversed().drop { $0 == " " }.reversed())] + below
        }
        let lines = wrap(text, width: width - leadWidth)
        guard let first = lines.first else { return [lead] }
        return [lead + first] + lines.dropFirst().map { String(repeating: " ", count: leadWidth) + $0 }
    }
}
