/// How many terminal columns text takes, counted per grapheme cluster as terminals draw it.
///
/// East Asian Wide and Fullwidth characters take two columns, so does a character shown as an emoji
/// (followed by U+FE0F, or a flag of two regional indicators); combining marks, format and control
/// characters take none, as they join the character before them; everything else takes one. The wide
/// scalars come from Unicode's EastAsianWidth data (`scripts/generate-wide-scalars`).
public enum DisplayWidth {
    /// The columns `text` takes.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// Whether `text` takes more than `columns`, read only as far as it takes to tell.
    ///
    /// A run of printable ASCII is counted on bytes, a column each (no two of them join into one
    /// character); anything else is counted per character from the start.
    static func exceeds(_ text: String, _ columns: Int) -> Bool {
        var used = 0
        for byte in text.utf8 {
            guard (0x20...0x7E).contains(byte) else { return charactersExceed(text, columns) }
            used += 1
            if used > columns { return true }
        }
        return false
    }

    private static func charactersExceed(_ text: String, _ columns: Int) -> Bool {
        var used = 0
        for character in text {
            used += of(character)
            if used > columns { return true }
        }
        return false
    }

    /// The columns one character takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        // A lone ASCII scalar: printable ones take a column, controls none.
        if let ascii = character.asciiValue, character.utf8.count == 1 { return (0x20...0x7E).contains(ascii) ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(emojiPresentation) || regionalIndicators.contains(first.value) { return 2 }
        return width(of: first)
    }

    /// U+FE0F VARIATION SELECTOR-16: show the character before it as an emoji, two columns wide.
    private static let emojiPresentation: Unicode.Scalar = "\u{FE0F}"
    /// Two of them make a flag, drawn as one emoji.
    private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

    private static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control, .format: return 0
        default: return isWide(scalar.value) ? 2 : 1
        }
    }

    /// Whether `value` is in ``wideScalars``, by binary search.
    private static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideScalars.count
        while low < high {
            let middle = (low + high) / 2
            let range = wideScalars[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
